import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProject } from "@aesop/shared/contracts/projects";
import { api, apiData } from "@/lib/api-client";
import { type ProjectList } from "./get-projects";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects: 201 with the project; 409 PROJECT_NAME_TAKEN when the name is in use. */
export const createProject = (body: CreateProject) => apiData(api.POST("/api/projects", { body }));

/** Callers show the outcome: the forms map a name clash to a field message. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      // The list knows the project before the workspace opens it (newest first).
      queryClient.setQueryData<ProjectList>(queryKeys.projects, (list) =>
        list ? { projects: [project, ...list.projects.filter((item) => item.id !== project.id)] } : list,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}
