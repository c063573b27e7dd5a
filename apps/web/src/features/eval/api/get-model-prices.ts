import { queryOptions, useQuery } from "@tanstack/react-query";
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
