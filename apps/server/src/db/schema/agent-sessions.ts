import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AGENT_MODES, AGENT_SESSION_STATUSES, CHAT_AGENTS } from "@aesop/shared/contracts/agents";
import type { TokenUsage } from "@aesop/shared/contracts/reports";
import { user } from "./auth";
import { projects, reports } from "./projects";

/** A conversation with a chat agent (Ideation, Interview) about one project of its user. */
export const agentSessions = pgTable(
  "agent_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    agent: text("agent", { enum: CHAT_AGENTS }).notNull(),
    status: text("status", { enum: AGENT_SESSION_STATUSES }).notNull().default("active"),
    mode: text("mode", { enum: AGENT_MODES }).notNull(),
    timeframe: integer("timeframe"),
    /** Where the conversation plan stands (topics, answers); the guided engine's state. */
    state: jsonb("state").$type<unknown>().notNull(),
    title: text("title").notNull().default(""),
    usage: jsonb("usage").$type<TokenUsage>(),
    reportId: bigint("report_id", { mode: "number" }).references(() => reports.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("agent_sessions_project_agent_idx").on(table.projectId, table.agent, table.createdAt.desc())],
);

export const agentMessages = pgTable(
  "agent_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => agentSessions.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["complete", "failed"] })
      .notNull()
      .default("complete"),
    error: text("error"),
    /** Order within the session: timestamps of a fast guided exchange can be equal. */
    seq: integer("seq").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("agent_messages_session_seq_idx").on(table.sessionId, table.seq)],
);
