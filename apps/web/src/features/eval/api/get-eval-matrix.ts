import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { EvalMatrix } from "@aesop/shared/contracts/eval-matrices";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** While a matrix runs its page polls: each target's progress moves on its own. */
const MATRIX_POLL_MS = 2_000;
const active = (status: EvalMatrix["status"]) => status === "queued" || status === "running";

/** GET …/eval-matrices/{matrixId}: a row per scenario, a column per target. */
export function useEvalMatrix(projectId: string, matrixId: string) {
  return useQuery({
    queryKey: [...queryKeys.evalRuns(projectId), "matrix", matrixId],
    queryFn: () =>
      apiData(
        api.GET("/api/projects/{id}/eval-matrices/{matrixId}", { params: { path: { id: projectId, matrixId } } }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && active(query.state.data.status) ? MATRIX_POLL_MS : false),
  });
}
