import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/index";

export type AuditExecutor = Pick<Database, "insert">;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: AuditExecutor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function listLatestAuditEntries(db: Database, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
