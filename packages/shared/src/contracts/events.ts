import { z } from "zod";
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
  /**
   * The server may have missed events for this stream (its connection to the database came back):
   * the page refetches everything it shows, as after a reconnect.
   */
  z.object({ type: z.literal("resync") }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** The SSE event name every message is sent under (a constant, so the web imports no zod for it). */
export { REALTIME_EVENT_NAME } from "../constants/index";
