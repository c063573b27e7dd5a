import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EvalMatrix, StartEvalMatrix } from "@aesop/shared/contracts/eval-matrices";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { apiUrl } from "@/lib/api-url";

/** While a matrix runs its page polls: each target's progress moves on its own. */
const MATRIX_POLL_MS = 2_000;
const active = (status: EvalMatrix["status"]) => status === "queued" || status === "running";

/** POST /api/projects/{id}/eval-matrices: one script version against 2–8 targets. */
export function useStartEvalMatrix(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartEvalMatrix) =>
      apiData(api.POST("/api/projects/{id}/eval-matrices", { params: { path: { id: projectId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}

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

/** The export's address (a plain link: the browser downloads it with the session cookie). */
export const matrixExportUrl = (projectId: string, matrixId: string, format: "json" | "csv" | "junit") =>
  apiUrl("get", "/api/projects/{id}/eval-matrices/{matrixId}/export", {
    path: { id: projectId, matrixId },
    query: { format },
  });
