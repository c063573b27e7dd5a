import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@aesop/shared/contracts/account";
import { ApiRequestError, api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in user, or null for a visitor. */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiData(api.GET("/api/me"));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 30_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}
