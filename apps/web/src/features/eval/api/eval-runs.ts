import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EvalExportFormat, EvalRun, Rerun, SetHumanVerdict, StartEvalRun } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { apiUrl } from "@/lib/api-url";

/** While a run is under way, poll now and then in case the live stream is down. */
export const ACTIVE_RUN_POLL_MS = 15_000;
const active = (status: EvalRun["status"]) => status === "queued" || status === "running";

/** GET /api/projects/{id}/eval-runs: the project's runs, newest first. */
export const getEvalRuns = (projectId: string) =>
  apiData(api.GET("/api/projects/{id}/eval-runs", { params: { path: { id: projectId } } }));

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
      apiData(api.POST("/api/projects/{id}/eval-runs", { params: { path: { id: projectId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}

/** GET …/eval-runs/{runId}: the run, its breakdowns and its scenarios (the live stream keeps it current). */
export function useEvalRunResults(projectId: string, runId: string) {
  return useQuery({
    queryKey: queryKeys.evalRun(projectId, runId),
    queryFn: () =>
      apiData(api.GET("/api/projects/{id}/eval-runs/{runId}", { params: { path: { id: projectId, runId } } })),
    // Progress arrives as many small refetches: keep the page on screen while each one loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && active(query.state.data.run.status) ? ACTIVE_RUN_POLL_MS : false),
  });
}

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

export function useCancelEvalRun(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiData(api.POST("/api/projects/{id}/eval-runs/{runId}/cancel", { params: { path: { id: projectId, runId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}

/** POST …/eval-runs/{runId}/rerun: the failed scenarios (no ids) or the ones named, as a new run linked to this one. */
export function useRerunEvalRun(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Rerun) =>
      apiData(
        api.POST("/api/projects/{id}/eval-runs/{runId}/rerun", { params: { path: { id: projectId, runId } }, body }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.evalRun(projectId, runId) }),
      ]),
  });
}

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

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const evalRunExportUrl = (projectId: string, runId: string, format: EvalExportFormat) =>
  apiUrl("get", "/api/projects/{id}/eval-runs/{runId}/export", { path: { id: projectId, runId }, query: { format } });

/** PUT/DELETE …/scenarios/{scenarioId}/verdict: a person's verdict over the judge's (null removes it). */
export function useSetHumanVerdict(projectId: string, runId: string, scenarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetHumanVerdict | null) => {
      const params = { path: { id: projectId, runId, scenarioId } };
      return apiData(
        body === null
          ? api.DELETE("/api/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}/verdict", { params })
          : api.PUT("/api/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}/verdict", { params, body }),
      );
    },
    onSuccess: (results) => {
      queryClient.setQueryData(queryKeys.evalRun(projectId, runId), results);
      void queryClient.invalidateQueries({ queryKey: queryKeys.evalScenario(projectId, runId, scenarioId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) });
    },
  });
}
