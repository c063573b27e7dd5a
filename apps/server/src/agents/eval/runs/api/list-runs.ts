import { createRoute } from "@hono/zod-openapi";
import { evalRunListSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { listRuns } from "../runs.service";
import { projectParams } from "./run-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-runs",
  tags: ["eval"],
  summary: "The project's runs, newest first (the history of pass rates)",
  request: { params: projectParams },
  responses: { 200: jsonContent(evalRunListSchema, "Runs"), ...errorResponses(400, 401, 403, 404) },
});

export function listRunsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json({ runs: await listRuns(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
  );
}
