import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NdaStatus } from "@aesop/shared/contracts/nda";
import { apiRequest } from "@/lib/api-client";

/** GET /api/nda/status (signed in): the latest NDA and whether this user still has to accept it. */
export const getNdaStatus = () => apiRequest<NdaStatus>("/nda/status");

export const ndaStatusQueryKey = ["nda-status"] as const;

export const ndaStatusQueryOptions = () => queryOptions({ queryKey: ndaStatusQueryKey, queryFn: getNdaStatus });

export function useNdaStatus() {
  return useQuery(ndaStatusQueryOptions());
}
