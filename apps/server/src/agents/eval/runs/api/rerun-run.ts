import { createRoute } from "@hono/zod-openapi";
import { evalRunSchema, rerunSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { workRateLimit } from "../../../../middleware/work-rate-limits";
import { rerunRun } from "../reruns";
import { runParams } from "./run-params";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-runs/{runId}/rerun",
  tags: ["eval"],
  summary: "Re-run some of an ended run's scenarios: the failed ones, or the ones named",
  description:
    "A new run of the same script version, target, judge, seed, repeats and verdict rule with only the " +
    "scenarios named in `scenarioIds` (each must be the run's own), or without it the scenarios that failed. " +
    "It is linked to the run (`fixesRunId`); its results say per scenario fixed, still failing or newly " +
    "failing (`fixOutcomes`, kind `rerun`), and the run's results list it (`reruns`).",
  request: { params: runParams, body: jsonBody(rerunSchema) },
  responses: { 202: jsonContent(evalRunSchema, "Started"), ...errorResponses(400, 401, 403, 404, 409, 429) },
});

export function rerunRunRoute(ctx: ServerContext) {
  return createRouter().openapi({ ...route, middleware: [workRateLimit(ctx, "run-start")] }, async (c) => {
    const { id, runId } = c.req.valid("param");
    return c.json(await rerunRun(ctx, currentUserOf(c).id, id, runId, c.req.valid("json")), 202);
  });
}
