import { z } from "zod";
import { scenarioStrategySchema } from "./attack-strategies";
import {
  EVAL_RUN_STATUSES,
  SCENARIO_RESULT_STATUSES,
  evalRunSchema,
  refineVerdictRule,
  startEvalRunFields,
} from "./eval";
import { SCENARIO_CATEGORY_IDS, SCENARIO_SEVERITIES } from "./test-scripts";

/**
 * Matrix runs (issue 36, decision 0071): one script version against 2–8 targets, played under the
 * same seed, repeats, judge and strategies. A matrix is one ordinary run per target sharing a
 * matrix id; each keeps its target's own limits and slots.
 */
export const MIN_MATRIX_TARGETS = 2;
export const MAX_MATRIX_TARGETS = 8;

const targetsMessage = `Choose between ${MIN_MATRIX_TARGETS} and ${MAX_MATRIX_TARGETS} targets.`;

/**
 * One column of a matrix: a target, and for an "instructions on a model" target the instructions
 * version (an instructions review of the project) it plays on instead of its own; so one model can
 * stand in two columns, on two versions, side by side.
 */
export const matrixTargetSchema = z.object({
  targetId: z.string().trim().min(1, "Choose a target."),
  instructionsReportId: z
    .number("The instructions version is the number of an instructions review.")
    .int("The instructions version is the number of an instructions review.")
    .positive("The instructions version is the number of an instructions review.")
    .optional(),
});
export type MatrixTarget = z.infer<typeof matrixTargetSchema>;

/**
 * POST /api/projects/{id}/eval-matrices: the targets as `targetIds` (each as it is configured) or as
 * `targets` (each with an optional instructions version); one of the two.
 */
export const startEvalMatrixSchema = startEvalRunFields
  .omit({ targetId: true })
  .extend({
    targetIds: z
      .array(z.string().trim().min(1, "Choose a target."), targetsMessage)
      .min(MIN_MATRIX_TARGETS, targetsMessage)
      .max(MAX_MATRIX_TARGETS, targetsMessage)
      .optional(),
    targets: z
      .array(matrixTargetSchema, targetsMessage)
      .min(MIN_MATRIX_TARGETS, targetsMessage)
      .max(MAX_MATRIX_TARGETS, targetsMessage)
      .optional(),
  })
  .superRefine((body, context) => {
    refineVerdictRule(body, context);
    if ((body.targetIds === undefined) === (body.targets === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["targets"],
        message: `${targetsMessage} Send them as targetIds or as targets, not both.`,
      });
      return;
    }
    const field = body.targets ? "targets" : "targetIds";
    const seen = new Set<string>();
    for (const [index, target] of matrixTargetsOf(body).entries()) {
      const key = `${target.targetId}#${target.instructionsReportId ?? ""}`;
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          path: [field, index],
          message: body.targets
            ? "Each target and instructions version may be chosen once: a matrix compares different columns."
            : "Each target may be chosen once: a matrix compares different targets.",
        });
      }
      seen.add(key);
    }
  });
export type StartEvalMatrix = z.infer<typeof startEvalMatrixSchema>;

/** The matrix's columns, whichever way the request named them. */
export const matrixTargetsOf = (body: Pick<StartEvalMatrix, "targetIds" | "targets">): MatrixTarget[] =>
  body.targets ?? (body.targetIds ?? []).map((targetId) => ({ targetId }));

/** One scenario on one target: the run's verdict of it (reply: the run's transcript endpoint). */
export const matrixCellSchema = z.object({
  runId: z.string(),
  status: z.enum(SCENARIO_RESULT_STATUSES),
  /** Why it failed or errored, in a sentence. */
  reason: z.string().nullable(),
  /** The share of its judged samples that passed, and whether they disagree. */
  passShare: z.number().nullable(),
  flaky: z.boolean(),
});
export type MatrixCell = z.infer<typeof matrixCellSchema>;

export const matrixScenarioSchema = z.object({
  scenarioId: z.string(),
  title: z.string(),
  category: z.enum(SCENARIO_CATEGORY_IDS),
  severity: z.enum(SCENARIO_SEVERITIES),
  strategy: scenarioStrategySchema.nullable().optional(),
  /** One cell per target, in the matrix's target order. */
  cells: z.array(matrixCellSchema),
  /** At least two targets ended this scenario with different verdicts (the "differences only" filter). */
  differs: z.boolean(),
});
export type MatrixScenario = z.infer<typeof matrixScenarioSchema>;

/** GET /api/projects/{id}/eval-matrices/{matrixId}: a row per scenario, a column per target. */
export const evalMatrixSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  script: z.object({ reportId: z.number().int(), version: z.number().int(), name: z.string() }),
  /** Running while any target's run is; else completed when all completed; else failed or cancelled. */
  status: z.enum(EVAL_RUN_STATUSES),
  /** One run per target (its progress, pass rate and interval), in the order the targets were chosen. */
  runs: z.array(evalRunSchema),
  scenarios: z.array(matrixScenarioSchema),
});
export type EvalMatrix = z.infer<typeof evalMatrixSchema>;

export const EVAL_MATRIX_EXPORT_FORMATS = ["json", "csv", "junit"] as const;
export type EvalMatrixExportFormat = (typeof EVAL_MATRIX_EXPORT_FORMATS)[number];
