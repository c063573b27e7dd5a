import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@aesop/shared/contracts/admin";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The latest administrative actions, newest first. */
export const getAuditLog = (): Promise<{ entries: AuditEntry[] }> => apiData(api.GET("/api/admin/audit-log"));

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.auditLog, queryFn: getAuditLog, staleTime: 10_000 });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
