import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const EMAIL_STATUSES = ["queued", "sent", "stored", "failed"] as const;

/**
 * Every mail goes through here before the job queue sends it. Without SMTP_URL a mail ends
 * 'stored': admins read it at /admin/outbox.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("email_outbox_created_idx").on(table.createdAt.desc())],
);
