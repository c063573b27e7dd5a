import { useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/projects/{id}/judge-agreement: the judge's agreement with the builder's verdicts. */
export function useJudgeAgreement(projectId: string) {
  return useQuery({
    queryKey: queryKeys.judgeAgreement(projectId),
    queryFn: () => apiData(api.GET("/api/projects/{id}/judge-agreement", { params: { path: { id: projectId } } })),
  });
}
