import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NdaStatus } from "@aesop/shared/contracts/nda";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/nda/status (signed in): the latest NDA and whether this user still has to accept it. */
export const getNdaStatus = (): Promise<NdaStatus> => apiData(api.GET("/api/nda/status"));

export const ndaStatusQueryOptions = () => queryOptions({ queryKey: queryKeys.ndaStatus, queryFn: getNdaStatus });

export function useNdaStatus() {
  return useQuery(ndaStatusQueryOptions());
}
