/** better-auth's code for a sign-in with an address that has not been confirmed yet. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

export const TRY_AGAIN_LATER = "Please try again later.";

interface ErrorLike {
  code?: string | undefined;
  message?: string | undefined;
}

function asErrorLike(error: unknown): ErrorLike {
  if (typeof error !== "object" || error === null) return {};
  const { code, message } = error as Record<string, unknown>;
  return {
    code: typeof code === "string" ? code : undefined,
    message: typeof message === "string" ? message : undefined,
  };
}

/** The error's own message when it has a non-blank one, else the fallback. */
export function errorMessage(error: unknown, fallback: string = TRY_AGAIN_LATER): string {
  const message = asErrorLike(error).message?.trim();
  return message ? message : fallback;
}

/** The description of the 'Login failed' toast: the provider's message, or help for an unconfirmed address. */
export function signInFailureDescription(error: unknown): string {
  if (asErrorLike(error).code === EMAIL_NOT_VERIFIED) {
    return "Please confirm your e-mail address first: open the confirmation link we sent you, then sign in again.";
  }
  return errorMessage(error);
}
