import { createRoute, z } from "@hono/zod-openapi";
import {
  CAVE_EXPORT_FORMATS,
  caveBranchSchema,
  caveDialogueSchema,
  caveFlagSchema,
  caveSavedScenarioSchema,
  caveSaveScenarioSchema,
  caveSessionListSchema,
  caveSessionSchema,
  caveSetPaceSchema,
  caveTakeOverSchema,
  caveTurnSchema,
  startCaveSessionSchema,
} from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import {
  branchDialogue,
  exportSession,
  flagTurn,
  getSession,
  listSessions,
  nextTurn,
  nextTurnAll,
  pauseDialogue,
  resumeDialogue,
  saveDialogueAsScenario,
  setPace,
  startSession,
  stopDialogue,
  takeOverDialogue,
} from "./cave.service";

const projectParams = z.object({ id: z.uuid("Project not found") });
const sessionParams = projectParams.extend({ sessionId: z.uuid("Session not found") });
const dialogueParams = sessionParams.extend({ dialogueId: z.uuid("Dialogue not found") });
const turnParams = sessionParams.extend({ turnId: z.uuid("Turn not found") });

const BASE = "/projects/{id}/cave-sessions";
const DIALOGUE = `${BASE}/{sessionId}/dialogues/{dialogueId}`;
const EVENTS =
  "Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); " +
  "a turn's streamed text arrives there as `delta` pieces.";

const control = (path: string, summary: string, description: string) => ({
  method: "post" as const,
  path: `${DIALOGUE}/${path}`,
  tags: ["cave"],
  summary,
  description: `${description} ${EVENTS}`,
  request: { params: dialogueParams },
  responses: { 200: jsonContent(caveDialogueSchema, "The dialogue"), ...errorResponses(400, 401, 403, 404, 409) },
});

