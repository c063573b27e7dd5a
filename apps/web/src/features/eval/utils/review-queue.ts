import type { ScenarioResult } from "@aesop/shared/contracts/eval";
import { checkTypeName, PROJECT_RULES_CHECK, SCENARIO_SEVERITIES } from "@aesop/shared/contracts/test-scripts";
import { isTypingTarget } from "./results-keys";

/**
 * "Needs a human" (issue 35 part 5): which of a run's scenarios a person should look at first, and
 * why. The judge gives no confidence of its own, so a verdict's confidence is read from what it
 * rests on (decision 0070). It is low when:
 * - a failure rests on wording checks alone (a phrase matched or missed, which a paraphrase or a
 *   quotation does as easily as a real failure);
 * - a failure rests on the judge model's scores alone, every check having passed;
 * - a critical scenario passed with no check but wording holding the reply to its behaviour;
 * - a person judged the same scenario of the same script version otherwise on an earlier run.
 */

export type ReviewReason =
  | "critical-failure"
  | "flaky"
  | "earlier-human-differs"
  | "wording-only-failure"
  | "model-only-failure"
  | "critical-pass-unchecked";

/** The reasons, most pressing first: the queue's order follows it. */
export const REVIEW_REASONS: readonly ReviewReason[] = [
  "critical-failure",
  "flaky",
  "earlier-human-differs",
  "wording-only-failure",
  "model-only-failure",
  "critical-pass-unchecked",
];

export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  "critical-failure": "Critical failure, not yet confirmed",
  flaky: "Flaky: its samples disagree",
  "earlier-human-differs": "You judged it otherwise on an earlier run",
  "wording-only-failure": "Low confidence: failed on wording checks alone",
  "model-only-failure": "Low confidence: failed on the judge model's scores alone",
  "critical-pass-unchecked": "Low confidence: critical, passed with no check but wording",
};

const WORDING = checkTypeName("contains");

/** A check that holds a reply to a behaviour by rule, beyond matching its words. */
const isBehaviourCheck = (type: string) => type !== PROJECT_RULES_CHECK && checkTypeName(type) !== WORDING;

/** Why a scenario needs a person, most pressing first; empty when it does not (or a person already judged it). */
export function reviewReasons(scenario: ScenarioResult): ReviewReason[] {
  const judged = scenario.judgeStatus === "passed" || scenario.judgeStatus === "failed";
  if (!judged || scenario.humanVerdict) return [];
  const critical = scenario.severity === "critical";
  const failed = scenario.judgeStatus === "failed";
  const failedChecks = scenario.checks.filter((check) => !check.passed);
  const earlier = scenario.earlierHumanVerdict;
  const found: Record<ReviewReason, boolean> = {
    "critical-failure": critical && failed,
    flaky: scenario.flaky,
    "earlier-human-differs": earlier !== null && (earlier.verdict === "pass") !== (scenario.judgeStatus === "passed"),
    "wording-only-failure":
      failed && failedChecks.length > 0 && failedChecks.every((check) => checkTypeName(check.type) === WORDING),
    "model-only-failure": failed && failedChecks.length === 0 && scenario.scores.length > 0,
    "critical-pass-unchecked": critical && !failed && !scenario.checks.some((check) => isBehaviourCheck(check.type)),
  };
  return REVIEW_REASONS.filter((reason) => found[reason]);
}

export interface ReviewItem {
  scenario: ScenarioResult;
  reasons: ReviewReason[];
}

const severityRank = (scenario: ScenarioResult) => SCENARIO_SEVERITIES.indexOf(scenario.severity);

/**
 * The queue: scenarios with a reason, by their most pressing reason (unconfirmed critical failures
 * first, then flaky ones, then low confidence), then the more reasons, the more severe, and the
 * run's order (a stable order, so a queue read again after a verdict keeps its place).
 */
export function reviewQueue(scenarios: ScenarioResult[]): ReviewItem[] {
  return scenarios
    .map((scenario, position) => ({ scenario, reasons: reviewReasons(scenario), position }))
    .filter((item) => item.reasons.length > 0)
    .sort(
      (a, b) =>
        REVIEW_REASONS.indexOf(a.reasons[0]!) - REVIEW_REASONS.indexOf(b.reasons[0]!) ||
        b.reasons.length - a.reasons.length ||
        severityRank(b.scenario) - severityRank(a.scenario) ||
        a.position - b.position,
    )
    .map(({ scenario, reasons }) => ({ scenario, reasons }));
}

/** The key a person presses for each action on the review page. */
export const REVIEW_KEYS = { pass: "p", fail: "f", skip: "s" } as const;

export type ReviewAction = keyof typeof REVIEW_KEYS;

/** The action of a key press, unless it was typed into a field or held with a modifier. */
export function reviewActionOf(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): ReviewAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return null;
  const key = event.key.toLowerCase();
  return (Object.keys(REVIEW_KEYS) as ReviewAction[]).find((action) => REVIEW_KEYS[action] === key) ?? null;
}
