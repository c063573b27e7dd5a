import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import type { Registration } from "@aesop/shared/contracts/registrations";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { queryKeys } from "@/lib/query-keys";

/** Takes an invitation back: the registration returns to pending and its link stops working. */
export const revokeRegistration = (id: string): Promise<Registration> =>
  apiData(api.POST("/api/admin/registrations/{id}/revoke", { params: { path: { id } } }));

export function useRevokeRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Pick<Registration, "id" | "email">) => revokeRegistration(registration.id),
    onSuccess: (_updated, registration) => {
      notice.success("Invitation revoked", {
        description: `The invitation link sent to ${registration.email} no longer works.`,
      });
    },
    onError: (error) => {
      notice.error("Failed to revoke invitation", { description: errorDescription(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
