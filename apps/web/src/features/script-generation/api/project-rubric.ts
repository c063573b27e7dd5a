import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RubricVersion } from "@aesop/shared/contracts/test-scripts";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type ProjectRubric = RubricVersion & { versions: { version: number; createdAt: string | null }[] };

/** GET /api/projects/{id}/rubric: the rubric new scripts are scored against. */
export const getProjectRubric = (projectId: string): Promise<ProjectRubric> =>
  apiData(api.GET("/api/projects/{id}/rubric", { params: { path: { id: projectId } } }));

export function useProjectRubric(projectId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.projectRubric(projectId), queryFn: () => getProjectRubric(projectId) }),
  );
}
