import { useMutation } from "@tanstack/react-query";
import type { AcceptInvitation } from "@aesop/shared/contracts/invitations";
import { apiRequest } from "@/lib/api-client";

export interface AcceptedInvitation {
  email: string;
}

/**
 * POST /api/invitations/{token}/accept: creates the invitee's account and sends the confirmation
 * e-mail. 404 INVALID_INVITATION, 409 ACCOUNT_EXISTS, 400 for a password the rules refuse.
 */
export function acceptInvitation({ token, ...body }: AcceptInvitation & { token: string }) {
  return apiRequest<AcceptedInvitation>(`/invitations/${encodeURIComponent(token)}/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
