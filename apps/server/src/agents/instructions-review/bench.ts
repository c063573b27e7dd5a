import { auditInstructions } from "./audit";
import { buildLongInstructions } from "./corpus/long-instructions";
import { countWords } from "./instruction-lines";

/**
 * Speed of the guided-mode audit. The budget: a 20,000-word instruction set audits in well under
 * 50 ms. Not run by the tests, where timings would be flaky; run it by hand from the repository root:
 *
 *   node --import tsx -e "import('./apps/server/src/agents/instructions-review/bench.ts').then((m) => console.log(m.benchAudit()))"
 */

/** Discarded runs first, so that the JIT has settled before anything is measured. */
const WARM_UP_RUNS = 3;
const MEASURED_RUNS = 7;

/** The median time of `auditInstructions` on a realistic instruction set of about `words` words. */
export function benchAudit(words = 20_000): { words: number; ms: number } {
  const text = buildLongInstructions(words);
  for (let run = 0; run < WARM_UP_RUNS; run++) auditInstructions(text);
  const timings: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const start = performance.now();
    auditInstructions(text);
    timings.push(performance.now() - start);
  }
  return { words: countWords(text), ms: Math.round(median(timings) * 100) / 100 };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
