import type { OutboxEmail } from "@aesop/shared/contracts/admin";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../lib/jobs";
import { findQueuedEmailIds, insertOutboxEmail, listLatestOutboxEmails, type OutboxExecutor } from "./email.queries";
import type { EmailContent } from "./email.templates";

export const SEND_EMAIL_QUEUE = "email.send";

export interface SendEmailJob {
  emailId: string;
}

/**
 * Writes the mail to the outbox (in the caller's transaction when given one). The caller then
 * hands the returned id to `dispatchEmails` after commit; a mail whose dispatch was lost is
 * picked up again at start by `requeueStuckEmails`.
 */
export async function addToOutbox(
  db: OutboxExecutor,
  kind: string,
  to: string,
  content: EmailContent,
): Promise<string> {
  return insertOutboxEmail(db, {
    kind,
    toAddress: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
}

export async function dispatchEmails(jobs: JobQueue, emailIds: string[]): Promise<void> {
  for (const emailId of emailIds) {
    // The singleton key makes a repeated dispatch of the same mail a no-op.
    await jobs.send(SEND_EMAIL_QUEUE, { emailId } satisfies SendEmailJob, { singletonKey: emailId });
  }
}

/** Outbox then queue, for mails that are not part of a larger transaction. */
export async function queueEmail(
  deps: { db: Database; jobs: JobQueue },
  kind: string,
  to: string,
  content: EmailContent,
): Promise<string> {
  const id = await addToOutbox(deps.db, kind, to, content);
  await dispatchEmails(deps.jobs, [id]);
  return id;
}

export async function requeueStuckEmails(deps: { db: Database; jobs: JobQueue }): Promise<number> {
  const queued = await findQueuedEmailIds(deps.db);
  await dispatchEmails(deps.jobs, queued);
  return queued.length;
}

export async function listOutbox({ db }: { db: Database }, limit = 200): Promise<OutboxEmail[]> {
  const rows = await listLatestOutboxEmails(db, limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    textBody: row.textBody,
    htmlBody: row.htmlBody,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
