import { createRoute } from "@hono/zod-openapi";
import { caveSavedScenarioSchema, caveSaveScenarioSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { saveDialogueAsScenario } from "../cave.service";
import { DIALOGUE, dialogueIds, dialogueParams } from "./cave-route-parts";

const route = createRoute({
  method: "post",
  path: `${DIALOGUE}/save-scenario`,
  tags: ["cave"],
  summary: "Save the dialogue's live branch as a new scenario of a test script (a new version of it)",
  description:
    "The evaluator turns become the scenario's opening message and follow-ups; persona, objective, " +
    "expected behaviour and checks come from the dialogue's plan.",
  request: { params: dialogueParams, body: jsonBody(caveSaveScenarioSchema) },
  responses: { 201: jsonContent(caveSavedScenarioSchema, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
});

export function saveDialogueAsScenarioRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(
      await saveDialogueAsScenario(ctx, dialogueIds(c.req.valid("param"), currentUserOf(c).id), c.req.valid("json")),
      201,
    ),
  );
}
