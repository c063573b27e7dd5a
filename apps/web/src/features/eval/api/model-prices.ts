import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModelPriceTable } from "@aesop/shared/contracts/eval";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/account/model-prices: what a million tokens cost per model, for the cost of each turn. */
export function useModelPrices() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.modelPrices,
      queryFn: () => apiRequest<ModelPriceTable>("/account/model-prices"),
    }),
  );
}

export function useSaveModelPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: ModelPriceTable) =>
      apiRequest<ModelPriceTable>("/account/model-prices", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(table),
      }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.modelPrices, saved),
  });
}
