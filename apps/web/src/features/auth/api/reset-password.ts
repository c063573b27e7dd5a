import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "../utils/auth-result";

export interface ResetPasswordInput {
  newPassword: string;
  token: string;
}

/** POST /api/auth/reset-password with the token of the e-mailed link; revokes every session. */
export async function resetPassword({ newPassword, token }: ResetPasswordInput) {
  return unwrapAuthResult(await authClient.resetPassword({ newPassword, token }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
