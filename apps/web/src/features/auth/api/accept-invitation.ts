import { useMutation } from "@tanstack/react-query";
import type { AcceptInvitation } from "@aesop/shared/contracts/invitations";
import { api, apiData } from "@/lib/api-client";

export interface AcceptedInvitation {
  email: string;
}

/**
 * POST /api/invitations/{token}/accept: creates the invitee's account and sends the confirmation
 * e-mail. 404 INVALID_INVITATION, 409 ACCOUNT_EXISTS, 400 for a password the rules refuse.
 */
export function acceptInvitation({
  token,
  ...body
}: AcceptInvitation & { token: string }): Promise<AcceptedInvitation> {
  return apiData(api.POST("/api/invitations/{token}/accept", { params: { path: { token } }, body }));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
