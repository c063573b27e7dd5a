import { z } from "zod";
import { REVIEW_DIMENSION_IDS } from "./instructions-review";
import { INSTRUCTIONS_MAX_CHARS } from "./reports";
import { isValidText } from "./text";

/**
 * Closing the loop after a failed run (issue 38): a proposed change to the instructions for the
 * scenarios that failed, saved as the project's next instructions version (an instructions review
 * of the new text), then the failed scenarios re-run on it and compared, scenario by scenario.
 */

/** Where a proposed sentence comes from: the broken rule, the review's suggestion, the category's fix. */
export const FIX_BASES = ["rule", "review", "category"] as const;
export type FixBasis = (typeof FIX_BASES)[number];

export const fixChangeSchema = z.object({
  /** Replace the line `line` (its text is `before`), or add the sentence after `line` (0: at the top; null: at the end). */
  action: z.enum(["replace", "add"]),
  line: z.number().int().min(0).nullable(),
  before: z.string().nullable(),
  sentence: z.string(),
  /** Why, in a sentence, quoting the failure. */
  why: z.string(),
  basis: z.enum(FIX_BASES),
  /** The failed scenarios this change answers (merged proposals list each). */
  scenarioIds: z.array(z.string()),
});
export type FixChange = z.infer<typeof fixChangeSchema>;

/** POST /api/projects/{id}/eval-runs/{runId}/fix-proposal. */
export const proposeFixSchema = z.object({
  scenarioIds: z
    .array(z.string().trim().min(1, "A scenario id is required.").max(120))
    .min(1, "Choose at least one failed scenario.")
    .max(100, "At most 100 scenarios can be fixed together.")
    .refine((ids) => new Set(ids).size === ids.length, "A scenario is listed twice."),
});
export type ProposeFix = z.infer<typeof proposeFixSchema>;

export const fixProposalSchema = z.object({
  runId: z.string(),
  runNumber: z.number().int(),
  /** The instructions version the change applies to: the project's latest instructions review. */
  base: z.object({ reportId: z.number().int(), version: z.number().int() }),
  instructions: z.string(),
  proposed: z.string(),
  changes: z.array(fixChangeSchema),
  /** Sentences left out of the change set: a duplicate, or one that would contradict the instructions. */
  leftOut: z.array(z.object({ sentence: z.string(), reason: z.string() })),
  /** The review's contradiction check on the proposed text: what it finds that the current text has not. */
  newContradictions: z.array(z.object({ topic: z.string(), first: z.string(), second: z.string() })),
  /** The change set as a unified diff of the instructions. */
  diff: z.string(),
});
export type FixProposal = z.infer<typeof fixProposalSchema>;

/**
 * A failure to fix, from any of the three places one is found: a failed scenario of a run, a failed
 * reply of a Cave dialogue (a rule the watch says it broke, or the turn the evaluator judged failed),
 * a flawed dimension of the latest instructions review.
 */
export const fixFailureSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("scenario"),
      runId: z.uuid("Run not found."),
      scenarioId: z.string().trim().min(1, "A scenario id is required.").max(120),
    }),
    z.object({
      kind: z.literal("cave-turn"),
      sessionId: z.uuid("Cave session not found."),
      turnId: z.uuid("Cave turn not found."),
    }),
    z.object({
      kind: z.literal("review-finding"),
      dimensionId: z.enum(REVIEW_DIMENSION_IDS, "Choose a dimension of the review."),
    }),
  ],
  "A failure is a scenario, a Cave turn or a review finding.",
);
export type FixFailure = z.infer<typeof fixFailureSchema>;

const failureKey = (failure: FixFailure) =>
  failure.kind === "scenario"
    ? `scenario:${failure.runId}:${failure.scenarioId}`
    : failure.kind === "cave-turn"
      ? `cave-turn:${failure.turnId}`
      : `review:${failure.dimensionId}`;

/** POST /api/projects/{id}/fix-proposal: one change set for failures of runs, Cave dialogues and the review. */
export const proposeChangeSetSchema = z.object({
  failures: z
    .array(fixFailureSchema)
    .min(1, "Choose at least one failure to fix.")
    .max(100, "At most 100 failures can be fixed together.")
    .refine((failures) => new Set(failures.map(failureKey)).size === failures.length, "A failure is listed twice."),
});
export type ProposeChangeSet = z.infer<typeof proposeChangeSetSchema>;

/**
 * The change set for failures from several places: a fix proposal without a run of its own. Its
 * changes' `scenarioIds` name each failure: a scenario id, `cave-turn:<turn id>` or `review:<dimension id>`.
 */
export const changeSetProposalSchema = fixProposalSchema.omit({ runId: true, runNumber: true });
export type ChangeSetProposal = z.infer<typeof changeSetProposalSchema>;

/** POST /api/projects/{id}/instructions-versions: the next version, reviewed automatically. */
export const saveInstructionsVersionSchema = z.object({
  /** The version (its review's report id) the edit started from: a newer one makes the save stale. */
  baseReportId: z.number("The base version is required.").int().positive("The base version is required."),
  instructions: z
    .string()
    .refine(isValidText, "The instructions contain a character that is not allowed.")
    .refine((text) => text.trim().length > 0, "The instructions are empty.")
    .refine(
      (text) => text.length <= INSTRUCTIONS_MAX_CHARS,
      `Instructions can be at most ${INSTRUCTIONS_MAX_CHARS.toLocaleString("en-US")} characters.`,
    ),
});
export type SaveInstructionsVersion = z.infer<typeof saveInstructionsVersionSchema>;

/** POST /api/projects/{id}/eval-runs/{runId}/retest: the fixed run's scenarios on a new version. */
export const retestSchema = z.object({
  instructionsReportId: z
    .number("Choose the instructions version to test.")
    .int()
    .positive("Choose the instructions version to test."),
  /** The failed scenarios only, or the whole script (to catch regressions). */
  scope: z.enum(["failed", "all"], "The scope is failed or all.").default("failed"),
});
export type Retest = z.infer<typeof retestSchema>;

export const FIX_OUTCOMES = ["fixed", "still-failing", "newly-failing", "still-passing", "not-judged"] as const;
export type FixOutcome = (typeof FIX_OUTCOMES)[number];

/**
 * On a follow-up run's page: each scenario against its parent run. "retest": it played other
 * instructions than its parent (a fix, issue 38); "rerun": the same ones (issue 33).
 */
export const fixOutcomesSchema = z.object({
  kind: z.enum(["retest", "rerun"]).default("retest"),
  fixedRun: z.object({ id: z.string(), number: z.number().int() }),
  instructionsReportId: z.number().int().nullable(),
  counts: z.object({
    fixed: z.number().int(),
    stillFailing: z.number().int(),
    newlyFailing: z.number().int(),
  }),
  scenarios: z.array(
    z.object({
      scenarioId: z.string(),
      title: z.string(),
      outcome: z.enum(FIX_OUTCOMES),
    }),
  ),
  /**
   * A re-test's change set: the unified diff from the instructions its parent ran on to the ones it
   * ran on (null for a re-run, or when AESOP does not know both texts). The run's report shows it.
   */
  changeSet: z.string().nullable().optional(),
});
export type FixOutcomes = z.infer<typeof fixOutcomesSchema>;
