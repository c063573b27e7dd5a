import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@aesop/shared/contracts/admin";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The latest administrative actions, newest first. */
export const getAuditLog = () => apiRequest<{ entries: AuditEntry[] }>("/admin/audit-log");

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.auditLog, queryFn: getAuditLog, staleTime: 10_000 });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
