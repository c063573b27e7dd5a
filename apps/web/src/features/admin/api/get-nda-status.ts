import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NdaStatus } from "@aesop/shared/contracts/nda";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The latest NDA version (and the signed-in user's acceptance of it). */
export const getNdaStatus = () => apiRequest<NdaStatus>("/nda/status");

export const ndaStatusQueryOptions = () => queryOptions({ queryKey: queryKeys.ndaVersions, queryFn: getNdaStatus });

export function useNdaStatus() {
  return useQuery(ndaStatusQueryOptions());
}
