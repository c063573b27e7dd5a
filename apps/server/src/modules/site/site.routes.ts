import { createRoute } from "@hono/zod-openapi";
import { siteConfigResponseSchema, type SiteConfigResponse } from "@aesop/shared/contracts/site";
import { createRouter } from "../../lib/create-app";

const route = createRoute({
  method: "get",
  path: "/site",
  tags: ["site"],
  summary: "Public configuration of the site (contact address, links)",
  responses: {
    200: { description: "Site configuration", content: { "application/json": { schema: siteConfigResponseSchema } } },
  },
});

export function siteRoutes(config: SiteConfigResponse) {
  return createRouter().openapi(route, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(config, 200);
  });
}
