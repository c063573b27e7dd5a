import { useMutation } from "@tanstack/react-query";
import type { AcceptNda, NdaStatus } from "@aesop/shared/contracts/nda";
import { apiRequest } from "@/lib/api-client";

/** POST /api/nda/accept with the version and text digest the user was shown; answers the new status. */
export function acceptNda(body: AcceptNda) {
  return apiRequest<NdaStatus>("/nda/accept", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function useAcceptNda() {
  return useMutation({ mutationFn: acceptNda });
}
