import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REGISTRATION_STATUSES } from "@aesop/shared/contracts/registrations";
import { user } from "./auth";

export const betaRegistrations = pgTable(
  "beta_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull().default("pending"),
    /** SHA-256 of the invitation token; the token itself is only in the e-mail. */
    invitationTokenHash: text("invitation_token_hash").unique(),
    invitationExpiresAt: timestamp("invitation_expires_at", { withTimezone: true }),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("beta_registrations_email_lower_idx").on(sql`lower(${table.email})`),
    index("beta_registrations_created_idx").on(table.createdAt.desc()),
  ],
);
