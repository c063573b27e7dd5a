import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  EvalExportFormat,
  EvalRun,
  EvalRunComparison,
  EvalRunResults,
  ScenarioTranscript,
  StartEvalRun,
} from "@aesop/shared/contracts/eval";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const runs = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/eval-runs`;
const run = (projectId: string, runId: string) => `${runs(projectId)}/${encodeURIComponent(runId)}`;

/** While a run is under way, poll now and then in case the live stream is down. */
export const ACTIVE_RUN_POLL_MS = 15_000;
const active = (status: EvalRun["status"]) => status === "queued" || status === "running";

/** GET /api/projects/{id}/eval-runs: the project's runs, newest first. */
export const getEvalRuns = (projectId: string) => apiRequest<{ runs: EvalRun[] }>(runs(projectId));

export function useEvalRuns(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.evalRuns(projectId),
      queryFn: () => getEvalRuns(projectId),
      refetchInterval: (query) =>
        query.state.data?.runs.some((run) => active(run.status)) ? ACTIVE_RUN_POLL_MS : false,
    }),
  );
}

export function useStartEvalRun(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartEvalRun) =>
      apiRequest<EvalRun>(runs(projectId), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}

/** GET …/eval-runs/{runId}: the run, its breakdowns and its scenarios (the live stream keeps it current). */
export function useEvalRunResults(projectId: string, runId: string) {
  return useQuery({
    queryKey: queryKeys.evalRun(projectId, runId),
    queryFn: () => apiRequest<EvalRunResults>(run(projectId, runId)),
    // Progress arrives as many small refetches: keep the page on screen while each one loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && active(query.state.data.run.status) ? ACTIVE_RUN_POLL_MS : false),
  });
}

export function useScenarioTranscript(projectId: string, runId: string, scenarioId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.evalScenario(projectId, runId, scenarioId ?? ""),
    queryFn: () =>
      apiRequest<ScenarioTranscript>(`${run(projectId, runId)}/scenarios/${encodeURIComponent(scenarioId ?? "")}`),
    enabled: scenarioId !== undefined,
  });
}

export function useCancelEvalRun(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EvalRun>(`${run(projectId, runId)}/cancel`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}

export function useEvalRunComparison(projectId: string, base: string | undefined, head: string | undefined) {
  return useQuery({
    queryKey: queryKeys.evalRunComparison(projectId, base ?? "", head ?? ""),
    queryFn: () =>
      apiRequest<EvalRunComparison>(
        `${runs(projectId)}/compare?${new URLSearchParams({ base: base ?? "", head: head ?? "" }).toString()}`,
      ),
    enabled: Boolean(base && head),
  });
}

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const evalRunExportUrl = (projectId: string, runId: string, format: EvalExportFormat) =>
  `/api${run(projectId, runId)}/export?format=${format}`;
