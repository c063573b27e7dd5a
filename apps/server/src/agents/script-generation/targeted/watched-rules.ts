import { watchedRule, type WatchedRule } from "../../../evaluation/judge/checks";
import { ruleScenarios } from "./instruction-rules";

/** Instructions read lately: a run judges every scenario against the same text. */
const known = new Map<string, WatchedRule[]>();
const KNOWN_MAX = 32;

/**
 * The prohibitions of a set of instructions, as the rule watch holds replies to them (decisions
 * 0062, 0072): for a script that tests none of them itself (imported, or written by hand), every
 * rule the reader finds, as a thorough script would test it.
 */
export function rulesWatchedIn(instructions: string): WatchedRule[] {
  const cached = known.get(instructions);
  if (cached) return cached;
  const watched = new Map<string, WatchedRule>();
  for (const scenario of ruleScenarios(instructions, "thorough")) {
    if (!(scenario.checks ?? []).some((check) => check.type === "refusal" && check.expected === "refuses")) continue;
    watched.set(scenario.objective, watchedRule(scenario.rule, scenario.objective));
  }
  const rules = [...watched.values()];
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(instructions, rules);
  return rules;
}
