import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiRequestError, api, apiData } from "@/lib/api-client";
import { type ProjectList } from "./get-projects";
import { queryKeys } from "@/lib/query-keys";

/** One of the user's projects; a 404 means it was deleted (or never was the user's). */
export const getProject = (projectId: string) =>
  apiData(api.GET("/api/projects/{id}", { params: { path: { id: projectId } } }));

export const isProjectNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

export const projectQueryOptions = (projectId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: queryKeys.project(projectId),
    queryFn: () => getProject(projectId),
    // Shown at once from the list when it is cached; refetched when that copy is stale.
    initialData: () =>
      queryClient.getQueryData<ProjectList>(queryKeys.projects)?.projects.find((project) => project.id === projectId),
    initialDataUpdatedAt: () => queryClient.getQueryState(queryKeys.projects)?.dataUpdatedAt,
    retry: (failureCount, error) => !isProjectNotFound(error) && failureCount < 1,
  });

export function useProject(projectId: string) {
  const queryClient = useQueryClient();
  return useQuery(projectQueryOptions(projectId, queryClient));
}
