import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InterviewContext } from "@aesop/shared/contracts/agents";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/projects/{id}/interview-context: whether the project has instructions to interview about. */
export const getInterviewContext = (projectId: string) =>
  apiRequest<InterviewContext>(`/projects/${encodeURIComponent(projectId)}/interview-context`);

export const interviewContextQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.interviewContext(projectId), queryFn: () => getInterviewContext(projectId) });

export function useInterviewContext(projectId: string) {
  return useQuery(interviewContextQueryOptions(projectId));
}
