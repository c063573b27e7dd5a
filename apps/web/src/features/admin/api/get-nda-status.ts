import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NdaStatus } from "@aesop/shared/contracts/nda";
import { apiRequest } from "@/lib/api-client";

export const ndaStatusQueryKey = ["nda", "status"] as const;

/** The latest NDA version (and the signed-in user's acceptance of it). */
export const getNdaStatus = () => apiRequest<NdaStatus>("/nda/status");

export const ndaStatusQueryOptions = () => queryOptions({ queryKey: ndaStatusQueryKey, queryFn: getNdaStatus });

export function useNdaStatus() {
  return useQuery(ndaStatusQueryOptions());
}
