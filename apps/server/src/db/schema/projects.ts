import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_AGENTS, REPORT_STATUSES } from "@aesop/shared/contracts/reports";
import { user } from "./auth";

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    projectName: text("project_name").notNull(),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Unique per user, ignoring case (spec section 5).
    uniqueIndex("projects_user_name_lower_idx").on(table.userId, sql`lower(${table.projectName})`),
    index("projects_user_created_idx").on(table.userId, table.createdAt.desc()),
  ],
);

/** Every agent's output for a project: keyed by project id and owner, never by name. */
export const reports = pgTable(
  "reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    agent: text("agent", { enum: REPORT_AGENTS }).notNull(),
    title: text("title").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("queued"),
    error: text("error"),
    markdown: text("markdown"),
    inputText: text("input_text"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("reports_project_created_idx").on(table.projectId, table.createdAt.desc())],
);
