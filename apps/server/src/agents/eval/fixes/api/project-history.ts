import { createRoute } from "@hono/zod-openapi";
import { projectHistorySchema } from "@aesop/shared/contracts/project-history";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { projectParams } from "../../runs/api/run-params";
import { projectHistory } from "../fixes.service";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/history",
  tags: ["eval"],
  summary: "The project's loop as a timeline: instructions versions, their reviews, runs and their fixes",
  description:
    "Oldest first: each instructions version with its review's score and findings (and the runs it was " +
    "re-tested against, which it fixes), each run with its failed scenarios and, for a re-test or re-run, " +
    "its fixed / still failing / newly failing counts against the run it follows up. Read from what is stored.",
  request: { params: projectParams },
  responses: { 200: jsonContent(projectHistorySchema, "The timeline"), ...errorResponses(400, 401, 403, 404) },
});

export function projectHistoryRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await projectHistory(ctx, currentUserOf(c).id, c.req.valid("param").id), 200),
  );
}
