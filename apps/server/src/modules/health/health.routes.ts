import { createRoute } from "@hono/zod-openapi";
import { healthResponseSchema } from "@aesop/shared/contracts/health";
import { createRouter } from "../../lib/create-app";
import type { DatabaseHandle } from "../../db/client";
import { checkHealth } from "./health.service";

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "Liveness and database reachability",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: healthResponseSchema } } },
    503: { description: "Database unreachable", content: { "application/json": { schema: healthResponseSchema } } },
  },
});

export function healthRoutes(database: DatabaseHandle) {
  return createRouter().openapi(route, async (c) => {
    const health = await checkHealth(database);
    c.header("Cache-Control", "no-store");
    return health.status === "ok" ? c.json(health, 200) : c.json(health, 503);
  });
}
