import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModelPriceTable } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useSaveModelPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: ModelPriceTable) => apiData(api.PUT("/api/account/model-prices", { body: table })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.modelPrices, saved),
  });
}
