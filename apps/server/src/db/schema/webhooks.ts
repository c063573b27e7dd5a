import { pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Signatures of webhook callbacks already accepted: a signed callback works once. Rows older
 * than the signature's validity window are useless (the timestamp check refuses them) and pruned.
 */
export const usedWebhookSignatures = pgTable("used_webhook_signatures", {
  signature: varchar("signature", { length: 100 }).primaryKey(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});
