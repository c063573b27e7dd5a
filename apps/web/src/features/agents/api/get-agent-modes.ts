import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/agents/modes: which mode each agent runs in, and whether voice input is offered. */
export const getAgentModes = () => apiData(api.GET("/api/agents/modes"));

export const agentModesQueryOptions = () =>
  // The server's configuration changes only with a restart.
  queryOptions({ queryKey: queryKeys.agentModes, queryFn: getAgentModes, staleTime: 5 * 60_000 });

export function useAgentModes() {
  return useQuery(agentModesQueryOptions());
}
