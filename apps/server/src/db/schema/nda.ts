import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const ndaVersions = pgTable("nda_versions", {
  version: integer("version").primaryKey(),
  ndaText: text("nda_text").notNull(),
  effectiveDate: date("effective_date").notNull(),
  textSha256: text("text_sha256").notNull(),
  /** Version 1 is seeded from a template that a lawyer should replace. */
  isTemplate: boolean("is_template").notNull().default(false),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only history: who accepted which text, when, from where. */
export const ndaAcceptances = pgTable(
  "nda_acceptances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    version: integer("version")
      .notNull()
      .references(() => ndaVersions.version),
    textSha256: text("text_sha256").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (table) => [index("nda_acceptances_user_idx").on(table.userId)],
);
