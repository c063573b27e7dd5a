/** The cache key of GET /api/me (owned by the session feature; the same key, not an import). */
export const meQueryKey = ["me"] as const;
