import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "../utils/auth-result";
import { authModePath } from "../utils/auth-mode";

/** Where the e-mailed link lands; better-auth appends `token` (or `error=INVALID_TOKEN`). */
export const PASSWORD_RESET_REDIRECT = authModePath("reset-password");

/**
 * POST /api/auth/request-password-reset. The server answers the same way whether or not the
 * address has an account, so the caller cannot learn who is registered.
 */
export async function requestPasswordReset(email: string) {
  return unwrapAuthResult(
    await authClient.requestPasswordReset({ email: email.trim(), redirectTo: PASSWORD_RESET_REDIRECT }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
