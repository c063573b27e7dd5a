import { createRoute, z } from "@hono/zod-openapi";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { TEST_SCRIPT_IMPORT_MAX_BYTES, TEST_SCRIPT_IMPORT_TOO_LARGE } from "@aesop/shared/contracts/test-scripts";
import { textSchema } from "@aesop/shared/contracts/text";
import type { ServerContext } from "../../../context";
import { createRouter, invalidInput } from "../../../lib/create-app";
import { AppError } from "../../../lib/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { importScript } from "../test-scripts.service";
import { projectParams } from "./script-route-parts";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/test-scripts/import",
  tags: ["test scripts"],
  summary: "Import a test script: AESOP's JSON export, or a promptfoo configuration or test list (YAML)",
  request: {
    params: projectParams,
    body: jsonBody(
      z.object({
        text: textSchema().min(1, "The file is empty.").max(TEST_SCRIPT_IMPORT_MAX_BYTES, TEST_SCRIPT_IMPORT_TOO_LARGE),
      }),
    ),
  },
  responses: { 201: jsonContent(reportSchema, "Imported"), ...errorResponses(400, 401, 403, 404, 413) },
});

export function importScriptRoute(ctx: ServerContext) {
  return createRouter().openapi(
    route,
    async (c) =>
      c.json(await importScript(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json").text), 201),
    (result) => {
      if (result.success) return undefined;
      // A body under the body limit (which leaves room for escaping) can still carry a text over
      // the file limit: it is the same too-large file, so it gets the same 413 and words.
      if (result.error.issues.some((issue) => issue.code === "too_big" && issue.path[0] === "text"))
        throw new AppError(413, "PAYLOAD_TOO_LARGE", TEST_SCRIPT_IMPORT_TOO_LARGE);
      throw invalidInput(result.error);
    },
  );
}
