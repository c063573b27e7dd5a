import { useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { AgreementFilter } from "../utils/agreement-source";

/** GET /api/projects/{id}/judge-agreement: the judge's agreement with the builder's verdicts, of one source or all. */
export function useJudgeAgreement(projectId: string, source: AgreementFilter) {
  return useQuery({
    queryKey: [...queryKeys.judgeAgreement(projectId), source],
    queryFn: () =>
      apiData(
        api.GET("/api/projects/{id}/judge-agreement", { params: { path: { id: projectId }, query: { source } } }),
      ),
  });
}
