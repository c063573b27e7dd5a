import { createRoute } from "@hono/zod-openapi";
import { evalRunResultsSchema, setHumanVerdictSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { clearHumanVerdict, setHumanVerdict } from "../human-verdicts";
import { scenarioParams } from "./run-params";

const path = "/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}/verdict";

const setRoute = createRoute({
  method: "put",
  path,
  tags: ["eval"],
  summary: "Set a person's verdict (pass or fail, with a note) on an ended scenario of a run, overriding the judge",
  description:
    "The run's figures use it from then on (and say how many verdicts were overridden); later runs of the same " +
    "script version show it beside the judge's. Only the run's owner; 409 while the scenario is still running.",
  request: { params: scenarioParams, body: jsonBody(setHumanVerdictSchema) },
  responses: {
    200: jsonContent(evalRunResultsSchema, "The run's results"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const clearRoute = createRoute({
  method: "delete",
  path,
  tags: ["eval"],
  summary: "Remove a person's verdict on a scenario of a run: the judge's counts again",
  request: { params: scenarioParams },
  responses: { 200: jsonContent(evalRunResultsSchema, "The run's results"), ...errorResponses(400, 401, 403, 404) },
});

export function humanVerdictRoutes(ctx: ServerContext) {
  return createRouter()
    .openapi(setRoute, async (c) => {
      const { id, runId, scenarioId } = c.req.valid("param");
      return c.json(await setHumanVerdict(ctx, currentUserOf(c).id, id, runId, scenarioId, c.req.valid("json")), 200);
    })
    .openapi(clearRoute, async (c) => {
      const { id, runId, scenarioId } = c.req.valid("param");
      return c.json(await clearHumanVerdict(ctx, currentUserOf(c).id, id, runId, scenarioId), 200);
    });
}
