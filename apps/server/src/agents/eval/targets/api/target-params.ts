import { z } from "@hono/zod-openapi";

export const projectParams = z.object({ id: z.uuid("Project not found") });
export const targetParams = projectParams.extend({ targetId: z.uuid("Target not found") });
