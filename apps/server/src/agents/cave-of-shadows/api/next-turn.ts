import { createRoute } from "@hono/zod-openapi";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { currentUserOf } from "../../../middleware/require-user";
import { nextTurn } from "../cave.service";
import { control, dialogueIds } from "./cave-route-parts";

const route = createRoute(
  control(
    "next-turn",
    "Next turn (step pace): the dialogue's next exchange starts now",
    "Only while the dialogue waits for it (`waitingForNextTurn`): a session at the step pace, the dialogue " +
      "running and its last exchange ended. Otherwise 409 with the reason (another pace, paused, taken over, " +
      "ended, or an exchange under way).",
  ),
);

export function nextTurnRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await nextTurn(ctx, dialogueIds(c.req.valid("param"), currentUserOf(c).id)), 200),
  );
}
