import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CaveDialogue, CaveDialogueStatus, CavePace, CaveTurn } from "@aesop/shared/contracts/cave";
import type {
  CheckResult,
  CriterionScore,
  HumanVerdictKind,
  JudgeKind,
  TargetConfig,
  TargetLimits,
} from "@aesop/shared/contracts/eval";
import type { RubricCriterion, Scenario } from "@aesop/shared/contracts/test-scripts";
import { user } from "./auth";
import { evalTargets } from "./eval";
import { projects } from "./projects";

/**
 * What a dialogue follows, resolved when the session started: a scenario's copy (so later edits of
 * the script do not move it), the rubric criteria that score it, its turn limit and, for a
 * scenario of a script, where it came from.
 */
export interface CavePlan {
  scenario: Scenario;
  criteria: RubricCriterion[];
  maxTurns: number;
  source: "script" | "ad-hoc";
  scriptReportId: number | null;
  scriptVersion: number | null;
  /**
   * The rules of the instructions every reply is held to, read from the script's rule scenarios
   * (evaluation/judge/checks.ts `watchedRulesOf`, decision 0072). Absent on plans stored before it
   * and on ad-hoc dialogues, which have no script to read them from.
   */
  watchedRules?: { rule: string; objective: string }[];
}

/**
 * A Cave of Shadows session: up to six dialogues between an evaluator and one target. Like an
 * evaluation run it keeps the target's configuration (without secrets) as it was at the start.
 */
export const caveSessions = pgTable(
  "cave_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    status: text("status").$type<"running" | "ended">().notNull().default("running"),
    judge: text("judge").$type<JudgeKind>().notNull(),
    /** How the evaluator moves between exchanges (docs/decisions/0039). */
    pace: text("pace").$type<CavePace>().notNull().default("paced"),
    targetId: uuid("target_id").references(() => evalTargets.id, { onDelete: "set null" }),
    targetName: text("target_name").notNull(),
    targetConfig: jsonb("target_config").$type<TargetConfig>().notNull(),
    targetLimits: jsonb("target_limits").$type<TargetLimits>().notNull(),
    /** The instructions the target ran on, when AESOP knows them (never shown to the evaluator). */
    systemPrompt: text("system_prompt"),
    reportId: bigint("report_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("cave_sessions_project_number_idx").on(table.projectId, table.number),
    index("cave_sessions_project_created_idx").on(table.projectId, table.createdAt.desc()),
  ],
);

/**
 * One dialogue of a session. `head_turn_id` is the last turn of the live branch; `step_job_id` is
 * the pg-boss job that holds the exchange in flight (null when none): the claim that makes each
 * exchange happen once, and that pause keeps but stop, take-over and branch take away.
 */
export const caveDialogues = pgTable(
  "cave_dialogues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => caveSessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    plan: jsonb("plan").$type<CavePlan>().notNull(),
    status: text("status").$type<CaveDialogueStatus>().notNull().default("running"),
    /** No foreign key: the turn and the head move in separate statements (a turn is written first). */
    headTurnId: uuid("head_turn_id"),
    stepJobId: text("step_job_id"),
    summary: jsonb("summary").$type<NonNullable<CaveDialogue["summary"]>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("cave_dialogues_session_position_idx").on(table.sessionId, table.position)],
);

/** Every turn of every branch: a tree per dialogue through `parent_id`. */
export const caveTurns = pgTable(
  "cave_turns",
  {
    id: uuid("id").primaryKey(),
    dialogueId: uuid("dialogue_id")
      .notNull()
      .references(() => caveDialogues.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => caveTurns.id, { onDelete: "cascade" }),
    role: text("role").$type<CaveTurn["role"]>().notNull(),
    author: text("author").$type<CaveTurn["author"]>().notNull(),
    text: text("text").notNull().default(""),
    streaming: boolean("streaming").notNull().default(false),
    error: text("error"),
    latencyMs: doublePrecision("latency_ms"),
    checks: jsonb("checks").$type<CheckResult[]>().notNull().default([]),
    scores: jsonb("scores").$type<CriterionScore[]>().notNull().default([]),
    flagNote: text("flag_note"),
    flaggedAt: timestamp("flagged_at", { withTimezone: true }),
    /**
     * A person's verdict on a reply (decision 0079): one per turn, replaced when given again. Kept
     * on the turn, as its flag is, so it lives and goes with it (a dropped branch takes it along).
     */
    humanVerdict: text("human_verdict").$type<HumanVerdictKind>(),
    humanVerdictNote: text("human_verdict_note"),
    /** What the judge said of the reply when the person gave theirs (the judge agreement's other half). */
    humanVerdictJudge: text("human_verdict_judge").$type<HumanVerdictKind>(),
    humanVerdictAt: timestamp("human_verdict_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cave_turns_dialogue_idx").on(table.dialogueId, table.createdAt)],
);
