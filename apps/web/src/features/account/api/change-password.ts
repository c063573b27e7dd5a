import { useMutation } from "@tanstack/react-query";
import type { ChangePassword } from "@aesop/shared/contracts/account";
import { api, apiData } from "@/lib/api-client";

/**
 * Changes the password (204); the server ends every other session and renews this one's cookie.
 * 400 WRONG_PASSWORD names `currentPassword`, a refused new password names `newPassword`.
 */
export const changePassword = (input: ChangePassword) => apiData(api.POST("/api/me/password", { body: input }));

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
