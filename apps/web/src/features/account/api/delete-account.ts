import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * Deletes the signed-in user's account and everything it owns; answers 204, or 400
 * CONFIRMATION_MISMATCH when the e-mail is not the account's.
 */
export const deleteAccount = (confirmEmail: string) => apiData(api.DELETE("/api/me", { body: { confirmEmail } }));

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // The session went with the account: signed out at once, then confirmed by the server.
      queryClient.setQueryData(queryKeys.me, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
