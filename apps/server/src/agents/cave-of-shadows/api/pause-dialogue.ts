import { createRoute } from "@hono/zod-openapi";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { currentUserOf } from "../../../middleware/require-user";
import { pauseDialogue } from "../cave.service";
import { control, dialogueIds } from "./cave-route-parts";

const route = createRoute(
  control(
    "pause",
    "Pause a dialogue",
    "The exchange in flight finishes; the evaluator writes no further turn until resume. 409 once the dialogue has ended.",
  ),
);

export function pauseDialogueRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await pauseDialogue(ctx, dialogueIds(c.req.valid("param"), currentUserOf(c).id)), 200),
  );
}
