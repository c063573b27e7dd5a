import { sql } from "drizzle-orm";
import type { ToolCallRecord } from "@aesop/shared/contracts/tools";
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
import type {
  CheckResult,
  CriterionScore,
  EvalRunStatus,
  HumanVerdictKind,
  JudgeKind,
  ModelPrice,
  RunFigures,
  ScenarioResultStatus,
  TargetConfig,
  TargetKind,
  TargetLimits,
  VerdictRuleKind,
} from "@aesop/shared/contracts/eval";
import type { TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import { user } from "./auth";
import { projects } from "./projects";

/**
 * The assistants under test of a project. `config` is what the browser sees (secrets masked as
 * `••••1234`); the secrets themselves are `sealed_secrets`, encrypted (lib/secret-box.ts).
 */
export const evalTargets = pgTable(
  "eval_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").$type<TargetKind>().notNull(),
    config: jsonb("config").$type<TargetConfig>().notNull(),
    limits: jsonb("limits").$type<TargetLimits>().notNull(),
    /** `{ apiKey?, headers: { name: value } }` as JSON, sealed; null when the target has no secret. */
    sealedSecrets: text("sealed_secrets"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("eval_targets_project_idx").on(table.projectId, table.createdAt)],
);

/**
 * One run of a test script version against a target. What it ran is recorded (the script's
 * content, the target's configuration without secrets, the judge, the seed) so that a rerun and
 * the results page never depend on what has been edited since.
 */
