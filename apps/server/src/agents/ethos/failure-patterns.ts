import type { FailurePatternCheck } from "@aesop/shared/contracts/ethos";
import type { SentenceTest } from "./ethos-matching";
import {
  hasAudience,
  hasData,
  hasDomain,
  isMinor,
  isVulnerable,
  powerAtLeast,
  type DeploymentProfile,
} from "./ethos-profile";
import { quoteOf, type SourceSentence } from "./ethos-sources";
import * as signs from "./instruction-signs";

/**
 * Known failure patterns of deployed assistants, checked one by one against the instructions:
 * addressed (enough signs), partly (some), not addressed, or not applicable to this deployment.
 * A line that causes the failure is quoted as the problem, whatever else the instructions say.
 */

interface FailurePatternRule {
  id: string;
  name: string;
  /** What the failure looks like here, to start the note with. */
  what: string;
  appliesTo(profile: DeploymentProfile): boolean;
  addressedBy: readonly SentenceTest[];
  needs?: number;
  causedBy?: readonly SentenceTest[];
  /** The best the instructions alone can achieve (environmental cost depends on more than words). */
  atBest?: "partly";
}

const always = () => true;

export const FAILURE_PATTERNS: readonly FailurePatternRule[] = [
  {
    id: "over-reliance",
    name: "Over-reliance",
    what: "Users trust answers more than they deserve and stop checking or asking a person.",
    appliesTo: always,
    addressedBy: [signs.UNCERTAINTY, signs.PROFESSIONAL_REFERRAL, ...signs.HUMAN_REVIEW],
    needs: 2,
  },
  {
    id: "sycophancy",
    name: "Sycophancy",
    what: "The assistant agrees with or flatters the user instead of being accurate.",
    appliesTo: always,
    addressedBy: signs.SYCOPHANCY_GUARD,
    causedBy: signs.SYCOPHANCY_PUSH,
  },
  {
    id: "manipulation",
    name: "Manipulation and dark patterns",
    what: "The assistant steers users against their interests: pressure, false urgency, engagement hooks.",
    appliesTo: (profile) => hasDomain(profile, "retail", "finance", "companionship") || isVulnerable(profile),
    addressedBy: [...signs.FAIR_DEALING, ...signs.DEPENDENCE_CARE],
    causedBy: [...signs.PRESSURE_SELLING, ...signs.ENGAGEMENT_PUSH],
  },
  {
    id: "misinformation",
    name: "Misinformation",
    what: "Fluent, confident answers that are wrong or invented.",
    appliesTo: always,
    addressedBy: [signs.UNCERTAINTY, signs.NO_FABRICATION],
    needs: 2,
  },
  {
    id: "dual-use",
    name: "Dual use and misuse by the operator or users",
    what: "Users turn it to harmful ends, or the operator directs it against the people it serves.",
    appliesTo: always,
    addressedBy: signs.MISUSE_GUARD,
    causedBy: [...signs.DISCRIMINATORY_RULE, ...signs.SURVEILLANCE_RULE, ...signs.HIDES_AI],
  },
  {
    id: "surveillance",
    name: "Surveillance",
    what: "Conversations become a way to monitor, profile or report on people.",
    appliesTo: (profile) =>
      isMinor(profile) ||
      hasAudience(profile, "employees", "job-applicants") ||
      hasData(profile, "biometric", "personal-disclosures", "mental-health"),
    addressedBy: signs.PRIVACY,
    causedBy: signs.SURVEILLANCE_RULE,
  },
  {
    id: "deskilling",
    name: "Deskilling",
    what: "People stop building their own skill or judgement: learners stop thinking, reviewers rubber-stamp.",
    appliesTo: (profile) => hasDomain(profile, "education") || powerAtLeast(profile, "recommends"),
    addressedBy: [...signs.LEARNING_SUPPORT, ...signs.HUMAN_REVIEW],
  },
  {
    id: "cultural-mismatch",
    name: "Cultural mismatch",
    what: "Norms, examples, language or helplines that do not fit the users' culture or country.",
    appliesTo: always,
    addressedBy: signs.CULTURE,
  },
  {
    id: "environmental-cost",
    name: "Environmental cost",
    what: "Energy and water used by model calls, multiplied by every conversation.",
    appliesTo: always,
    addressedBy: [signs.CONCISE],
    atBest: "partly",
  },
];

export function checkFailurePatterns(
  profile: DeploymentProfile,
  rules: readonly SourceSentence[],
  hasInstructions: boolean,
): FailurePatternCheck[] {
  return FAILURE_PATTERNS.map((pattern) => {
    const base = { id: pattern.id, name: pattern.name };
    if (!pattern.appliesTo(profile)) {
      return {
        ...base,
        status: "not-applicable",
        note: `Not applicable to this deployment as described. ${pattern.what}`,
        evidence: [],
      };
    }
    if (!hasInstructions) {
      return {
        ...base,
        status: "not-addressed",
        note: `${pattern.what} No instructions were available to check.`,
        evidence: [],
      };
    }
    const harmful = rules.find((sentence) => pattern.causedBy?.some((test) => test(sentence.text)));
    if (harmful) {
      const where = harmful.line === undefined ? "" : ` (line ${harmful.line})`;
      return {
        ...base,
        status: "not-addressed",
        note: `${pattern.what} The instructions themselves push towards it${where}.`,
        evidence: [quoteOf(harmful)],
      };
    }
    const found = pattern.addressedBy.flatMap((test) => rules.find((sentence) => test(sentence.text)) ?? []);
    const distinct = found.filter((sentence, index) => found.indexOf(sentence) === index);
    const enough = found.length >= (pattern.needs ?? 1);
    const status =
      found.length === 0 ? "not-addressed" : enough && pattern.atBest !== "partly" ? "addressed" : "partly";
    const note =
      status === "addressed"
        ? `${pattern.what} The instructions guard against it.`
        : status === "partly"
          ? `${pattern.what} The instructions go some way${pattern.atBest ? "; the rest depends on the model, its size and the traffic" : ""}.`
          : `${pattern.what} Nothing in the instructions guards against it.`;
    return { ...base, status, note, evidence: distinct.slice(0, 3).map(quoteOf) };
  });
}
