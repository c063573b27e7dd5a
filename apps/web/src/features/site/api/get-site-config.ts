import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getSiteConfig = () => apiData(api.GET("/api/site"));

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteConfig, queryFn: getSiteConfig, staleTime: Infinity });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
