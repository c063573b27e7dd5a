import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/projects/{id}/interview-context: whether the project has instructions to interview about. */
export const getInterviewContext = (projectId: string) =>
  apiData(api.GET("/api/projects/{projectId}/interview-context", { params: { path: { projectId } } }));

export const interviewContextQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.interviewContext(projectId), queryFn: () => getInterviewContext(projectId) });

export function useInterviewContext(projectId: string) {
  return useQuery(interviewContextQueryOptions(projectId));
}
