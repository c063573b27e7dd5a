import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Project } from "@aesop/shared/contracts/projects";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The cache key of the user's projects. Live events invalidate exactly this key (and so everything
 * under it, such as ["projects", id, "reports"]).
 */

export interface ProjectList {
  projects: Project[];
}

/** The signed-in user's projects, newest first. */
export const getProjects = () => apiData(api.GET("/api/projects"));

export const projectsQueryOptions = () => queryOptions({ queryKey: queryKeys.projects, queryFn: getProjects });

export function useProjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectsQueryOptions(), enabled });
}
