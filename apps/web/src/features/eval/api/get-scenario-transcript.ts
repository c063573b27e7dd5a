import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** A scenario's transcript: one sample of it, by default the one its verdict shows. */
export function useScenarioTranscript(
  projectId: string,
  runId: string,
  scenarioId: string | undefined,
  sample?: number,
) {
  return useQuery({
    queryKey: [...queryKeys.evalScenario(projectId, runId, scenarioId ?? ""), sample ?? "shown"],
    queryFn: () =>
      apiData(
        api.GET("/api/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}", {
          params: {
            path: { id: projectId, runId, scenarioId: scenarioId ?? "" },
            query: sample === undefined ? {} : { sample },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    enabled: scenarioId !== undefined,
  });
}
