import { useMutation } from "@tanstack/react-query";
import type { AcceptNda, NdaStatus } from "@aesop/shared/contracts/nda";
import { api, apiData } from "@/lib/api-client";

/** POST /api/nda/accept with the version and text digest the user was shown; answers the new status. */
export function acceptNda(body: AcceptNda): Promise<NdaStatus> {
  return apiData(api.POST("/api/nda/accept", { body }));
}

export function useAcceptNda() {
  return useMutation({ mutationFn: acceptNda });
}