export const evalRuns = pgTable(
  "eval_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    status: text("status").$type<EvalRunStatus>().notNull().default("queued"),
    scriptReportId: bigint("script_report_id", { mode: "number" }).notNull(),
    scriptVersion: integer("script_version").notNull(),
    scriptName: text("script_name").notNull(),
    script: jsonb("script").$type<TestScriptContent>().notNull(),
    /** The target may be deleted later; the run keeps its name and configuration. */
    targetId: uuid("target_id").references(() => evalTargets.id, { onDelete: "set null" }),
    targetName: text("target_name").notNull(),
    targetConfig: jsonb("target_config").$type<TargetConfig>().notNull(),
    targetLimits: jsonb("target_limits").$type<TargetLimits>().notNull(),
    /** The instructions the target ran on, when AESOP knows them (instruction leaks are checked against them). */
    systemPrompt: text("system_prompt"),
    judge: text("judge").$type<JudgeKind>().notNull(),
    /** The judge and evaluator models of an LLM run. */
    judgeModel: text("judge_model"),
    evaluatorModel: text("evaluator_model"),
    seed: integer("seed").notNull(),
    useReplyCache: boolean("use_reply_cache").notNull().default(false),
    /** Samples per scenario (decision 0058): each scenario is played this many times, independently. */
    repeats: integer("repeats").notNull().default(1),
    /** How a scenario's samples make its verdict: category-default, all, majority or at-least (`at_least`). */
    verdictRule: text("verdict_rule").$type<VerdictRuleKind>().notNull().default("category-default"),
    atLeast: integer("at_least"),
    /** Samples in all: scenarios × repeats. */
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    passed: integer("passed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    errored: integer("errored").notNull().default(0),
    reportId: bigint("report_id", { mode: "number" }),
    error: text("error"),
    /**
     * The run's scenario-level figures (pass rate by the verdict rule, its interval, flaky and
     * overridden counts), stored when it ends and when a person sets a verdict: lists read them.
     */
    figures: jsonb("figures").$type<RunFigures>(),
    /**
     * The run this one follows up, its parent: a re-test after a fix of the instructions (issue 38)
     * or a re-run of some of its scenarios (issue 33). Its page compares each scenario with that
     * run's (fixed, still failing, newly failing); the parent lists it.
     */
    fixesRunId: uuid("fixes_run_id").references((): AnyPgColumn => evalRuns.id, { onDelete: "set null" }),
    /**
     * The matrix this run belongs to (issue 36, decision 0071): one script version against several
     * targets is one ordinary run per target sharing this id; null for a run on its own.
     */
    matrixId: uuid("matrix_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("eval_runs_project_number_idx").on(table.projectId, table.number),
    index("eval_runs_project_created_idx").on(table.projectId, table.createdAt.desc()),
    // The runs under way, which the supervisor and each target's admission look through (decision 0054).
    index("eval_runs_active_idx")
      .on(table.targetId)
      .where(sql`status in ('queued', 'running')`),
    index("eval_runs_matrix_idx")
      .on(table.matrixId)
      .where(sql`matrix_id is not null`),
  ],
);

/** One scenario of a run: its verdict. `job_id` is the pg-boss job that claimed it (exactly once). */
export const evalScenarioResults = pgTable(
  "eval_scenario_results",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    runId: uuid("run_id")
      .notNull()
      .references(() => evalRuns.id, { onDelete: "cascade" }),
    scenarioId: text("scenario_id").notNull(),
    /** Which of the scenario's samples this row is (0 … repeats − 1). */
    sample: integer("sample").notNull().default(0),
    position: integer("position").notNull(),
    status: text("status").$type<ScenarioResultStatus>().notNull().default("pending"),
    jobId: text("job_id"),
    scores: jsonb("scores").$type<CriterionScore[]>().notNull().default([]),
    checks: jsonb("checks").$type<CheckResult[]>().notNull().default([]),
    reason: text("reason"),
    turnCount: integer("turn_count").notNull().default(0),
    latencyMs: doublePrecision("latency_ms"),
    costUsd: doublePrecision("cost_usd"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("eval_scenario_results_run_scenario_sample_idx").on(table.runId, table.scenarioId, table.sample),
    index("eval_scenario_results_run_status_idx").on(table.runId, table.status),
  ],
);

/**
 * A target's slots in use, across every process and instance (decision 0054): a row per scenario
 * admitted to run (it holds the slot until its verdict) or per Cave exchange (for its call). A Cave
 * exchange waiting for a slot has a row without `granted_at`, which keeps new scenarios from taking
 * the next free slot. `expires_at` frees the slot of a process that died holding it.
 */
export const evalTargetSlots = pgTable(
  "eval_target_slots",
  {
    holder: text("holder").primaryKey(),
    targetId: uuid("target_id")
      .notNull()
      .references(() => evalTargets.id, { onDelete: "cascade" }),
    /** The scenario that holds it (its run's rows cascade); null for a Cave exchange. */
    scenarioResultId: bigint("scenario_result_id", { mode: "number" }).references(() => evalScenarioResults.id, {
      onDelete: "cascade",
    }),
    grantedAt: timestamp("granted_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("eval_target_slots_target_idx").on(table.targetId),
    index("eval_target_slots_scenario_idx").on(table.scenarioResultId),
  ],
);

/** Every turn sent to the target and what came back, stored as it happens (a resumed scenario continues). */
export const evalTurns = pgTable(
  "eval_turns",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    runId: uuid("run_id")
      .notNull()
      .references(() => evalRuns.id, { onDelete: "cascade" }),
    scenarioId: text("scenario_id").notNull(),
    sample: integer("sample").notNull().default(0),
    index: integer("index").notNull(),
    message: text("message").notNull(),
    reply: text("reply"),
    error: text("error"),
    latencyMs: doublePrecision("latency_ms"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    costUsd: doublePrecision("cost_usd"),
    cached: boolean("cached").notNull().default(false),
    checks: jsonb("checks").$type<CheckResult[]>().notNull().default([]),
    scores: jsonb("scores").$type<CriterionScore[]>().notNull().default([]),
    /** The tools the assistant called in this turn, with AESOP's answers (issue 37). */
    toolCalls: jsonb("tool_calls").$type<ToolCallRecord[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("eval_turns_run_scenario_sample_index_idx").on(
      table.runId,
      table.scenarioId,
      table.sample,
      table.index,
    ),
  ],
);

/** A user's price table (per million tokens); none stored: the defaults. */
export const modelPriceTables = pgTable("model_price_tables", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  prices: jsonb("prices").$type<ModelPrice[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Replies of earlier runs, per user, keyed by a hash of the target's configuration (without
 * secrets), its system prompt, the history and the message: a rerun against an unchanged target
 * can take them instead of calling it.
 */
export const evalReplyCache = pgTable(
  "eval_reply_cache",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    reply: text("reply").notNull(),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("eval_reply_cache_user_key_idx").on(table.userId, table.key)],
);

/**
 * A person's verdict on a scenario of a run (decision 0058): it overrides the judge in that run's
 * figures, and is shown beside the judge's on later runs of the same script version's scenario.
 */
export const evalHumanVerdicts = pgTable(
  "eval_human_verdicts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    runId: uuid("run_id")
      .notNull()
      .references(() => evalRuns.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    scriptReportId: bigint("script_report_id", { mode: "number" }).notNull(),
    scriptVersion: integer("script_version").notNull(),
    scenarioId: text("scenario_id").notNull(),
    verdict: text("verdict").$type<HumanVerdictKind>().notNull(),
    note: text("note").notNull().default(""),
    /** What the judge had said when the person set it (the judge agreement's other half). */
    judgeVerdict: text("judge_verdict").$type<HumanVerdictKind>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("eval_human_verdicts_run_scenario_idx").on(table.runId, table.scenarioId),
    index("eval_human_verdicts_script_idx").on(table.scriptReportId, table.scriptVersion, table.scenarioId),
  ],
);
