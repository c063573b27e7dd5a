import { createRoute } from "@hono/zod-openapi";
import { caveTakeOverSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { jsonBody } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { takeOverDialogue } from "../cave.service";
import { control, dialogueIds, dialogueParams } from "./cave-route-parts";

const route = createRoute({
  ...control(
    "take-over",
    "Take over: write the evaluator's next message",
    "The message becomes an evaluator turn by the builder after the head, and the target answers it; the " +
      "evaluator waits until resume. Allowed while running, paused or taken over.",
  ),
  request: { params: dialogueParams, body: jsonBody(caveTakeOverSchema) },
});

export function takeOverDialogueRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(
      await takeOverDialogue(ctx, dialogueIds(c.req.valid("param"), currentUserOf(c).id), c.req.valid("json").message),
      200,
    ),
  );
}
