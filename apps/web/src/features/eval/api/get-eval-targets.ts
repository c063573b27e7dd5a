import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/projects/{id}/eval-targets: the assistants under test, secrets masked (••••1234). */
export const getEvalTargets = (projectId: string) =>
  apiData(api.GET("/api/projects/{id}/eval-targets", { params: { path: { id: projectId } } }));

export function useEvalTargets(projectId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.evalTargets(projectId), queryFn: () => getEvalTargets(projectId) }),
  );
}
