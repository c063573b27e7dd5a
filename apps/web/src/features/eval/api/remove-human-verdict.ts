import { api, apiData } from "@/lib/api-client";

/** DELETE …/scenarios/{scenarioId}/verdict: removes a person's verdict, the judge's stands again. */
export const removeHumanVerdict = (projectId: string, runId: string, scenarioId: string) =>
  apiData(
    api.DELETE("/api/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}/verdict", {
      params: { path: { id: projectId, runId, scenarioId } },
    }),
  );
