import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InterviewContext } from "@aesop/shared/contracts/agents";
import { apiRequest } from "@/lib/api-client";

/** Under the project's key, so that a new review report refreshes it too. */
export const interviewContextQueryKey = (projectId: string) => ["projects", projectId, "interview-context"] as const;

/** GET /api/projects/{id}/interview-context: whether the project has instructions to interview about. */
export const getInterviewContext = (projectId: string) =>
  apiRequest<InterviewContext>(`/projects/${encodeURIComponent(projectId)}/interview-context`);

export const interviewContextQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: interviewContextQueryKey(projectId), queryFn: () => getInterviewContext(projectId) });

export function useInterviewContext(projectId: string) {
  return useQuery(interviewContextQueryOptions(projectId));
}
