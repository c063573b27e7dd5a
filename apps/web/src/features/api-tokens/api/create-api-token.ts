import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateApiToken, CreatedApiToken } from "@aesop/shared/contracts/api-tokens";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createApiToken = (input: CreateApiToken) =>
  apiRequest<CreatedApiToken>("/account/api-tokens", {
    method: "POST",
    body: JSON.stringify(input),
    headers: { "Content-Type": "application/json" },
  });

/** The answer holds the token itself: the caller shows it once and keeps it nowhere else. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
