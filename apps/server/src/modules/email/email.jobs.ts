import type { Database } from "../../db/client";
import type { JobQueue } from "../../lib/jobs";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mailer";
import { findOutboxEmail, markEmailSent, markEmailStored, recordFailedAttempt } from "./email.queries";
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
  await jobs.workEach<SendEmailJob>(SEND_EMAIL_QUEUE, async (job) => {
    const mail = await findOutboxEmail(db, job.data.emailId);
    if (!mail || mail.status === "sent" || mail.status === "stored") return;
    if (!mailer) {
      await markEmailStored(db, mail.id);
      return;
    }
    try {
      await mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
      await markEmailSent(db, mail.id, new Date());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const lastAttempt = job.retryCount >= job.retryLimit;
      await recordFailedAttempt(db, mail.id, { lastError: message, lastAttempt });
      logger.warn({ emailId: mail.id, attempt: job.retryCount + 1, err: message }, "e-mail not sent");
      throw error;
    }
  });
}
