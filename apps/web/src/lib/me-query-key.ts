/**
 * The cache key of GET /api/me. The session feature owns the query; auth and account update it
 * after sign-in, NDA acceptance, profile changes and deletion, and features do not import each
 * other, so the key lives here.
 */
export const meQueryKey = ["me"] as const;
