import { createRoute } from "@hono/zod-openapi";
import { evalRunResultsSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { getRunResults } from "../runs.service";
import { runParams } from "./run-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-runs/{runId}",
  tags: ["eval"],
  summary: "A run with its progress, pass rates per category, severity and criterion, and its scenarios",
  request: { params: runParams },
  responses: { 200: jsonContent(evalRunResultsSchema, "Run"), ...errorResponses(400, 401, 403, 404) },
});

export function getRunResultsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, runId } = c.req.valid("param");
    return c.json(await getRunResults(ctx, currentUserOf(c).id, id, runId), 200);
  });
}
