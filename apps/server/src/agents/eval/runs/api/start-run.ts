import { createRoute } from "@hono/zod-openapi";
import { evalRunSchema, startEvalRunSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { workRateLimit } from "../../../../middleware/work-rate-limits";
import { startRun } from "../runs.service";
import { projectParams } from "./run-params";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-runs",
  tags: ["eval"],
  summary: "Start a run of a test script version against a target (one durable job per scenario)",
  description:
    "Records the script version, the target's configuration (without secrets), the judge and the seed. " +
    "Follow the run with GET …/eval-runs/{runId}, or the `eval-run.changed` event of GET /api/events. " +
    "429 when the user already has MAX_RUNS_IN_PROGRESS_PER_USER runs queued or running, or started " +
    "RATE_RUN_STARTS_PER_MINUTE runs in the last minute (with Retry-After). `repeats` plays each scenario " +
    "that many times; scenarios × repeats may be at most MAX_EVAL_SAMPLES_PER_RUN (400 beyond).",
  request: { params: projectParams, body: jsonBody(startEvalRunSchema) },
  responses: { 202: jsonContent(evalRunSchema, "Started"), ...errorResponses(400, 401, 403, 404, 429) },
});

export function startRunRoute(ctx: ServerContext) {
  return createRouter().openapi({ ...route, middleware: [workRateLimit(ctx, "run-start")] }, async (c) =>
    c.json(await startRun(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 202),
  );
}
