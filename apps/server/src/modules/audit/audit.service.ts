import type { AuditEntry } from "@aesop/shared/contracts/admin";
import type { Database } from "../../db/client";
import { insertAuditEntry, listLatestAuditEntries, type AuditExecutor } from "./audit.queries";

export interface Actor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** Appends to the audit log; pass the transaction so the entry commits with the change. */
export async function recordAudit(db: AuditExecutor, actor: Actor | null, record: AuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId ?? null,
    details: record.details ?? {},
  });
}

export async function listAuditLog({ db }: { db: Database }, limit = 200): Promise<AuditEntry[]> {
  const rows = await listLatestAuditEntries(db, limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
}
