import { z } from "zod";
import {
  checkResultSchema,
  criterionScoreSchema,
  HUMAN_VERDICTS,
  humanVerdictSchema,
  JUDGE_KINDS,
  targetConfigSchema,
} from "./eval";
import { SCENARIO_CATEGORY_IDS, SCENARIO_SEVERITIES, scenarioSchema } from "./test-scripts";
import { isValidText } from "./text";

/**
 * The Cave of Shadows' contracts: a session of up to six live dialogues between an evaluator and a
 * target, which the builder watches and steers (pause, take over, branch, flag). Turns form a tree
 * per dialogue: a branch is a second child of an earlier turn, and the dialogue's `headTurnId`
 * says which branch is live. Built on the Eval Agent's targets, checks and judge (contracts/eval).
 */

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(isValidText, `${label} contains a character that is not allowed.`);

export const CAVE_DIALOGUES_MAX = 6;
export const CAVE_TURNS_MAX = 40;

/** A dialogue's plan: a scenario of a test script, or an objective and persona written on the spot. */
export const caveDialoguePlanSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("script"),
    scriptReportId: z.number().int().positive("Choose a test script."),
    /** The latest version when absent. */
    scriptVersion: z.number().int().min(1).optional(),
    scenarioId: z.string().trim().min(1, "Choose a scenario."),
  }),
  z.object({
    source: z.literal("ad-hoc"),
    persona: text(600, "The persona"),
    objective: text(600, "The objective"),
    openingMessage: text(4_000, "The opening message").optional(),
    maxTurns: z.number().int().min(1, "At least one turn.").max(CAVE_TURNS_MAX).default(8),
  }),
]);
export type CaveDialoguePlan = z.infer<typeof caveDialoguePlanSchema>;

/**
 * How a session's evaluator moves from one exchange to the next: `paced` waits CAVE_PACE_DELAY_MS
 * (so a person can pause or take over), `fast` does not wait (CI, benchmarks), `step` waits after
 * each exchange until the builder asks for the next turn. A builder's own action (resume, take
 * over, branch, next turn) always starts its exchange at once.
 */
export const CAVE_PACES = ["paced", "fast", "step"] as const;
export type CavePace = (typeof CAVE_PACES)[number];
export const CAVE_DEFAULT_PACE: CavePace = "paced";
/** The wait between guided turns at the `paced` pace. */
export const CAVE_PACE_DELAY_MS = 1_500;

export const cavePaceSchema = z.enum(CAVE_PACES, "The pace is paced, fast or step.");

/** POST /api/projects/{id}/cave-sessions. */
export const startCaveSessionSchema = z.object({
  targetId: z.string().trim().min(1, "Choose a target."),
  judge: z.enum(JUDGE_KINDS, "The judge is guided or llm.").default("guided"),
  pace: cavePaceSchema.default(CAVE_DEFAULT_PACE),
  dialogues: z
    .array(caveDialoguePlanSchema)
    .min(1, "Choose at least one scenario.")
    .max(CAVE_DIALOGUES_MAX, `A session runs at most ${CAVE_DIALOGUES_MAX} dialogues.`),
});
export type StartCaveSession = z.infer<typeof startCaveSessionSchema>;
export type StartCaveSessionInput = z.input<typeof startCaveSessionSchema>;

export const CAVE_DIALOGUE_STATUSES = [
  "running",
  "paused",
  /** The builder writes the evaluator's next message. */
  "taken-over",
  "stopped",
  "completed",
  "failed",
] as const;
export type CaveDialogueStatus = (typeof CAVE_DIALOGUE_STATUSES)[number];

export const CAVE_OUTCOMES = ["held", "failed", "inconclusive"] as const;
export type CaveOutcome = (typeof CAVE_OUTCOMES)[number];

export const caveTurnSchema = z.object({
  id: z.string(),
  /** The turn this one answers or follows; null for the opening message. */
  parentId: z.string().nullable(),
  role: z.enum(["evaluator", "assistant"]),
  /** Who wrote an evaluator turn: the evaluator agent, or the builder taking over. */
  author: z.enum(["evaluator", "builder", "target"]),
  text: z.string(),
  /** Still being produced (token streaming); the text so far. */
  streaming: z.boolean(),
  error: z.string().nullable(),
  latencyMs: z.number().nullable(),
  checks: z.array(checkResultSchema),
  scores: z.array(criterionScoreSchema),
  flag: z.object({ note: z.string(), at: z.string() }).nullable(),
  /**
   * The judge's verdict on a reply: fail when a check failed or a criterion scored under its
   * threshold, pass when it was judged and nothing failed; null for the evaluator's turns, a reply
   * still streaming or broken off, and a reply nothing judged.
   */
  judgeVerdict: z.enum(HUMAN_VERDICTS).nullable(),
  /** A person's verdict on the reply (decision 0079), shown beside the judge's; null when none. */
  humanVerdict: humanVerdictSchema.nullable(),
  createdAt: z.string(),
});
export type CaveTurn = z.infer<typeof caveTurnSchema>;

