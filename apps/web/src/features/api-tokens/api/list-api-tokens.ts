import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiToken } from "@aesop/shared/contracts/api-tokens";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const listApiTokens = () => apiRequest<{ tokens: ApiToken[] }>("/account/api-tokens");

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiTokens, queryFn: listApiTokens, select: (data) => data.tokens });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());
