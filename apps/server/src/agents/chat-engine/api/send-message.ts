import { createRoute } from "@hono/zod-openapi";
import { createUIMessageStreamResponse } from "ai";
import { z } from "zod";
import { chatMessageRequestSchema } from "@aesop/shared/contracts/agents";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { startChatTurn } from "../chat-turn";
import { sessionParams, type ChatRouteDeps } from "./chat-route-parts";

const route = createRoute({
  method: "post",
  path: "/agent-sessions/{sessionId}/messages",
  tags: ["agents"],
  summary: "Send a message (or retry the failed reply); the reply is a UI message stream (text/event-stream)",
  request: { params: sessionParams, body: jsonBody(chatMessageRequestSchema) },
  responses: {
    200: { description: "The reply, streamed", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function sendMessageRoute(deps: ChatRouteDeps) {
  return createRouter().openapi(route, async (c) => {
    const stream = await startChatTurn(
      deps,
      currentUserOf(c).id,
      c.req.valid("param").sessionId,
      c.req.valid("json"),
      c.req.raw.signal,
    );
    return createUIMessageStreamResponse({ stream, headers: { "cache-control": "no-store" } });
  });
}
