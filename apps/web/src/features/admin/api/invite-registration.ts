import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import type { Registration } from "@aesop/shared/contracts/registrations";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { queryKeys } from "@/lib/query-keys";

/** Approves a pending registration and e-mails the invitation; on an invited one, re-sends a fresh link. */
export const inviteRegistration = (id: string): Promise<Registration> =>
  apiData(api.POST("/api/admin/registrations/{id}/invite", { params: { path: { id } } }));

export function useInviteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Pick<Registration, "id" | "email">) => inviteRegistration(registration.id),
    onSuccess: (_updated, registration) => {
      notice.success("Invitation Sent!", { description: `An invitation was sent to ${registration.email}.` });
    },
    onError: (error) => {
      notice.error("Failed to send invitation email", { description: errorDescription(error) });
    },
    // The list, the outbox and the audit log all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
