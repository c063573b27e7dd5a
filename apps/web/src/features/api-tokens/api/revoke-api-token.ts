import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { queryKeys } from "@/lib/query-keys";

export const revokeApiToken = (id: string) =>
  apiData(api.DELETE("/api/account/api-tokens/{id}", { params: { path: { id } } }));

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => notice.success("API token revoked"),
    onError: (error) => notice.error("Failed to revoke the API token", { description: errorDescription(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
