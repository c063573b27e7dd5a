import { z } from "zod";
import type { Exchange } from "./exchange";
import { mockRuleSchema, serialisableReplySchema, transcriptionReplySchema } from "./reply";
import { sendJson } from "./responses";
import type { MockLlmState } from "./state";

export const CONTROL_PREFIX = "/__mock";

// One reply or a list of them, so that a spec can post either.
const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z.union([z.array(schema), schema]).transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);

const chatScriptSchema = oneOrMany(serialisableReplySchema);
const transcriptionScriptSchema = oneOrMany(transcriptionReplySchema);
const rulesSchema = oneOrMany(mockRuleSchema);
const latencySchema = z.strictObject({ ms: z.number().nonnegative() });

function parseOrReject<T>(exchange: Exchange, schema: z.ZodType<T>, body: unknown): T | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  sendJson(exchange.res, 400, { error: z.prettifyError(parsed.error) });
  return undefined;
}

/**
 * The control API, for tests in another process (Playwright) to script a mock started by the CLI:
 * - `POST /__mock/script`         a reply or an array of replies (no `match`), queued in order
 * - `POST /__mock/default`        the reply used when nothing is scripted
 * - `POST /__mock/transcription`  `{ text }` (or a string, or an array), queued in order
 * - `POST /__mock/rules`          a standing reply `{ lastUserContains?, model?, reply }` or an array, kept until reset
 * - `POST /__mock/latency`        `{ ms }` added to every chat reply's delay
 * - `POST /__mock/reset`          forget scripts, the default reply and the request log
 * - `GET  /__mock/requests`       `{ requests }`, the request log
 */
export function handleControl(exchange: Exchange, state: MockLlmState, method: string, path: string, body: unknown) {
  const { res } = exchange;
  const route = `${method} ${path.slice(CONTROL_PREFIX.length)}`;
  switch (route) {
    case "POST /script": {
      const replies = parseOrReject(exchange, chatScriptSchema, body);
      if (!replies) return;
      state.chatReplies.push(...replies);
      sendJson(res, 200, { queued: state.chatReplies.size });
      return;
    }
    case "POST /default": {
      const reply = parseOrReject(exchange, serialisableReplySchema, body);
      if (!reply) return;
      state.defaultReply = reply;
      sendJson(res, 200, { ok: true });
      return;
    }
    case "POST /transcription": {
      const replies = parseOrReject(exchange, transcriptionScriptSchema, body);
      if (!replies) return;
      state.transcriptionReplies.push(...replies);
      sendJson(res, 200, { queued: state.transcriptionReplies.size });
      return;
    }
    case "POST /rules": {
      const rules = parseOrReject(exchange, rulesSchema, body);
      if (!rules) return;
      state.rules.push(...rules);
      sendJson(res, 200, { rules: state.rules.length });
      return;
    }
    case "POST /latency": {
      const latency = parseOrReject(exchange, latencySchema, body);
      if (!latency) return;
      state.latencyMs = latency.ms;
      sendJson(res, 200, { ok: true });
      return;
    }
    case "POST /reset":
      state.reset();
      sendJson(res, 200, { ok: true });
      return;
    case "GET /requests":
      sendJson(res, 200, { requests: state.requests });
      return;
    default:
      sendJson(res, 404, { error: `No control route ${route}` });
  }
}
