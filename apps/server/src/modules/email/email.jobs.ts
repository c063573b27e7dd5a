import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/index";
import type { JobQueue } from "../../lib/jobs";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mailer";
import { SEND_EMAIL_QUEUE, type SendEmailJob } from "./email.service";

/**
 * Sends outbox mails. Without a mailer a mail is marked 'stored' (read at /admin/outbox). A
 * failure is recorded on the row and rethrown so pg-boss retries with backoff; the last failure
 * marks the row 'failed'.
 */
export async function registerEmailWorker(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer | null;
  logger: Logger;
}) {
  const { db, jobs, mailer, logger } = deps;
  await jobs.work<SendEmailJob>(
    SEND_EMAIL_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, job.data.emailId));
      if (!mail || mail.status === "sent" || mail.status === "stored") return;
      if (!mailer) {
        await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, mail.id));
        return;
      }
      try {
        await mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
          .where(eq(emailOutbox.id, mail.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const lastAttempt = job.retryCount >= job.retryLimit;
        await db
          .update(emailOutbox)
          .set({
            status: lastAttempt ? "failed" : "queued",
            attempts: sql`${emailOutbox.attempts} + 1`,
            lastError: message,
          })
          .where(eq(emailOutbox.id, mail.id));
        logger.warn({ emailId: mail.id, attempt: job.retryCount + 1, err: message }, "e-mail not sent");
        throw error;
      }
    },
  );
}
