import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Registration, RejectRegistration } from "@aesop/shared/contracts/registrations";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Declines an application; the applicant is e-mailed, with the admin's message when there is one. */
export const rejectRegistration = (id: string, body: RejectRegistration): Promise<Registration> =>
  apiData(api.POST("/api/admin/registrations/{id}/reject", { params: { path: { id } }, body }));

export function useRejectRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string | undefined }) => rejectRegistration(id, { message }),
    // The list, the outbox and the audit log all change. The dialog tells the user the outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
