import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxEmail } from "@aesop/shared/contracts/admin";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The e-mails the platform sent or stored, newest first. */
export const getOutbox = (): Promise<{ emails: OutboxEmail[] }> => apiData(api.GET("/api/admin/outbox"));

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.outbox, queryFn: getOutbox, staleTime: 5_000 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
