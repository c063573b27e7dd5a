import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NdaStatus } from "@aesop/shared/contracts/nda";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The latest NDA version (and the signed-in user's acceptance of it). */
export const getNdaStatus = (): Promise<NdaStatus> => apiData(api.GET("/api/nda/status"));

export const ndaStatusQueryOptions = () => queryOptions({ queryKey: queryKeys.ndaVersions, queryFn: getNdaStatus });

export function useNdaStatus() {
  return useQuery(ndaStatusQueryOptions());
}
