import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProject } from "@aesop/shared/contracts/projects";
import { api, apiData } from "@/lib/api-client";
import { type ProjectList } from "./get-projects";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/projects/:id: the renamed project; 409 PROJECT_NAME_TAKEN on a clash. */
export const renameProject = ({ id, projectName }: { id: string } & CreateProject) =>
  apiData(api.PATCH("/api/projects/{id}", { params: { path: { id } }, body: { projectName } }));

export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameProject,
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.project(project.id), project);
      queryClient.setQueryData<ProjectList>(queryKeys.projects, (list) =>
        list ? { projects: list.projects.map((item) => (item.id === project.id ? project : item)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}
