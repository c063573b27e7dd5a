import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserGuide } from "@aesop/shared/contracts/admin";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every published user guide, active or not. */
export const getUserGuides = (): Promise<{ guides: AdminUserGuide[] }> => apiData(api.GET("/api/admin/user-guides"));

export const userGuidesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.userGuides, queryFn: getUserGuides });

export function useUserGuides() {
  return useQuery(userGuidesQueryOptions());
}
