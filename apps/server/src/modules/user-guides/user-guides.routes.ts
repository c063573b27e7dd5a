import { createRoute } from "@hono/zod-openapi";
import { activeUserGuideResponseSchema } from "@aesop/shared/contracts/user-guides";
import { createRouter } from "../../lib/create-app";
import type { Database } from "../../db/client";
import { getActiveUserGuide } from "./user-guides.service";

const getActive = createRoute({
  method: "get",
  path: "/user-guides/active",
  tags: ["user-guides"],
  summary: "The newest active user guide, or null when none is published",
  responses: {
    200: {
      description: "The active guide",
      content: { "application/json": { schema: activeUserGuideResponseSchema } },
    },
  },
});

export function userGuideRoutes(db: Database) {
  return createRouter().openapi(getActive, async (c) => {
    const guide = await getActiveUserGuide({ db });
    return c.json({ guide }, 200);
  });
}
