import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getActiveUserGuide = () => apiData(api.GET("/api/user-guides/active"));

export const activeUserGuideQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.activeUserGuide, queryFn: getActiveUserGuide });

export function useActiveUserGuide() {
  return useQuery(activeUserGuideQueryOptions());
}
