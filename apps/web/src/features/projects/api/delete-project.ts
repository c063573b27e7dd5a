import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { projectQueryKey } from "./get-project";
import { projectsQueryKey, type ProjectList } from "./get-projects";

/** DELETE /api/projects/:id (204): the project and all of its reports. */
export const deleteProject = (projectId: string) =>
  apiRequest<null>(`/projects/${encodeURIComponent(projectId)}`, { method: "DELETE" });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_nothing, projectId) => {
      // Its detail and its reports go with it.
      queryClient.removeQueries({ queryKey: projectQueryKey(projectId) });
      queryClient.setQueryData<ProjectList>(projectsQueryKey, (list) =>
        list ? { projects: list.projects.filter((item) => item.id !== projectId) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
    },
  });
}
