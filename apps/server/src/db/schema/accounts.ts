import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Settings } from "@aesop/shared/contracts/account";
import { user } from "./auth";

/** What the product keeps about a user beyond authentication. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  settings: jsonb("settings").$type<Partial<Settings>>().notNull().default({}),
  ndaAccepted: boolean("nda_accepted").notNull().default(false),
  ndaAcceptedAt: timestamp("nda_accepted_at", { withTimezone: true }),
  ndaVersion: integer("nda_version"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
