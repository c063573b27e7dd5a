import { createRoute, z } from "@hono/zod-openapi";
import { scenarioTranscriptSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { getTranscript } from "../runs.service";
import { scenarioParams } from "./run-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}",
  tags: ["eval"],
  summary: "A scenario's transcript: each turn's reply, latency, cost, checks and scores",
  description: "One sample of the scenario: `sample` (0-based), or by default the one its verdict shows.",
  request: {
    params: scenarioParams,
    query: z.object({
      sample: z.coerce
        .number("The sample is a whole number from 0.")
        .int("The sample is a whole number from 0.")
        .min(0, "The sample is a whole number from 0.")
        .max(19, "The sample is a whole number from 0 to 19.")
        .optional(),
    }),
  },
  responses: { 200: jsonContent(scenarioTranscriptSchema, "Transcript"), ...errorResponses(400, 401, 403, 404) },
});

export function getTranscriptRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, runId, scenarioId } = c.req.valid("param");
    const { sample } = c.req.valid("query");
    return c.json(await getTranscript(ctx, currentUserOf(c).id, id, runId, scenarioId, sample), 200);
  });
}
