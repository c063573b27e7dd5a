import { createRoute } from "@hono/zod-openapi";
import { modelPriceTableSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../context";
import { getPriceTable } from "../../../evaluation/prices/model-prices.service";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";

const route = createRoute({
  method: "get",
  path: "/account/model-prices",
  tags: ["eval"],
  summary: "Your price table (USD per million tokens) that turns a turn's tokens into its cost",
  responses: { 200: jsonContent(modelPriceTableSchema, "Prices"), ...errorResponses(401, 403) },
});

export function getModelPricesRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => c.json(await getPriceTable(ctx, currentUserOf(c).id), 200));
}
