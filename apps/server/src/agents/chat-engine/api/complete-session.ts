import { createRoute } from "@hono/zod-openapi";
import { agentSessionDetailSchema } from "@aesop/shared/contracts/agents";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { completeSession } from "../chat-sessions.service";
import { sessionParams, type ChatRouteDeps } from "./chat-route-parts";

const route = createRoute({
  method: "post",
  path: "/agent-sessions/{sessionId}/complete",
  tags: ["agents"],
  summary: "End the session now and write its report to the workspace",
  request: { params: sessionParams },
  responses: { 200: jsonContent(agentSessionDetailSchema, "Completed"), ...errorResponses(400, 401, 403, 404, 409) },
});

export function completeSessionRoute(deps: ChatRouteDeps) {
  return createRouter().openapi(route, async (c) =>
    c.json(await completeSession(deps, currentUserOf(c).id, c.req.valid("param").sessionId), 200),
  );
}
