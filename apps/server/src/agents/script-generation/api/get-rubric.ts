import { createRoute, z } from "@hono/zod-openapi";
import { rubricVersionSchema } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { getProjectRubric } from "../test-scripts.service";
import { projectParams } from "./script-route-parts";

const rubricWithHistorySchema = rubricVersionSchema.extend({
  versions: z.array(z.object({ version: z.number().int(), createdAt: z.string().nullable() })),
});

const route = createRoute({
  method: "get",
  path: "/projects/{id}/rubric",
  tags: ["test scripts"],
  summary: "The project's safety rubric (the default until first saved) and its versions",
  request: { params: projectParams },
  responses: { 200: jsonContent(rubricWithHistorySchema, "Rubric"), ...errorResponses(400, 401, 403, 404) },
});

export function getRubricRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await getProjectRubric(ctx, currentUserOf(c).id, c.req.valid("param").id), 200),
  );
}
