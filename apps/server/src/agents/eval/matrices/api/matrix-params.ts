import { z } from "@hono/zod-openapi";
import { projectParams } from "../../runs/api/run-params";

export const matrixParams = projectParams.extend({ matrixId: z.uuid("Matrix run not found") });
