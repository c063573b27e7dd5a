import { createRoute } from "@hono/zod-openapi";
import { caveBranchSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { jsonBody } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { branchDialogue } from "../cave.service";
import { control, dialogueIds, dialogueParams } from "./cave-route-parts";

const route = createRoute({
  ...control(
    "branch",
    "Branch from an earlier turn",
    "From an assistant turn the new evaluator turn follows it; from an evaluator turn it replaces it (a " +
      "sibling). With `message` the builder writes it, without it the evaluator does. The head moves to the " +
      "new branch and the dialogue runs (an ended one opens again).",
  ),
  request: { params: dialogueParams, body: jsonBody(caveBranchSchema) },
});

export function branchDialogueRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await branchDialogue(ctx, dialogueIds(c.req.valid("param"), currentUserOf(c).id), c.req.valid("json")), 200),
  );
}
