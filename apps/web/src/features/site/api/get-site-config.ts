import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteConfigResponse } from "@aesop/shared/contracts/site";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getSiteConfig = () => apiRequest<SiteConfigResponse>("/site");

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteConfig, queryFn: getSiteConfig, staleTime: Infinity });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
