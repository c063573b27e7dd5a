import { createRoute } from "@hono/zod-openapi";
import { fixProposalSchema, proposeFixSchema } from "@aesop/shared/contracts/instructions-fix";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { runParams } from "../../runs/api/run-params";
import { proposeFix } from "../fixes.service";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-runs/{runId}/fix-proposal",
  tags: ["eval"],
  summary: "Propose a change of the instructions for failed scenarios of a run (guided mode)",
  description:
    "For each failed scenario: the broken rule restated to hold under pressure, the review's suggested " +
    "sentence, or the category's sentence; merged into one change set (no duplicate, no new contradiction " +
    "by the review's check) against the project's latest instructions version, with a unified diff. " +
    "Stores nothing. 400 when a scenario did not fail.",
  request: { params: runParams, body: jsonBody(proposeFixSchema) },
  responses: { 200: jsonContent(fixProposalSchema, "The proposal"), ...errorResponses(400, 401, 403, 404) },
});

export function proposeFixRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, runId } = c.req.valid("param");
    return c.json(await proposeFix(ctx, currentUserOf(c).id, id, runId, c.req.valid("json")), 200);
  });
}
