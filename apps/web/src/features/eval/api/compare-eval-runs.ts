import { useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useEvalRunComparison(projectId: string, base: string | undefined, head: string | undefined) {
  return useQuery({
    queryKey: queryKeys.evalRunComparison(projectId, base ?? "", head ?? ""),
    queryFn: () =>
      apiData(
        api.GET("/api/projects/{id}/eval-runs/compare", {
          params: { path: { id: projectId }, query: { base: base ?? "", head: head ?? "" } },
        }),
      ),
    enabled: Boolean(base && head),
  });
}
