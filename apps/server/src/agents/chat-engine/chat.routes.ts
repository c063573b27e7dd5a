import { createRoute } from "@hono/zod-openapi";
import { createUIMessageStreamResponse } from "ai";
import { z } from "zod";
import {
  agentSessionDetailSchema,
  agentSessionListSchema,
  CHAT_AGENTS,
  chatMessageRequestSchema,
  createAgentSessionSchema,
} from "@aesop/shared/contracts/agents";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import type { ChatAgents } from "./chat-agent";
import { completeSession, createSession, getSessionDetail, listSessions } from "./chat-sessions.service";
import { startChatTurn } from "./chat-turn";

const projectParams = z.object({ projectId: z.uuid("Project not found") });
const sessionParams = z.object({ sessionId: z.uuid("Session not found") });

const list = createRoute({
  method: "get",
  path: "/projects/{projectId}/agent-sessions",
  tags: ["agents"],
  summary: "The user's sessions with a chat agent for a project, newest first",
  request: { params: projectParams, query: z.object({ agent: z.enum(CHAT_AGENTS) }) },
  responses: { 200: jsonContent(agentSessionListSchema, "Sessions"), ...errorResponses(400, 401, 403, 404) },
});
const create = createRoute({
  method: "post",
  path: "/projects/{projectId}/agent-sessions",
  tags: ["agents"],
  summary: "Start a session with a chat agent; it opens with the agent's welcome",
  request: { params: projectParams, body: jsonBody(createAgentSessionSchema) },
  responses: { 201: jsonContent(agentSessionDetailSchema, "Started"), ...errorResponses(400, 401, 403, 404) },
});
const get = createRoute({
  method: "get",
  path: "/agent-sessions/{sessionId}",
  tags: ["agents"],
  summary: "A session with its messages",
  request: { params: sessionParams },
  responses: { 200: jsonContent(agentSessionDetailSchema, "Session"), ...errorResponses(400, 401, 403, 404) },
});
const send = createRoute({
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
const complete = createRoute({
  method: "post",
  path: "/agent-sessions/{sessionId}/complete",
  tags: ["agents"],
  summary: "End the session now and write its report to the workspace",
  request: { params: sessionParams },
  responses: { 200: jsonContent(agentSessionDetailSchema, "Completed"), ...errorResponses(400, 401, 403, 404, 409) },
});

/** Mounted at /api: the chat agents' sessions, each only ever visible to its owner. */
export function chatRoutes(ctx: ServerContext, chatAgents: ChatAgents) {
  const deps = { ...ctx, chatAgents };
  const router = createRouter();
  router.use("/agent-sessions/*", requireUser, requireNda(ctx));
  router.use("/projects/:projectId/agent-sessions", requireUser, requireNda(ctx));
  return router
    .openapi(list, async (c) => {
      const { projectId } = c.req.valid("param");
      const sessions = await listSessions(deps, currentUserOf(c).id, projectId, c.req.valid("query").agent);
      return c.json({ sessions }, 200);
    })
    .openapi(create, async (c) =>
      c.json(
        await createSession(deps, currentUserOf(c).id, c.req.valid("param").projectId, c.req.valid("json").agent),
        201,
      ),
    )
    .openapi(get, async (c) =>
      c.json(await getSessionDetail(deps, currentUserOf(c).id, c.req.valid("param").sessionId), 200),
    )
    .openapi(send, async (c) => {
      const stream = await startChatTurn(
        deps,
        currentUserOf(c).id,
        c.req.valid("param").sessionId,
        c.req.valid("json"),
        c.req.raw.signal,
      );
      return createUIMessageStreamResponse({ stream, headers: { "cache-control": "no-store" } });
    })
    .openapi(complete, async (c) =>
      c.json(await completeSession(deps, currentUserOf(c).id, c.req.valid("param").sessionId), 200),
    );
}
