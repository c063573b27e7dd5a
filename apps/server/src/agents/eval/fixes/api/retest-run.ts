import { createRoute } from "@hono/zod-openapi";
import { evalRunSchema } from "@aesop/shared/contracts/eval";
import { retestSchema } from "@aesop/shared/contracts/instructions-fix";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { workRateLimit } from "../../../../middleware/work-rate-limits";
import { runParams } from "../../runs/api/run-params";
import { retestRun } from "../fixes.service";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-runs/{runId}/retest",
  tags: ["eval"],
  summary: "Re-run a run's failed scenarios (or its whole script) on a new instructions version",
  description:
    "A new run of the same script version, judge and repeats on the run's target (an instructions-on-model " +
    "target) with the given instructions version, linked to the run it fixes: its results say per scenario " +
    "fixed, still failing or newly failing (`fixOutcomes`).",
  request: { params: runParams, body: jsonBody(retestSchema) },
  responses: { 202: jsonContent(evalRunSchema, "Started"), ...errorResponses(400, 401, 403, 404, 409, 429) },
});

export function retestRunRoute(ctx: ServerContext) {
  return createRouter().openapi({ ...route, middleware: [workRateLimit(ctx, "run-start")] }, async (c) => {
    const { id, runId } = c.req.valid("param");
    return c.json(await retestRun(ctx, currentUserOf(c).id, id, runId, c.req.valid("json")), 202);
  });
}
