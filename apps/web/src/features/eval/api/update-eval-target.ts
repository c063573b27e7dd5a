import type { SaveTarget } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";

/** PUT …/eval-targets/{targetId}: an existing target (a secret left out keeps the stored value). */
export const updateEvalTarget = (projectId: string, targetId: string, target: SaveTarget) =>
  apiData(
    api.PUT("/api/projects/{id}/eval-targets/{targetId}", {
      params: { path: { id: projectId, targetId } },
      body: target,
    }),
  );
