/** The human part of a failed request, for a toast's description. */
export function errorDescription(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Please try again later.";
}
