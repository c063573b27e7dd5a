import { createRoute } from "@hono/zod-openapi";
import { modelPriceTableSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../context";
import { savePriceTable } from "../../../evaluation/prices/model-prices.service";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";

const route = createRoute({
  method: "put",
  path: "/account/model-prices",
  tags: ["eval"],
  summary: "Replace your price table",
  request: { body: jsonBody(modelPriceTableSchema) },
  responses: { 200: jsonContent(modelPriceTableSchema, "Saved"), ...errorResponses(400, 401, 403) },
});

export function saveModelPricesRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await savePriceTable(ctx, currentUserOf(c).id, c.req.valid("json").prices), 200),
  );
}
