import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EthosProjectContext } from "@aesop/shared/contracts/ethos";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/projects/{id}/ethos-context: the reports the review reads, and the prefilled answers. */
export const getEthosContext = (projectId: string) =>
  apiRequest<EthosProjectContext>(`/projects/${encodeURIComponent(projectId)}/ethos-context`);

export const ethosContextQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.ethosContext(projectId), queryFn: () => getEthosContext(projectId) });

export function useEthosContext(projectId: string) {
  return useQuery(ethosContextQueryOptions(projectId));
}
