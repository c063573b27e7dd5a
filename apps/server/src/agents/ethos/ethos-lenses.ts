import type { EthosQuote, FailurePatternCheck, Lens, LensFinding, LensId } from "@aesop/shared/contracts/ethos";
import { LENS_IDS } from "@aesop/shared/contracts/ethos";
import type { DimensionFinding, DimensionId, InstructionsAudit } from "../instructions-review/index";
import {
  hasAudience,
  hasDomain,
  isVulnerable,
  powerAtLeast,
  primaryUsers,
  type DeploymentProfile,
} from "./ethos-profile";
import { quoteOf, type SourceSentence } from "./ethos-sources";
import { ANTHROPOMORPHISM } from "./instruction-signs";
import type { AssessedRisk } from "./risk-register";

/**
 * The four lenses: consequences (benefits and harms, who bears them, scale, reversibility), duties
 * and rights, care and character, and justice. Findings come from the assessed risks, the failure
 * patterns and the instructions review; each quotes what it rests on.
 */

const MAX_FINDINGS = 8;
const TOP_CONSEQUENCES = 4;

/** Review dimensions that speak to a lens, when the review found them wanting. */
const REVIEW_LENS: Partial<Record<DimensionId, LensId>> = {
  "regulated-advice": "consequences",
  honesty: "duties-rights",
  privacy: "duties-rights",
  "safety-escalation": "care-character",
  "minors-vulnerable": "care-character",
  tone: "care-character",
  fairness: "justice",
};

export interface LensInputs {
  profile: DeploymentProfile;
  risks: readonly AssessedRisk[];
  failurePatterns: readonly FailurePatternCheck[];
  rules: readonly SourceSentence[];
  /** The review of the instructions and the report to cite (null: computed here, cite the lines only). */
  audit: { audit: InstructionsAudit; reportId: number | null } | null;
}

export function buildLenses(inputs: LensInputs): Lens[] {
  const findings: Record<LensId, LensFinding[]> = {
    consequences: consequences(inputs),
    "duties-rights": riskFindings(inputs, "duties-rights"),
    "care-character": [...riskFindings(inputs, "care-character"), ...character(inputs)],
    justice: [...riskFindings(inputs, "justice"), ...justice(inputs)],
  };
  for (const finding of reviewFindings(inputs)) findings[finding.lens].push(finding.finding);
  return LENS_IDS.map((id) => ({
    id,
    findings: (findings[id].length > 0 ? findings[id] : [nothingFound(id)]).slice(0, MAX_FINDINGS),
  }));
}

function consequences({ profile, risks }: LensInputs): LensFinding[] {
  const benefit: LensFinding = {
    title: "What it offers",
    detail: benefitOf(profile),
    severity: "low",
    evidence: profile.domains.flatMap((domain) => domain.evidence).slice(0, 2),
  };
  const harms = risks
    .filter((assessed) => assessed.risk.level !== "low")
    .slice(0, TOP_CONSEQUENCES)
    .map(({ rule, risk }) => ({
      title: risk.title,
      detail: `Borne by: ${risk.stakeholder}. Scale: ${scaleOf(profile)}. Reversibility: ${rule.reversibility} ${
        risk.addressed ? "The instructions address it." : "The instructions do not address it yet."
      }`,
      severity: risk.level,
      evidence: risk.evidence ? [risk.evidence] : [],
    }));
  return [benefit, ...harms];
}

function benefitOf(profile: DeploymentProfile): string {
  const users = primaryUsers(profile).toLowerCase();
  if (profile.domains.length === 0)
    return `Help for ${users} at any hour; the benefit could not be judged further without knowing what it is for.`;
  const domains = profile.domains.map((domain) => domain.label.toLowerCase()).join(", ");
  return `Help for ${users} in ${domains}, available at any hour and at scale; its value depends on being right more often than the alternatives people have today.`;
}

function scaleOf(profile: DeploymentProfile): string {
  if (hasAudience(profile, "job-applicants") && powerAtLeast(profile, "recommends"))
    return "every applicant it screens";
  if (hasAudience(profile, "public", "customers", "claimants"))
    return "every conversation with the public, repeated identically";
  return "every user, repeated in every conversation";
}

function riskFindings({ risks }: LensInputs, lens: LensId): LensFinding[] {
  return risks
    .filter((assessed) => assessed.rule.lens === lens)
    .map(({ rule, risk, harmful }) => ({
      title: risk.title,
      detail: harmful
        ? `The instructions cause it${harmful.line === undefined ? "" : ` (line ${harmful.line})`}. ${rule.mitigation}`
        : risk.addressed
          ? `Addressed by the instructions. Keep it: ${rule.mitigation}`
          : `Not addressed yet. ${rule.mitigation}`,
      severity: risk.level,
      evidence: risk.evidence ? [risk.evidence] : [],
    }));
}

