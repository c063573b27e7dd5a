import { z } from "zod";
import { EVAL_RUN_STATUSES } from "./eval";
import { fixOutcomesSchema } from "./instructions-fix";
import { REPORT_STATUSES } from "./reports";

/**
 * GET /api/projects/{id}/history: the loop as a timeline, oldest first (issue 38 part 4), read from
 * what is stored: instructions versions with their reviews, runs with their failures, and each
 * follow-up's outcomes against the run it follows up. Nothing is recorded for it.
 */
export const historyVersionEventSchema = z.object({
  kind: z.literal("instructions"),
  at: z.string(),
  /** Its review's report id, and its number in the project (version 1, 2…). */
  reportId: z.number().int(),
  version: z.number().int(),
  review: z.object({
    status: z.enum(REPORT_STATUSES),
    /** The review's overall score (0–100) and its findings (dimensions partial or missing, contradictions, harmful rules), once done. */
    score: z.number().nullable(),
    findings: z.number().int().nullable(),
  }),
  /** The runs whose failures this version was re-tested against: it is their fix. */
  fixes: z.array(z.object({ runId: z.string(), number: z.number().int() })),
});

export const historyRunEventSchema = z.object({
  kind: z.literal("run"),
  at: z.string(),
  runId: z.string(),
  number: z.number().int(),
  status: z.enum(EVAL_RUN_STATUSES),
  scriptName: z.string(),
  targetName: z.string(),
  /** The instructions version it played, when AESOP knows it (an instructions-on-model target, or a matching text). */
  instructionsVersion: z.number().int().nullable(),
  /** Scenario verdicts by the run's rule, people's verdicts included. */
  scenarios: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** A re-test (other instructions than its parent) or a re-run (the same), with its outcomes against the parent. */
  followUp: z
    .object({
      kind: z.enum(["retest", "rerun"]),
      parent: z.object({ runId: z.string(), number: z.number().int() }),
      counts: fixOutcomesSchema.shape.counts,
    })
    .nullable(),
});

export const historyEventSchema = z.discriminatedUnion("kind", [historyVersionEventSchema, historyRunEventSchema]);
export type HistoryEvent = z.infer<typeof historyEventSchema>;
export type HistoryVersionEvent = z.infer<typeof historyVersionEventSchema>;
export type HistoryRunEvent = z.infer<typeof historyRunEventSchema>;

export const projectHistorySchema = z.object({ events: z.array(historyEventSchema) });
export type ProjectHistory = z.infer<typeof projectHistorySchema>;
