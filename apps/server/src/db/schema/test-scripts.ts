import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RubricCriterion, TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import { user } from "./auth";
import { projects, reports } from "./projects";

/**
 * The saved versions of a test script after the one the agent generated: the generated script is
 * version 1 and lives in its report's data; each edit in the browser adds a row here, never
 * replacing one, so that any two versions can be compared.
 */
export const testScriptVersions = pgTable(
  "test_script_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reportId: bigint("report_id", { mode: "number" })
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    note: text("note"),
    content: jsonb("content").$type<TestScriptContent>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("test_script_versions_report_version_idx").on(table.reportId, table.version)],
);

/** A project's safety rubric, one row per saved version (none: the default rubric, version 0). */
export const projectRubrics = pgTable(
  "project_rubrics",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    criteria: jsonb("criteria").$type<RubricCriterion[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("project_rubrics_project_version_idx").on(table.projectId, table.version)],
);
