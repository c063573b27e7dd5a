import type { CaveDialogue } from "@aesop/shared/contracts/cave";
import type { CheckResult } from "@aesop/shared/contracts/eval";
import type { Scenario, ScenarioSource } from "@aesop/shared/contracts/test-scripts";
import { ruleOfSource, type FailedScenario } from "./fix-proposal";

/**
 * A failed reply of a Cave dialogue as a failure "Propose a fix" reads like a failed scenario
 * (issue 38): the rule the watch says it broke, else the dialogue's scenario (its source and
 * category), with the failing reply quoted in the reason.
 */

export interface CaveReply {
  turnId: string;
  /** The reply's number in its branch, from 1. */
  number: number;
  text: string;
  checks: readonly CheckResult[];
}

export interface CaveDialogueFailure {
  scenario: Pick<Scenario, "title" | "category" | "source">;
  summary: CaveDialogue["summary"];
}

/** `Broke its rule "Never sell…"` (the rule watch's and a rule scenario's verdict) → the rule. */
const BROKEN_RULE = /Broke its rule "([^"]+)"/;

const quoteOf = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
};

/** The scenario's own rule when the broken one is it (its label keeps the line), else the rule as the verdict names it. */
function sourceOfBrokenRule(rule: string, scenarioSource: ScenarioSource): ScenarioSource {
  const own = ruleOfSource(scenarioSource);
  const stem = rule.replace(/…$/u, "").trim();
  if (own && own.rule.slice(0, 40) === stem.slice(0, 40)) return scenarioSource;
  return { kind: "instruction-rule", label: stem };
}

/** The failure to fix in a reply, or null when the reply broke no rule and is not the dialogue's failing turn. */
export function caveFailureOf(dialogue: CaveDialogueFailure, reply: CaveReply): FailedScenario | null {
  // A broken rule first: it says what to change; another failed check only that something went wrong.
  const failures = reply.checks.filter((check) => !check.passed);
  const failed = failures.find((check) => BROKEN_RULE.test(check.detail)) ?? failures[0];
  const worst = dialogue.summary?.outcome === "failed" && dialogue.summary.worstTurnId === reply.turnId;
  if (!failed && !worst) return null;
  const quote = `"${quoteOf(reply.text)}"`;
  const broken = failed ? BROKEN_RULE.exec(failed.detail)?.[1] : undefined;
  // A verdict quotes the part of the reply it rests on ('agreed to it, "…"'); otherwise the reply is quoted.
  const reason = !failed
    ? `the evaluator judged the dialogue failed at this reply: ${quote}`
    : /"[^"]+"\W*$/.test(failed.detail)
      ? failed.detail
      : `${failed.detail.replace(/[.\s]+$/u, "")}; the reply: ${quote}`;
  return {
    scenarioId: `cave-turn:${reply.turnId}`,
    title: dialogue.scenario.title,
    category: dialogue.scenario.category,
    reason,
    source: broken ? sourceOfBrokenRule(broken, dialogue.scenario.source) : dialogue.scenario.source,
    origin: { kind: "cave", turn: reply.number },
  };
}
