import { generateTestScript } from "../apps/server/src/agents/script-generation/generate-script";
import { CHILDRENS_TUTOR } from "../apps/server/src/agents/script-generation/script-projects.fixture";
import { median, round } from "./figures";

/**
 * The Script Generation Agent's guided mode: time to generate a thorough (~100 scenario) script
 * for a project with instructions, their review, an Ethos report and an interview (the reports
 * are built once, outside the timing, as the job reads them from the database).
 */

export const SCRIPT_GENERATION_RUNS = 15;
/** A guided script is generated inside a job; a user waits for it, so it should take well under a second. */
export const SCRIPT_GENERATION_BUDGET_MS = 250;

export interface ScriptGenerationReport {
  size: "thorough";
  scenarios: number;
  runs: number;
  medianMs: number;
  maxMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

export function measureScriptGeneration(): ScriptGenerationReport {
  const input = { ...CHILDRENS_TUTOR, options: { size: "thorough" as const, categories: [] } };
  // Warm-up: the first run compiles the library's patterns and the JIT's hot paths.
  let scenarios = generateTestScript(input).scenarios.length;
  const times: number[] = [];
  for (let run = 0; run < SCRIPT_GENERATION_RUNS; run++) {
    const start = performance.now();
    scenarios = generateTestScript(input).scenarios.length;
    times.push(performance.now() - start);
  }
  const medianMs = median(times);
  return {
    size: "thorough",
    scenarios,
    runs: SCRIPT_GENERATION_RUNS,
    medianMs: round(medianMs, 2),
    maxMs: round(Math.max(...times), 2),
    budgetMs: SCRIPT_GENERATION_BUDGET_MS,
    withinBudget: medianMs <= SCRIPT_GENERATION_BUDGET_MS,
  };
}

export function scriptGenerationSummary(report: ScriptGenerationReport): string {
  return `Guided test script: ${report.scenarios} scenarios (${report.size}) in ${report.medianMs} ms (median of ${report.runs}; max ${report.maxMs} ms; budget ${report.budgetMs} ms: ${report.withinBudget ? "within" : "OVER"})`;
}
