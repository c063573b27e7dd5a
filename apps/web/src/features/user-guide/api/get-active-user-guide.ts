import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActiveUserGuideResponse } from "@aesop/shared/contracts/user-guides";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getActiveUserGuide = () => apiRequest<ActiveUserGuideResponse>("/user-guides/active");

export const activeUserGuideQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.activeUserGuide, queryFn: getActiveUserGuide });

export function useActiveUserGuide() {
  return useQuery(activeUserGuideQueryOptions());
}
