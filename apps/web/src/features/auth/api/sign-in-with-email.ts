import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "../utils/auth-result";

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email. An unconfirmed address fails with 403 EMAIL_NOT_VERIFIED. */
export async function signInWithEmail({ email, password }: SignInInput) {
  return unwrapAuthResult(await authClient.signIn.email({ email, password }));
}

export function useSignInWithEmail() {
  return useMutation({ mutationFn: signInWithEmail });
}
