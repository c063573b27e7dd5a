import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { agentSessionListSchema, CHAT_AGENTS } from "@aesop/shared/contracts/agents";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { listSessions } from "../chat-sessions.service";
import { projectParams, type ChatRouteDeps } from "./chat-route-parts";

const route = createRoute({
  method: "get",
  path: "/projects/{projectId}/agent-sessions",
  tags: ["agents"],
  summary: "The user's sessions with a chat agent for a project, newest first",
  request: { params: projectParams, query: z.object({ agent: z.enum(CHAT_AGENTS) }) },
  responses: { 200: jsonContent(agentSessionListSchema, "Sessions"), ...errorResponses(400, 401, 403, 404) },
});

export function listSessionsRoute(deps: ChatRouteDeps) {
  return createRouter().openapi(route, async (c) => {
    const { projectId } = c.req.valid("param");
    const sessions = await listSessions(deps, currentUserOf(c).id, projectId, c.req.valid("query").agent);
    return c.json({ sessions }, 200);
  });
}
