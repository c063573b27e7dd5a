import type { EthosLevel, EthosRisk } from "@aesop/shared/contracts/ethos";
import type { DeploymentProfile } from "./ethos-profile";
import { ALWAYS_CHECKED_FOR_HARM, RISK_RULES, type RiskRule } from "./ethos-risks";
import { quoteOf, type SourceSentence } from "./ethos-sources";

/**
 * Applies the risk rules to a deployment: each applicable risk with its likelihood and severity,
 * raised when a line of the instructions causes it and lowered when the instructions address it.
 */

export interface AssessedRisk {
  rule: RiskRule;
  risk: EthosRisk;
  /** The line that causes it, if any: quoted as the problem. */
  harmful: SourceSentence | null;
  /** One sentence per sign that addresses it (instructions or the oversight answer). */
  addressing: SourceSentence[];
}

const HARMFUL_RULE_RAISE = 2;

export function assessRisks(
  profile: DeploymentProfile,
  rules: readonly SourceSentence[],
  context: readonly SourceSentence[],
): AssessedRisk[] {
  const assessed = RISK_RULES.flatMap((rule) => {
    const harmful = rules.find((sentence) => rule.causedBy?.some((test) => test(sentence.text))) ?? null;
    const applies = rule.appliesTo(profile) || (harmful !== null && ALWAYS_CHECKED_FOR_HARM.has(rule.id));
    return applies ? [assess(rule, profile, rules, context, harmful)] : [];
  });
  // Highest first; the sort is stable, so equal risks keep the rule order.
  return assessed.sort((a, b) => score(b.risk) - score(a.risk));
}

function assess(
  rule: RiskRule,
  profile: DeploymentProfile,
  rules: readonly SourceSentence[],
  context: readonly SourceSentence[],
  harmful: SourceSentence | null,
): AssessedRisk {
  const addressing = rule.addressedBy.flatMap((test) => rules.find((sentence) => test(sentence.text)) ?? []);
  const oversight = rule.contextMitigation
    ? context.find((sentence) => sentence.field === rule.contextMitigation)
    : undefined;
  if (oversight) addressing.push(oversight);
  const unique = addressing.filter((sentence, index) => addressing.indexOf(sentence) === index);
  const addressed = harmful === null && addressing.length >= (rule.needs ?? 1);
  const base = rule.likelihood(profile);
  const likelihood = clamp(harmful ? base + HARMFUL_RULE_RAISE : addressed ? base - 1 : base);
  const severity = clamp(rule.severity(profile));
  const evidence = harmful ?? unique[0] ?? null;
  return {
    rule,
    harmful,
    addressing: unique,
    risk: {
      id: rule.id,
      title: rule.title,
      stakeholder: rule.stakeholder(profile),
      likelihood,
      severity,
      level: levelOf(likelihood * severity),
      mitigation: rule.mitigation,
      addressed,
      evidence: evidence ? quoteOf(evidence) : null,
    },
  };
}

function clamp(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value)));
}

export function score(risk: Pick<EthosRisk, "likelihood" | "severity">): number {
  return risk.likelihood * risk.severity;
}

/** On the 5 × 5 matrix: 12 and above is high (e.g. likely and major), 6 and above medium. */
export function levelOf(product: number): EthosLevel {
  return product >= 12 ? "high" : product >= 6 ? "medium" : "low";
}
