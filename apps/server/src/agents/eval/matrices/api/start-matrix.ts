import { createRoute } from "@hono/zod-openapi";
import { evalMatrixSchema, startEvalMatrixSchema } from "@aesop/shared/contracts/eval-matrices";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { workRateLimit } from "../../../../middleware/work-rate-limits";
import { projectParams } from "../../runs/api/run-params";
import { startMatrix } from "../matrices.service";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-matrices",
  tags: ["eval"],
  summary: "Start a matrix run: one test script version against 2–8 targets side by side",
  description:
    "One ordinary run per target (each listed under …/eval-runs, each with its target's own limits), sharing a " +
    "matrix id, the script version, the seed, the repeats, the judge and the verdict rule. 400 unless the targets " +
    "are 2–8 distinct targets of the project. The matrix counts as one run towards MAX_RUNS_IN_PROGRESS_PER_USER; " +
    "scenarios × repeats is capped per target by MAX_EVAL_SAMPLES_PER_RUN.",
  request: { params: projectParams, body: jsonBody(startEvalMatrixSchema) },
  responses: { 202: jsonContent(evalMatrixSchema, "Started"), ...errorResponses(400, 401, 403, 404, 429) },
});

export function startMatrixRoute(ctx: ServerContext) {
  return createRouter().openapi({ ...route, middleware: [workRateLimit(ctx, "run-start")] }, async (c) =>
    c.json(await startMatrix(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 202),
  );
}
