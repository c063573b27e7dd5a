import { z } from "@hono/zod-openapi";

/** The path parameter of the endpoints on one project. */
export const projectParams = z.object({ id: z.uuid("Project not found") });
