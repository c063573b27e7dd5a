import { z } from "@hono/zod-openapi";

export const projectParams = z.object({ id: z.uuid("Project not found") });
export const runParams = projectParams.extend({ runId: z.uuid("Run not found") });
export const scenarioParams = runParams.extend({ scenarioId: z.string().min(1).max(80) });