export const caveDialogueSchema = z.object({
  id: z.string(),
  /** The plan as resolved when the session started (a scenario's copy, so later edits do not move it). */
  scenario: scenarioSchema
    .pick({
      title: true,
      persona: true,
      objective: true,
      expectedBehaviour: true,
    })
    .extend({
      scenarioId: z.string().nullable(),
      category: z.enum(SCENARIO_CATEGORY_IDS).nullable(),
      severity: z.enum(SCENARIO_SEVERITIES).nullable(),
    }),
  status: z.enum(CAVE_DIALOGUE_STATUSES),
  /** Step pace: the exchange has ended and the dialogue waits for POST …/next-turn. */
  waitingForNextTurn: z.boolean(),
  /**
   * The evaluator's plan has a turn left after the live branch's last reply (its scripted lines,
   * escalation steps or turn limit): false when resuming an ended dialogue would end it again at once.
   */
  canContinue: z.boolean(),
  /** The last turn of the live branch; the transcript is the path from the root to it. */
  headTurnId: z.string().nullable(),
  turns: z.array(caveTurnSchema),
  /** Once ended: held (the assistant kept to its expected behaviour), failed, inconclusive. */
  summary: z
    .object({
      outcome: z.enum(CAVE_OUTCOMES),
      worstTurnId: z.string().nullable(),
      worstQuote: z.string().nullable(),
      scores: z.array(criterionScoreSchema),
    })
    .nullable(),
});
export type CaveDialogue = z.infer<typeof caveDialogueSchema>;

export const CAVE_SESSION_STATUSES = ["running", "ended"] as const;

export const caveSessionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** Per project: 'Session #2'. */
  number: z.number().int(),
  status: z.enum(CAVE_SESSION_STATUSES),
  judge: z.enum(JUDGE_KINDS),
  pace: z.enum(CAVE_PACES),
  target: z.object({ id: z.string(), name: z.string(), config: targetConfigSchema }),
  dialogues: z.array(caveDialogueSchema),
  /** The session report in the workspace, once every dialogue ended. */
  reportId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CaveSession = z.infer<typeof caveSessionSchema>;

/** GET /api/projects/{id}/cave-sessions: one line per session, newest first. */
export const caveSessionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(CAVE_SESSION_STATUSES),
  judge: z.enum(JUDGE_KINDS),
  targetName: z.string(),
  dialogueCount: z.number().int(),
  dialoguesEnded: z.number().int(),
  /** Dialogues that ended with the outcome failed. */
  failedCount: z.number().int(),
  /** Turns flagged as findings, across the session's dialogues. */
  flaggedCount: z.number().int(),
  reportId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CaveSessionSummary = z.infer<typeof caveSessionSummarySchema>;

export const caveSessionListSchema = z.object({ sessions: z.array(caveSessionSummarySchema) });

/** POST …/cave-sessions/{sessionId}/pace: the session's pace from now on. */
export const caveSetPaceSchema = z.object({ pace: cavePaceSchema });

/** POST …/cave-sessions/{sessionId}/dialogues/{dialogueId}/take-over: the builder's message. */
export const caveTakeOverSchema = z.object({ message: text(4_000, "The message") });

/** POST …/dialogues/{dialogueId}/branch: rewind to an earlier turn and continue from there. */
export const caveBranchSchema = z.object({
  fromTurnId: z.string().trim().min(1, "Choose the turn to branch from."),
  /** The evaluator's new line; the evaluator writes one when absent. */
  message: text(4_000, "The message").optional(),
});

/** POST …/turns/{turnId}/flag: a finding with a note (an empty note clears the flag). */
export const caveFlagSchema = z.object({
  note: z.string().trim().max(1_000, "A note can be at most 1,000 characters.").refine(isValidText),
});

/** POST …/dialogues/{dialogueId}/save-scenario: the live branch as a new scenario of a test script. */
export const caveSaveScenarioSchema = z.object({
  scriptReportId: z.number().int().positive("Choose the test script to add the scenario to."),
  title: text(200, "The title").optional(),
});

/** SSE: a dialogue changed (a turn started, grew, ended, was scored or flagged; a status changed). */
export const caveEventSchema = z.object({
  type: z.literal("cave.changed"),
  projectId: z.string(),
  sessionId: z.string(),
  dialogueId: z.string(),
  turnId: z.string().nullable(),
  /** A streamed piece of a turn's text, small enough for a NOTIFY payload. */
  delta: z.string().max(2_000).optional(),
});
export type CaveEvent = z.infer<typeof caveEventSchema>;

export const CAVE_EXPORT_FORMATS = ["json", "markdown"] as const;
export type CaveExportFormat = (typeof CAVE_EXPORT_FORMATS)[number];

/** POST …/dialogues/{dialogueId}/save-scenario: where the new scenario went. */
export const caveSavedScenarioSchema = z.object({
  scriptReportId: z.number().int(),
  version: z.number().int(),
  scenarioId: z.string(),
});
export type CaveSavedScenario = z.infer<typeof caveSavedScenarioSchema>;
