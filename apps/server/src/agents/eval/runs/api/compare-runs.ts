import { createRoute, z } from "@hono/zod-openapi";
import { evalRunComparisonSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { compareProjectRuns } from "../runs.service";
import { projectParams } from "./run-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-runs/compare",
  tags: ["eval"],
  summary: "Compare two runs: per scenario improved / regressed / unchanged, per criterion the change of the mean",
  request: {
    params: projectParams,
    query: z.object({ base: z.uuid("Choose the base run."), head: z.uuid("Choose the run to compare.") }),
  },
  responses: { 200: jsonContent(evalRunComparisonSchema, "Comparison"), ...errorResponses(400, 401, 403, 404) },
});

/** Mounted before GET …/eval-runs/{runId}, which would refuse "compare" as a run id. */
export function compareRunsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { base, head } = c.req.valid("query");
    return c.json(await compareProjectRuns(ctx, currentUserOf(c).id, c.req.valid("param").id, base, head), 200);
  });
}
