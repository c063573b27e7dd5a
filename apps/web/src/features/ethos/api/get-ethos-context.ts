import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EthosProjectContext } from "@aesop/shared/contracts/ethos";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/projects/{id}/ethos-context: the reports the review reads, and the prefilled answers. */
export const getEthosContext = (projectId: string): Promise<EthosProjectContext> =>
  apiData(api.GET("/api/projects/{id}/ethos-context", { params: { path: { id: projectId } } }));

export const ethosContextQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.ethosContext(projectId), queryFn: () => getEthosContext(projectId) });

export function useEthosContext(projectId: string) {
  return useQuery(ethosContextQueryOptions(projectId));
}
