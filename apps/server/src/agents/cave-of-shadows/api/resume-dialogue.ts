import { createRoute } from "@hono/zod-openapi";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { currentUserOf } from "../../../middleware/require-user";
import { resumeDialogue } from "../cave.service";
import { control, dialogueIds } from "./cave-route-parts";

const route = createRoute(
  control(
    "resume",
    "Resume a dialogue (and hand back after a take-over)",
    "A paused or taken-over dialogue runs again; an ended one opens again (and its session).",
  ),
);

export function resumeDialogueRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await resumeDialogue(ctx, dialogueIds(c.req.valid("param"), currentUserOf(c).id)), 200),
  );
}
