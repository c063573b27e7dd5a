import { createRoute, z } from "@hono/zod-openapi";
import { saveInstructionsVersionSchema } from "@aesop/shared/contracts/instructions-fix";
import { reportSchema } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { projectParams } from "../../runs/api/run-params";
import { saveInstructionsVersion } from "../fixes.service";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/instructions-versions",
  tags: ["eval"],
  summary: "Save edited instructions as the project's next version; the review runs on it",
  description:
    "`baseReportId` is the version the edit started from (its review's report id): 409 STALE_VERSION when " +
    "a newer version exists, 400 UNCHANGED when the text is the current version's. The new version is an " +
    "instructions review, queued as a submitted one is.",
  request: { params: projectParams, body: jsonBody(saveInstructionsVersionSchema) },
  responses: {
    202: jsonContent(reportSchema.extend({ version: z.number().int() }), "Queued for review"),
    ...errorResponses(400, 401, 403, 404, 409, 413),
  },
});

export function saveInstructionsVersionRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await saveInstructionsVersion(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 202),
  );
}
