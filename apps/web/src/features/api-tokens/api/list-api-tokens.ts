import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const listApiTokens = () => apiData(api.GET("/api/account/api-tokens"));

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiTokens, queryFn: listApiTokens, select: (data) => data.tokens });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());
