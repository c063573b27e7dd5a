import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const userGuides = pgTable(
  "user_guides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    version: text("version").notNull(),
    fileUrl: text("file_url").notNull(),
    isActive: boolean("is_active").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_guides_active_created_idx")
      .on(table.createdAt.desc())
      .where(sql`${table.isActive}`),
  ],
);
