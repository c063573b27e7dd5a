import { createRoute } from "@hono/zod-openapi";
import { agentSessionDetailSchema, createAgentSessionSchema } from "@aesop/shared/contracts/agents";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { createSession } from "../chat-sessions.service";
import { projectParams, type ChatRouteDeps } from "./chat-route-parts";

const route = createRoute({
  method: "post",
  path: "/projects/{projectId}/agent-sessions",
  tags: ["agents"],
  summary: "Start a session with a chat agent; it opens with the agent's welcome",
  request: { params: projectParams, body: jsonBody(createAgentSessionSchema) },
  responses: { 201: jsonContent(agentSessionDetailSchema, "Started"), ...errorResponses(400, 401, 403, 404) },
});

export function startSessionRoute(deps: ChatRouteDeps) {
  return createRouter().openapi(route, async (c) =>
    c.json(
      await createSession(deps, currentUserOf(c).id, c.req.valid("param").projectId, c.req.valid("json").agent),
      201,
    ),
  );
}