const routes = {
  list: createRoute({
    method: "get",
    path: BASE,
    tags: ["cave"],
    summary: "The project's Cave sessions, newest first",
    request: { params: projectParams },
    responses: { 200: jsonContent(caveSessionListSchema, "Sessions"), ...errorResponses(400, 401, 403, 404) },
  }),
  start: createRoute({
    method: "post",
    path: BASE,
    tags: ["cave"],
    summary: "Start a session: up to six dialogues between an evaluator and a target, each exchange a durable job",
    description:
      "Each dialogue follows a scenario of a test script, or an ad-hoc objective and persona. The guided " +
      "evaluator follows the scripted turns and escalation steps; in LLM mode a model plays the persona and " +
      "adapts to the judge's verdicts. `pace`: `paced` (the default) waits 1.5 s between exchanges so that a " +
      "person can pause or take over, `fast` does not wait (CI, benchmarks), `step` waits after each exchange " +
      `for POST …/next-turn. Closing the page stops nothing. ${EVENTS}`,
    request: { params: projectParams, body: jsonBody(startCaveSessionSchema) },
    responses: { 201: jsonContent(caveSessionSchema, "Started"), ...errorResponses(400, 401, 403, 404) },
  }),
  get: createRoute({
    method: "get",
    path: `${BASE}/{sessionId}`,
    tags: ["cave"],
    summary: "A session with every dialogue and every turn of its tree (the live branch ends at headTurnId)",
    request: { params: sessionParams },
    responses: { 200: jsonContent(caveSessionSchema, "Session"), ...errorResponses(400, 401, 403, 404) },
  }),
  pause: createRoute(
    control(
      "pause",
      "Pause a dialogue",
      "The exchange in flight finishes; the evaluator writes no further turn until resume. 409 once the dialogue has ended.",
    ),
  ),
  resume: createRoute(
    control(
      "resume",
      "Resume a dialogue (and hand back after a take-over)",
      "A paused or taken-over dialogue runs again; an ended one opens again (and its session).",
    ),
  ),
  nextTurn: createRoute(
    control(
      "next-turn",
      "Next turn (step pace): the dialogue's next exchange starts now",
      "Only while the dialogue waits for it (`waitingForNextTurn`): a session at the step pace, the dialogue " +
        "running and its last exchange ended. Otherwise 409 with the reason (another pace, paused, taken over, " +
        "ended, or an exchange under way).",
    ),
  ),
  nextTurnAll: createRoute({
    method: "post",
    path: `${BASE}/{sessionId}/next-turn`,
    tags: ["cave"],
    summary: "Next turn for every dialogue of the session that waits for one (step pace)",
    description: `409 when none waits. ${EVENTS}`,
    request: { params: sessionParams },
    responses: { 200: jsonContent(caveSessionSchema, "The session"), ...errorResponses(400, 401, 403, 404, 409) },
  }),
  pace: createRoute({
    method: "post",
    path: `${BASE}/{sessionId}/pace`,
    tags: ["cave"],
    summary: "Change the session's pace (paced, fast or step)",
    description:
      "From the next exchange on. Leaving the step pace sends the next exchange of every dialogue that waited " +
      `for one; moving to it makes each dialogue wait after the exchange under way. ${EVENTS}`,
    request: { params: sessionParams, body: jsonBody(caveSetPaceSchema) },
    responses: { 200: jsonContent(caveSessionSchema, "The session"), ...errorResponses(400, 401, 403, 404) },
  }),
  stop: createRoute(
    control(
      "stop",
      "Stop a dialogue",
      "Ends it with its summary; an exchange in flight is abandoned (its reply is not stored). 409 once ended.",
    ),
  ),
  takeOver: createRoute({
    ...control(
      "take-over",
      "Take over: write the evaluator's next message",
      "The message becomes an evaluator turn by the builder after the head, and the target answers it; the " +
        "evaluator waits until resume. Allowed while running, paused or taken over.",
    ),
    request: { params: dialogueParams, body: jsonBody(caveTakeOverSchema) },
  }),
  branch: createRoute({
    ...control(
      "branch",
      "Branch from an earlier turn",
      "From an assistant turn the new evaluator turn follows it; from an evaluator turn it replaces it (a " +
        "sibling). With `message` the builder writes it, without it the evaluator does. The head moves to the " +
        "new branch and the dialogue runs (an ended one opens again).",
    ),
    request: { params: dialogueParams, body: jsonBody(caveBranchSchema) },
  }),
  flag: createRoute({
    method: "post",
    path: `${BASE}/{sessionId}/turns/{turnId}/flag`,
    tags: ["cave"],
    summary: "Flag a turn as a finding with a note (an empty note clears the flag)",
    request: { params: turnParams, body: jsonBody(caveFlagSchema) },
    responses: { 200: jsonContent(caveTurnSchema, "The turn"), ...errorResponses(400, 401, 403, 404) },
  }),
  saveScenario: createRoute({
    method: "post",
    path: `${DIALOGUE}/save-scenario`,
    tags: ["cave"],
    summary: "Save the dialogue's live branch as a new scenario of a test script (a new version of it)",
    description:
      "The evaluator turns become the scenario's opening message and follow-ups; persona, objective, " +
      "expected behaviour and checks come from the dialogue's plan.",
    request: { params: dialogueParams, body: jsonBody(caveSaveScenarioSchema) },
    responses: { 201: jsonContent(caveSavedScenarioSchema, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
  }),
  exportSession: createRoute({
    method: "get",
    path: `${BASE}/{sessionId}/export`,
    tags: ["cave"],
    summary: "Download a session as JSON (the session as GET returns it) or Markdown (each turn of each dialogue)",
    request: {
      params: sessionParams,
      query: z.object({ format: z.enum(CAVE_EXPORT_FORMATS, "Export as json or markdown.").default("json") }),
    },
    responses: {
      200: { description: "The file", content: { "text/plain": { schema: z.string() } } },
      ...errorResponses(400, 401, 403, 404),
    },
  }),
};

/** Mounted at /api: the Cave of Shadows' sessions, controls and exports. */
export function caveRoutes(ctx: ServerContext) {
  const router = createRouter();
  for (const path of ["/projects/:id/cave-sessions", "/projects/:id/cave-sessions/*"]) {
    router.use(path, requireUser, requireNda(ctx));
  }
  const ids = (params: z.infer<typeof dialogueParams>, userId: string) => ({
    userId,
    projectId: params.id,
    sessionId: params.sessionId,
    dialogueId: params.dialogueId,
  });
  return router
    .openapi(routes.list, async (c) =>
      c.json({ sessions: await listSessions(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
    )
    .openapi(routes.start, async (c) =>
      c.json(await startSession(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(routes.get, async (c) => {
      const { id, sessionId } = c.req.valid("param");
      return c.json(await getSession(ctx, currentUserOf(c).id, id, sessionId), 200);
    })
    .openapi(routes.pause, async (c) =>
      c.json(await pauseDialogue(ctx, ids(c.req.valid("param"), currentUserOf(c).id)), 200),
    )
    .openapi(routes.resume, async (c) =>
      c.json(await resumeDialogue(ctx, ids(c.req.valid("param"), currentUserOf(c).id)), 200),
    )
    .openapi(routes.nextTurn, async (c) =>
      c.json(await nextTurn(ctx, ids(c.req.valid("param"), currentUserOf(c).id)), 200),
    )
    .openapi(routes.nextTurnAll, async (c) => {
      const { id, sessionId } = c.req.valid("param");
      return c.json(await nextTurnAll(ctx, { userId: currentUserOf(c).id, projectId: id, sessionId }), 200);
    })
    .openapi(routes.pace, async (c) => {
      const { id, sessionId } = c.req.valid("param");
      return c.json(
        await setPace(ctx, { userId: currentUserOf(c).id, projectId: id, sessionId }, c.req.valid("json").pace),
        200,
      );
    })
    .openapi(routes.stop, async (c) =>
      c.json(await stopDialogue(ctx, ids(c.req.valid("param"), currentUserOf(c).id)), 200),
    )
    .openapi(routes.takeOver, async (c) =>
      c.json(
        await takeOverDialogue(ctx, ids(c.req.valid("param"), currentUserOf(c).id), c.req.valid("json").message),
        200,
      ),
    )
    .openapi(routes.branch, async (c) =>
      c.json(await branchDialogue(ctx, ids(c.req.valid("param"), currentUserOf(c).id), c.req.valid("json")), 200),
    )
    .openapi(routes.flag, async (c) => {
      const { id, sessionId, turnId } = c.req.valid("param");
      return c.json(
        await flagTurn(
          ctx,
          { userId: currentUserOf(c).id, projectId: id, sessionId, turnId },
          c.req.valid("json").note,
        ),
        200,
      );
    })
    .openapi(routes.saveScenario, async (c) =>
      c.json(
        await saveDialogueAsScenario(ctx, ids(c.req.valid("param"), currentUserOf(c).id), c.req.valid("json")),
        201,
      ),
    )
    .openapi(routes.exportSession, async (c) => {
      const { id, sessionId } = c.req.valid("param");
      const file = await exportSession(ctx, currentUserOf(c).id, id, sessionId, c.req.valid("query").format);
      c.header("Content-Disposition", `attachment; filename="${file.filename}"`);
      const response = c.text(file.body, 200);
      response.headers.set("Content-Type", file.mediaType);
      return response;
    });
}
