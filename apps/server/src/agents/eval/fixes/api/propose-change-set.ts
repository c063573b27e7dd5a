import { createRoute } from "@hono/zod-openapi";
import { changeSetProposalSchema, proposeChangeSetSchema } from "@aesop/shared/contracts/instructions-fix";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { projectParams } from "../../runs/api/run-params";
import { proposeChangeSet } from "../fixes.service";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/fix-proposal",
  tags: ["eval"],
  summary: "Propose one change of the instructions for failures of runs, Cave dialogues and the review (guided mode)",
  description:
    "Each failure is a failed scenario of a run, a failed reply of a Cave dialogue (a rule the watch " +
    "says it broke, or the reply where the evaluator judged the dialogue failed) or a flawed dimension " +
    "of the review of the current instructions. The proposals are merged into one change set against " +
    "the project's latest instructions version (no duplicate, no new contradiction by the review's check), " +
    "with a unified diff. Stores nothing. 400 when a failure did not fail.",
  request: { params: projectParams, body: jsonBody(proposeChangeSetSchema) },
  responses: {
    200: jsonContent(changeSetProposalSchema, "The proposal"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function proposeChangeSetRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await proposeChangeSet(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
}
