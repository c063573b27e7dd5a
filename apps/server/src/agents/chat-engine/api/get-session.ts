import { createRoute } from "@hono/zod-openapi";
import { agentSessionDetailSchema } from "@aesop/shared/contracts/agents";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { getSessionDetail } from "../chat-sessions.service";
import { sessionParams, type ChatRouteDeps } from "./chat-route-parts";

const route = createRoute({
  method: "get",
  path: "/agent-sessions/{sessionId}",
  tags: ["agents"],
  summary: "A session with its messages",
  request: { params: sessionParams },
  responses: { 200: jsonContent(agentSessionDetailSchema, "Session"), ...errorResponses(400, 401, 403, 404) },
});

export function getSessionRoute(deps: ChatRouteDeps) {
  return createRouter().openapi(route, async (c) =>
    c.json(await getSessionDetail(deps, currentUserOf(c).id, c.req.valid("param").sessionId), 200),
  );
}