function character({ rules, failurePatterns, profile }: LensInputs): LensFinding[] {
  const found: LensFinding[] = [];
  const persona = rules.find((sentence) => ANTHROPOMORPHISM(sentence.text));
  if (persona || hasDomain(profile, "companionship"))
    found.push({
      title: "Anthropomorphism",
      detail:
        "A human-like persona (a name, feelings, friendship) deepens trust and attachment. Keep warmth, but never claim feelings or a relationship, and stay open about being an AI.",
      severity: hasDomain(profile, "companionship") ? "high" : "medium",
      evidence: persona ? [quoteOf(persona)] : [],
    });
  const sycophancy = failurePatterns.find((pattern) => pattern.id === "sycophancy");
  if (sycophancy && sycophancy.status !== "addressed" && sycophancy.status !== "not-applicable")
    found.push({
      title: "Respect for the user's own judgement",
      detail:
        "Nothing asks it to disagree, correct or point out risks when the user is wrong: agreeable assistants flatter rather than help, and crowd out the user's own judgement.",
      severity: sycophancy.evidence.length > 0 && sycophancy.status === "not-addressed" ? "high" : "medium",
      evidence: sycophancy.evidence,
    });
  return found;
}

function justice({ profile }: LensInputs): LensFinding[] {
  const found: LensFinding[] = [];
  const channelIds = profile.channels.map((channel) => channel.id);
  if (channelIds.length > 0 && channelIds.every((id) => id === "mobile-app" || id === "voice" || id === "messaging"))
    found.push({
      title: "Who the channel leaves out",
      detail: `It is reached only by ${profile.channels.map((channel) => channel.label.toLowerCase()).join(", ")}: people without a smartphone, data, or the hearing or speech the channel assumes are excluded unless another route exists.`,
      severity: "medium",
      evidence: profile.channels.flatMap((channel) => channel.evidence).slice(0, 2),
    });
  return found;
}

/** Review gaps that matter only for some deployments (a CV screener gives no medical advice). */
function reviewGapMatters(id: DimensionId, { profile, risks }: LensInputs): boolean {
  if (id === "regulated-advice") return hasDomain(profile, "health", "mental-health", "finance", "legal");
  if (id === "safety-escalation") return risks.some((assessed) => assessed.rule.id === "crisis-missed");
  if (id === "minors-vulnerable") return isVulnerable(profile);
  return true;
}

function reviewFindings(inputs: LensInputs): Array<{ lens: LensId; finding: LensFinding }> {
  const { audit } = inputs;
  if (!audit) return [];
  return audit.audit.dimensions.flatMap((dimension) => {
    const lens = REVIEW_LENS[dimension.id];
    if (!lens || dimension.status === "covered" || !reviewGapMatters(dimension.id, inputs)) return [];
    return [{ lens, finding: reviewFinding(dimension, audit.reportId) }];
  });
}

function reviewFinding(dimension: DimensionFinding, reportId: number | null): LensFinding {
  const evidence: EthosQuote[] = [];
  if (reportId !== null) evidence.push({ source: "review", reportId, text: dimension.summary.slice(0, 400) });
  for (const quote of dimension.evidence.slice(0, 2))
    evidence.push({
      source: "instructions",
      ...(reportId === null ? {} : { reportId }),
      line: quote.line,
      text: quote.quote,
    });
  return {
    title: `Instructions review: ${dimension.name} is ${dimension.status}`,
    detail: `${dimension.summary} ${dimension.whyItMatters}`,
    severity:
      dimension.status === "missing" && dimension.weight >= 3
        ? "high"
        : dimension.status === "missing"
          ? "medium"
          : "low",
    evidence,
  };
}

function nothingFound(lens: LensId): LensFinding {
  const what: Record<LensId, string> = {
    consequences: "benefits and harms",
    "duties-rights": "consent, disclosure, privacy and autonomy",
    "care-character": "dependence, attachment, anthropomorphism and respect for the user's judgement",
    justice: "fairness across groups, access, language and disability",
  };
  return {
    title: "Nothing specific found",
    detail: `The rules found no specific concern about ${what[lens]} in what was provided; that is not evidence of its absence.`,
    severity: "low",
    evidence: [],
  };
}
