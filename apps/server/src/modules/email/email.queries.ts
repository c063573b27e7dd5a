import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/index";

export type OutboxExecutor = Pick<Database, "insert">;
export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface NewOutboxEmail {
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export async function insertOutboxEmail(db: OutboxExecutor, email: NewOutboxEmail): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

export async function findQueuedEmailIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, "queued"));
  return rows.map((row) => row.id);
}

export async function listLatestOutboxEmails(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

export async function findOutboxEmail(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** No mailer configured: the mail stays readable at /admin/outbox; no attempt is counted. */
export async function markEmailStored(db: Database, id: string): Promise<void> {
  await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, id));
}

export async function markEmailSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function recordFailedAttempt(
  db: Database,
  id: string,
  { lastError, lastAttempt }: { lastError: string; lastAttempt: boolean },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: lastAttempt ? "failed" : "queued", attempts: sql`${emailOutbox.attempts} + 1`, lastError })
    .where(eq(emailOutbox.id, id));
}
