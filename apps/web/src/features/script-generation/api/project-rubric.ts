import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RubricVersion } from "@aesop/shared/contracts/test-scripts";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type ProjectRubric = RubricVersion & { versions: { version: number; createdAt: string | null }[] };

/** GET /api/projects/{id}/rubric: the rubric new scripts are scored against. */
export const getProjectRubric = (projectId: string) =>
  apiRequest<ProjectRubric>(`/projects/${encodeURIComponent(projectId)}/rubric`);

export function useProjectRubric(projectId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.projectRubric(projectId), queryFn: () => getProjectRubric(projectId) }),
  );
}
