import { createRoute } from "@hono/zod-openapi";
import { caveSessionSchema, startCaveSessionSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { workRateLimit } from "../../../middleware/work-rate-limits";
import { startSession } from "../cave.service";
import { BASE, EVENTS, projectParams } from "./cave-route-parts";

const route = createRoute({
  method: "post",
  path: BASE,
  tags: ["cave"],
  summary: "Start a session: up to six dialogues between an evaluator and a target, each exchange a durable job",
  description:
    "Each dialogue follows a scenario of a test script, or an ad-hoc objective and persona. The guided " +
    "evaluator follows the scripted turns and escalation steps; in LLM mode a model plays the persona and " +
    "adapts to the judge's verdicts. `pace`: `paced` (the default) waits 1.5 s between exchanges so that a " +
    "person can pause or take over, `fast` does not wait (CI, benchmarks), `step` waits after each exchange " +
    `for POST …/next-turn. Closing the page stops nothing. 429 when the user already has ` +
    "MAX_CAVE_SESSIONS_PER_USER sessions live, or started RATE_CAVE_STARTS_PER_MINUTE in the last minute " +
    `(with Retry-After). ${EVENTS}`,
  request: { params: projectParams, body: jsonBody(startCaveSessionSchema) },
  responses: { 201: jsonContent(caveSessionSchema, "Started"), ...errorResponses(400, 401, 403, 404, 429) },
});

export function startSessionRoute(ctx: ServerContext) {
  return createRouter().openapi({ ...route, middleware: [workRateLimit(ctx, "cave-start")] }, async (c) =>
    c.json(await startSession(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
  );
}
