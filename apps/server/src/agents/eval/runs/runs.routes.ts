import { createRoute, z } from "@hono/zod-openapi";
import {
  EVAL_EXPORT_FORMATS,
  evalRunComparisonSchema,
  evalRunListSchema,
  evalRunResultsSchema,
  evalRunSchema,
  modelPriceTableSchema,
  scenarioTranscriptSchema,
  startEvalRunSchema,
} from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { getPriceTable, savePriceTable } from "../../../evaluation/prices/model-prices.service";
import {
  cancelRun,
  compareProjectRuns,
  exportProjectRun,
  getRunResults,
  getTranscript,
  listRuns,
  startRun,
} from "./runs.service";

const projectParams = z.object({ id: z.uuid("Project not found") });
const runParams = projectParams.extend({ runId: z.uuid("Run not found") });
const scenarioParams = runParams.extend({ scenarioId: z.string().min(1).max(80) });

const routes = {
  start: createRoute({
    method: "post",
    path: "/projects/{id}/eval-runs",
    tags: ["eval"],
    summary: "Start a run of a test script version against a target (one durable job per scenario)",
    description:
      "Records the script version, the target's configuration (without secrets), the judge and the seed. " +
      "Follow the run with GET …/eval-runs/{runId}, or the `eval-run.changed` event of GET /api/events.",
    request: { params: projectParams, body: jsonBody(startEvalRunSchema) },
    responses: { 202: jsonContent(evalRunSchema, "Started"), ...errorResponses(400, 401, 403, 404) },
  }),
  list: createRoute({
    method: "get",
    path: "/projects/{id}/eval-runs",
    tags: ["eval"],
    summary: "The project's runs, newest first (the history of pass rates)",
    request: { params: projectParams },
    responses: { 200: jsonContent(evalRunListSchema, "Runs"), ...errorResponses(400, 401, 403, 404) },
  }),
  compare: createRoute({
    method: "get",
    path: "/projects/{id}/eval-runs/compare",
    tags: ["eval"],
    summary: "Compare two runs: per scenario improved / regressed / unchanged, per criterion the change of the mean",
    request: {
      params: projectParams,
      query: z.object({ base: z.uuid("Choose the base run."), head: z.uuid("Choose the run to compare.") }),
    },
    responses: { 200: jsonContent(evalRunComparisonSchema, "Comparison"), ...errorResponses(400, 401, 403, 404) },
  }),
  results: createRoute({
    method: "get",
    path: "/projects/{id}/eval-runs/{runId}",
    tags: ["eval"],
    summary: "A run with its progress, pass rates per category, severity and criterion, and its scenarios",
    request: { params: runParams },
    responses: { 200: jsonContent(evalRunResultsSchema, "Run"), ...errorResponses(400, 401, 403, 404) },
  }),
  transcript: createRoute({
    method: "get",
    path: "/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}",
    tags: ["eval"],
    summary: "A scenario's transcript: each turn's reply, latency, cost, checks and scores",
    request: { params: scenarioParams },
    responses: { 200: jsonContent(scenarioTranscriptSchema, "Transcript"), ...errorResponses(400, 401, 403, 404) },
  }),
  cancel: createRoute({
    method: "post",
    path: "/projects/{id}/eval-runs/{runId}/cancel",
    tags: ["eval"],
    summary: "Cancel a run: pending scenarios are not run, a scenario in flight stops before its next turn",
    request: { params: runParams },
    responses: { 200: jsonContent(evalRunSchema, "Cancelled"), ...errorResponses(400, 401, 403, 404, 409) },
  }),
  exportRun: createRoute({
    method: "get",
    path: "/projects/{id}/eval-runs/{runId}/export",
    tags: ["eval"],
    summary: "Download a run as JSON (with transcripts), CSV, JUnit XML (for CI dashboards) or Markdown",
    request: {
      params: runParams,
      query: z.object({
        format: z.enum(EVAL_EXPORT_FORMATS, "Export as json, csv, junit or markdown.").default("json"),
      }),
    },
    responses: {
      200: { description: "The file", content: { "text/plain": { schema: z.string() } } },
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  getPrices: createRoute({
    method: "get",
    path: "/account/model-prices",
    tags: ["eval"],
    summary: "Your price table (USD per million tokens) that turns a turn's tokens into its cost",
    responses: { 200: jsonContent(modelPriceTableSchema, "Prices"), ...errorResponses(401, 403) },
  }),
  savePrices: createRoute({
    method: "put",
    path: "/account/model-prices",
    tags: ["eval"],
    summary: "Replace your price table",
    request: { body: jsonBody(modelPriceTableSchema) },
    responses: { 200: jsonContent(modelPriceTableSchema, "Saved"), ...errorResponses(400, 401, 403) },
  }),
};

export function runRoutes(ctx: ServerContext) {
  return createRouter()
    .openapi(routes.start, async (c) =>
      c.json(await startRun(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 202),
    )
    .openapi(routes.list, async (c) =>
      c.json({ runs: await listRuns(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
    )
    .openapi(routes.compare, async (c) => {
      const { base, head } = c.req.valid("query");
      return c.json(await compareProjectRuns(ctx, currentUserOf(c).id, c.req.valid("param").id, base, head), 200);
    })
    .openapi(routes.results, async (c) => {
      const { id, runId } = c.req.valid("param");
      return c.json(await getRunResults(ctx, currentUserOf(c).id, id, runId), 200);
    })
    .openapi(routes.transcript, async (c) => {
      const { id, runId, scenarioId } = c.req.valid("param");
      return c.json(await getTranscript(ctx, currentUserOf(c).id, id, runId, scenarioId), 200);
    })
    .openapi(routes.cancel, async (c) => {
      const { id, runId } = c.req.valid("param");
      return c.json(await cancelRun(ctx, currentUserOf(c).id, id, runId), 200);
    })
    .openapi(routes.exportRun, async (c) => {
      const { id, runId } = c.req.valid("param");
      const file = await exportProjectRun(ctx, currentUserOf(c).id, id, runId, c.req.valid("query").format);
      c.header("Content-Disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "-")}"`);
      const response = c.text(file.body, 200);
      response.headers.set("Content-Type", file.mediaType);
      return response;
    })
    .openapi(routes.getPrices, async (c) => c.json(await getPriceTable(ctx, currentUserOf(c).id), 200))
    .openapi(routes.savePrices, async (c) =>
      c.json(await savePriceTable(ctx, currentUserOf(c).id, c.req.valid("json").prices), 200),
    );
}
