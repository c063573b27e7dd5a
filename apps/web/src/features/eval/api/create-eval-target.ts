import type { SaveTarget } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";

/** POST /api/projects/{id}/eval-targets: a new target. */
export const createEvalTarget = (projectId: string, target: SaveTarget) =>
  apiData(api.POST("/api/projects/{id}/eval-targets", { params: { path: { id: projectId } }, body: target }));
