import { createRoute } from "@hono/zod-openapi";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { currentUserOf } from "../../../middleware/require-user";
import { stopDialogue } from "../cave.service";
import { control, dialogueIds } from "./cave-route-parts";

const route = createRoute(
  control(
    "stop",
    "Stop a dialogue",
    "Ends it with its summary; an exchange in flight is abandoned (its reply is not stored). 409 once ended.",
  ),
);

export function stopDialogueRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await stopDialogue(ctx, dialogueIds(c.req.valid("param"), currentUserOf(c).id)), 200),
  );
}
