import { createRoute } from "@hono/zod-openapi";
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
  request: { params: scenarioParams },
  responses: { 200: jsonContent(scenarioTranscriptSchema, "Transcript"), ...errorResponses(400, 401, 403, 404) },
});

export function getTranscriptRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, runId, scenarioId } = c.req.valid("param");
    return c.json(await getTranscript(ctx, currentUserOf(c).id, id, runId, scenarioId), 200);
  });
}
