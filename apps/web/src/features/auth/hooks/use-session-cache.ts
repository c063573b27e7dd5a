import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { queryKeys } from "@/lib/query-keys";

/**
 * Keeps the cached session in step with what auth just did, so that a route guard never acts
 * on the previous answer.
 */
export function useSessionCache() {
  const queryClient = useQueryClient();

  /** After sign-in or NDA acceptance: fetch the user (and NDA status) again. */
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me, refetchType: "all" }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ndaStatus }),
      ]).then(() => undefined),
    [queryClient],
  );

  /**
   * After sign-out: forget the user at once and drop their NDA status. Nothing is fetched now
   * (the spec: whether the server's sign-out worked or not, the user is treated as signed out);
   * the user's query is only marked stale, so the next page that needs it asks the server.
   */
  const clear = useCallback(() => {
    queryClient.setQueryData(queryKeys.me, null);
    queryClient.removeQueries({ queryKey: queryKeys.ndaStatus });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me, refetchType: "none" });
  }, [queryClient]);

  return useMemo(() => ({ refresh, clear }), [refresh, clear]);
}
