import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModelPriceTable } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/account/model-prices: what a million tokens cost per model, for the cost of each turn. */
export function useModelPrices() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.modelPrices,
      queryFn: () => apiData(api.GET("/api/account/model-prices")),
    }),
  );
}

export function useSaveModelPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: ModelPriceTable) => apiData(api.PUT("/api/account/model-prices", { body: table })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.modelPrices, saved),
  });
}
