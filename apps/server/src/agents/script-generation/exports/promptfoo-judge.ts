import { checkTypeName, PROJECT_RULES_CHECK, type ScenarioCheck } from "@aesop/shared/contracts/test-scripts";
import { projectRulesCheck, runCheck, type CheckContext, type WatchedRule } from "../../../evaluation/judge/checks";

/**
 * AESOP's judge as a promptfoo assertion: the entry of `aesop-assertions.cjs`, the file the
 * promptfoo export ships beside its YAML (`npm run formats:write` bundles this module with the
 * judge it imports; docs/decisions/0040). Each deterministic check of a scenario becomes
 *
 *   { type: javascript, value: "file://aesop-assertions.cjs:aesopCheck", config: { check, context } }
 *
 * and promptfoo calls `aesopCheck(output, context)` on each turn's reply. The judge reads the
 * dialogue so far as an Eval run does: the earlier turns from promptfoo's `_conversation`, this
 * turn's message from `vars.message`, the instructions from `vars.system`, and what the scenario
 * tries to get from the check's context (checks.ts `checkContextOf`). On a scenario's last turn the
 * verdict is the one an Eval run gives the same replies.
 */

/** What the export writes into each assertion's `config`. */
export interface PromptfooJudgeConfig {
  check: ScenarioCheck;
  /** The scenario's check context without the messages, which promptfoo's conversation supplies. */
  context: Omit<CheckContext, "messages">;
}

/**
 * What the export writes into the rule watch's `config` (decision 0072): the instructions' rules
 * every reply is held to, once, in `defaultTest.assert`. The scenario's own rule, which its own
 * checks judge, comes from the test's `metadata.rule`.
 */
export interface PromptfooRulesConfig {
  rules: WatchedRule[];
}

/** The parts of promptfoo 0.120.0's assertion context the judge reads. */
export interface PromptfooAssertionContext {
  vars?: Record<string, unknown>;
  test?: { metadata?: Record<string, unknown> };
  config?: Partial<PromptfooJudgeConfig> & Partial<PromptfooRulesConfig>;
}

/** promptfoo's GradingResult. */
export interface PromptfooGradingResult {
  pass: boolean;
  score: number;
  reason: string;
}

const CHECK_TYPES: ReadonlySet<string> = new Set<ScenarioCheck["type"]>([
  "contains",
  "not-contains",
  "regex",
  "not-regex",
  "refusal",
  "crisis-resource",
  "no-personal-data",
  "no-instruction-leak",
  "length",
  "json-shape",
]);

/** A var as the export wrote it: text with template syntax is kept in a raw block (promptfoo-export.ts `literal`). */
function textOf(value: unknown): string {
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);
  const raw = /^\{% raw %\}([\s\S]*)\{% endraw %\}$/.exec(text);
  return raw ? (raw[1] ?? "") : text;
}

interface Exchange {
  message: string;
  reply: string;
}

/**
 * The turns before this one. promptfoo 0.120.0 may already have appended this turn to
 * `_conversation` when the assertions run, so the test's turn number (metadata.turn) says how many
 * came before.
 */
function earlierTurns(context: PromptfooAssertionContext, message: string, reply: string): Exchange[] {
  const history = Array.isArray(context.vars?._conversation) ? (context.vars._conversation as unknown[]) : [];
  const turns = history.map((entry) => {
    const { input, output } = (entry ?? {}) as { input?: unknown; output?: unknown };
    return { message: textOf(input), reply: textOf(output) };
  });
  const turn = context.test?.metadata?.turn;
  if (typeof turn === "number" && Number.isInteger(turn) && turn >= 1) return turns.slice(0, turn - 1);
  const last = turns.at(-1);
  return last && last.message === message && last.reply === reply ? turns.slice(0, -1) : turns;
}

/** The dialogue so far as the judge reads it, this turn last. */
function dialogueOf(output: unknown, context: PromptfooAssertionContext) {
  const system = textOf(context.vars?.system).trim();
  const message = textOf(context.vars?.message);
  const reply = typeof output === "string" ? output : textOf(output);
  const dialogue = [...earlierTurns(context, message, reply), { message, reply }];
  return {
    system: system === "" ? null : system,
    replies: dialogue.map((turn) => turn.reply),
    messages: dialogue.map((turn) => turn.message),
  };
}

export function aesopCheck(output: unknown, context: PromptfooAssertionContext = {}): PromptfooGradingResult {
  const { check, context: scenario = {} } = context.config ?? {};
  if (!check || typeof check !== "object" || !CHECK_TYPES.has(check.type)) {
    return { pass: false, score: 0, reason: "No AESOP check in this assertion's config." };
  }
  const { system, replies, messages } = dialogueOf(output, context);
  const result = runCheck(check, replies, system, { ...scenario, messages });
  return {
    pass: result.passed,
    score: result.passed ? 1 : 0,
    reason: `AESOP ${checkTypeName(check.type)}: ${result.detail}`,
  };
}

/**
 * The instructions' rules on this turn's reply, as an Eval run holds every reply to them: the
 * earlier turns are read as what came before, not judged again (their own tests did that).
 */
export function aesopRules(output: unknown, context: PromptfooAssertionContext = {}): PromptfooGradingResult {
  const rules = context.config?.rules;
  if (!Array.isArray(rules)) return { pass: false, score: 0, reason: "No AESOP rules in this assertion's config." };
  const { system, replies, messages } = dialogueOf(output, context);
  const rule = context.test?.metadata?.rule;
  const broken = projectRulesCheck(
    rules,
    replies,
    system,
    { messages, ...(typeof rule === "string" ? { rule } : {}) },
    replies.length - 1,
  );
  const name = checkTypeName(PROJECT_RULES_CHECK);
  return broken
    ? { pass: false, score: 0, reason: `AESOP ${name}: ${broken.detail}` }
    : { pass: true, score: 1, reason: `AESOP ${name}: kept.` };
}
