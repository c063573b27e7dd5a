import { createRoute } from "@hono/zod-openapi";
import { reportListSchema } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { listReports } from "../../reports/reports.service";
import { projectParams } from "./project-params";

const route = createRoute({
  method: "get",
  path: "/{id}/reports",
  tags: ["reports"],
  summary: "The project's reports, newest first",
  request: { params: projectParams },
  responses: { 200: jsonContent(reportListSchema, "Reports"), ...errorResponses(400, 401, 403, 404) },
});

export function listReportsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json({ reports: await listReports(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
  );
}
