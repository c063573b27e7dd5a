import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateApiToken } from "@aesop/shared/contracts/api-tokens";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createApiToken = (input: CreateApiToken) => apiData(api.POST("/api/account/api-tokens", { body: input }));

/** The answer holds the token itself: the caller shows it once and keeps it nowhere else. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
