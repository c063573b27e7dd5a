import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Invitation } from "@aesop/shared/contracts/invitations";
import { ApiRequestError, api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/invitations/{token}: who is invited; 404 INVALID_INVITATION for an unknown or used token. */
export const getInvitation = (token: string): Promise<Invitation> =>
  apiData(api.GET("/api/invitations/{token}", { params: { path: { token } } }));

/** A client error (an invalid token) is final; only server and network failures are retried. */
const retryServerErrors = (failureCount: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1;

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitation(token),
    queryFn: () => getInvitation(token),
    retry: retryServerErrors,
    staleTime: Infinity,
    enabled: token !== "",
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
