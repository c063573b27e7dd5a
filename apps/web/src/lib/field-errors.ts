import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./api-client";

/**
 * Puts the server's validation issues under the form's own fields (the first one focused), so that
 * bad input is explained where it was typed. Returns false when no issue names one of `fields`:
 * the caller then tells the user another way (a notice).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let shown = 0;
  for (const field of fields) {
    const issue = error.issues.find((candidate) => candidate.path === field);
    if (!issue) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: shown === 0 });
    shown++;
  }
  return shown > 0;
}
