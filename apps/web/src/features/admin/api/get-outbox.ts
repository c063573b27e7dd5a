import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxEmail } from "@aesop/shared/contracts/admin";
import { apiRequest } from "@/lib/api-client";

export const outboxQueryKey = ["admin", "outbox"] as const;

/** The e-mails the platform sent or stored, newest first. */
export const getOutbox = () => apiRequest<{ emails: OutboxEmail[] }>("/admin/outbox");

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: outboxQueryKey, queryFn: getOutbox, staleTime: 5_000 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
