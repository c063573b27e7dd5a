import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { type ProjectList } from "./get-projects";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/projects/:id (204): the project and all of its reports. */
export const deleteProject = (projectId: string) =>
  apiData(api.DELETE("/api/projects/{id}", { params: { path: { id: projectId } } }));

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_nothing, projectId) => {
      // Its detail and its reports go with it.
      queryClient.removeQueries({ queryKey: queryKeys.project(projectId) });
      queryClient.setQueryData<ProjectList>(queryKeys.projects, (list) =>
        list ? { projects: list.projects.filter((item) => item.id !== projectId) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}
