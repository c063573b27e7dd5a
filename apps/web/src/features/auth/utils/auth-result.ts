import { ApiRequestError } from "@/lib/api-client";

/** What better-auth's client resolves to: data, or an error with the provider's status and message. */
export type AuthClientResult<T> =
  | { data: T; error: null }
  | {
      data: null;
      error: {
        status: number;
        statusText?: string;
        code?: string | undefined;
        message?: string | undefined;
        /** The API's own error shape, which the server's gateway in front of better-auth answers with. */
        error?: { code?: string | undefined; message?: string | undefined } | undefined;
      };
    };

/**
 * The data of a better-auth call, or its error thrown as the app's ApiRequestError, so that auth
 * calls fail the same way as every other API call (TanStack Query sees a rejected promise).
 */
export function unwrapAuthResult<T>(result: AuthClientResult<T>): T {
  if (result.error) {
    const { status, statusText, error: apiError } = result.error;
    const code = result.error.code ?? apiError?.code;
    const message = result.error.message ?? apiError?.message;
    throw new ApiRequestError(
      status,
      code ?? "AUTH_ERROR",
      message ?? statusText ?? `Request failed with status ${status}`,
    );
  }
  return result.data;
}
