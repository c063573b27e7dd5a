import { createRoute } from "@hono/zod-openapi";
import { rubricSchema, rubricVersionSchema } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { saveProjectRubric } from "../test-scripts.service";
import { projectParams } from "./script-route-parts";

const route = createRoute({
  method: "put",
  path: "/projects/{id}/rubric",
  tags: ["test scripts"],
  summary: "Save the project's rubric as a new version (earlier versions are kept)",
  request: { params: projectParams, body: jsonBody(rubricSchema) },
  responses: { 201: jsonContent(rubricVersionSchema, "Saved"), ...errorResponses(400, 401, 403, 404) },
});

export function saveRubricRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await saveProjectRubric(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
  );
}
