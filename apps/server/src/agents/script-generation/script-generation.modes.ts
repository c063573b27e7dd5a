import {
  rubricSchema,
  scriptGenerationOptionsSchema,
  type RubricCriterion,
  type ScriptGenerationOptions,
} from "@aesop/shared/contracts/test-scripts";
import type { ReportModeDeps, ReportModes, ReportSubject } from "../runtime/jobs/report-modes";
import { DEFAULT_RUBRIC, DEFAULT_RUBRIC_VERSION } from "./default-rubric";
import { renderTestScriptMarkdown } from "./exports/markdown-export";
import { generateTestScript, type ScriptGenerationInput } from "./generate-script";
import { withAttackStrategies } from "./script-strategies";
import { varyScriptWithModel } from "./script-llm";
import { loadScriptSources } from "./script-sources";
import { readScriptWebhookData } from "./script-webhook-data";

/**
 * The submission stores `{ options, rubric: { version, criteria } }` in the report's data. Both are
 * validated again here: a report queued by an older version, or edited data, falls back to the
 * defaults instead of failing the job.
 */
function submitted(subject: ReportSubject): { options?: unknown; rubric?: unknown } {
  return subject.data;
}

export function optionsOf(subject: ReportSubject): ScriptGenerationOptions {
  const parsed = scriptGenerationOptionsSchema.safeParse(submitted(subject).options ?? {});
  return parsed.success ? parsed.data : scriptGenerationOptionsSchema.parse({});
}

export function rubricOf(subject: ReportSubject): { version: number; criteria: RubricCriterion[] } {
  const stored = submitted(subject).rubric as { version?: unknown; criteria?: unknown } | undefined;
  const parsed = rubricSchema.safeParse({ criteria: stored?.criteria });
  const version = typeof stored?.version === "number" && Number.isInteger(stored.version) ? stored.version : null;
  return parsed.success && version !== null && version >= 0
    ? { version, criteria: parsed.data.criteria }
    : { version: DEFAULT_RUBRIC_VERSION, criteria: DEFAULT_RUBRIC.criteria };
}

async function inputOf(deps: ReportModeDeps, subject: ReportSubject): Promise<ScriptGenerationInput> {
  const sources = await loadScriptSources(deps, subject.userId, subject.projectId);
  return { projectName: subject.projectName, ...sources, rubric: rubricOf(subject), options: optionsOf(subject) };
}

/**
 * The Script Generation Agent's three modes: the deterministic script from the library and the
 * project's findings (guided), the same script with messages and adaptive strategies written by
 * the model (LLM), and a multipart call to an external workflow (webhook).
 */
export const scriptGenerationModes: ReportModes = {
  guided: async (deps, subject) => {
    const input = await inputOf(deps, subject);
    const testScript = withAttackStrategies(generateTestScript(input), input.options.strategies ?? []);
    return {
      status: "done",
      title: testScript.name,
      markdown: renderTestScriptMarkdown(testScript, { projectName: subject.projectName }),
      data: { ...subject.data, mode: "guided", testScript },
    };
  },
  llm: async (deps, model, subject) => {
    const input = await inputOf(deps, subject);
    const guided = generateTestScript(input);
    const { content: varied, usage } = await varyScriptWithModel(model, guided, {
      projectName: subject.projectName,
      instructions: input.instructions?.text ?? null,
    });
    // Strategies rewrite the model's wording (an encoding must encode what is finally asked).
    const testScript = withAttackStrategies(varied, input.options.strategies ?? []);
    return {
      status: "done",
      title: testScript.name,
      markdown: renderTestScriptMarkdown(testScript, { projectName: subject.projectName }),
      data: { ...subject.data, mode: "llm", testScript, ...(usage ? { usage } : {}) },
    };
  },
  webhookFields: (subject) => ({
    user_id: subject.userId,
    project_name: subject.projectName,
    options: JSON.stringify(optionsOf(subject)),
    rubric: JSON.stringify(rubricOf(subject)),
  }),
  webhookData: readScriptWebhookData,
};
