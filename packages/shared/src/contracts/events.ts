import { z } from "zod";
import { RUN_AGENTS } from "../agents/catalogue";
import { caveEventSchema } from "./cave";
import { EVAL_RUN_STATUSES } from "./eval";
import { REPORT_AGENTS, REPORT_STATUSES } from "./reports";

/**
 * Server-Sent Events of GET /api/events, one stream per signed-in user. Events carry ids, not
 * bodies: the client refetches what changed (NOTIFY payloads are small by design).
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("report.changed"),
    projectId: z.string(),
    reportId: z.number().int(),
    agent: z.enum(REPORT_AGENTS),
    status: z.enum(REPORT_STATUSES),
  }),
  z.object({ type: z.literal("projects.changed") }),
  /** An evaluation run progressed or ended: the run page and the workspace refetch it. */
  z.object({
    type: z.literal("eval-run.changed"),
    projectId: z.string(),
    runId: z.string(),
    status: z.enum(EVAL_RUN_STATUSES),
  }),
  /**
   * A run of any run agent changed (decision 0093): the web refreshes that agent's queries of the
   * project (`["projects", projectId, agent]`), so a new run agent needs no event of its own.
   * Eval and the Cave keep their older events, which say more (a status list, a streamed delta).
   */
  z.object({
    type: z.literal("run.changed"),
    agent: z.enum(RUN_AGENTS),
    projectId: z.string(),
    runId: z.string(),
    status: z.string().max(40),
  }),
  /** A Cave of Shadows dialogue changed; with `delta`, a streamed piece of the turn's text. */
  caveEventSchema,
  /**
   * The server may have missed events for this stream (its connection to the database came back):
   * the page refetches everything it shows, as after a reconnect.
   */
  z.object({ type: z.literal("resync") }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** The SSE event name every message is sent under (a constant, so the web imports no zod for it). */
export { REALTIME_EVENT_NAME } from "../constants/index";
