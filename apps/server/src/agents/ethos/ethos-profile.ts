import type { EthosProfile, EthosQuote } from "@aesop/shared/contracts/ethos";
import {
  AUDIENCES,
  CHANNELS,
  DATA,
  DOMAINS,
  REGIONS,
  type AudienceId,
  type ChannelId,
  type DataId,
  type Detector,
  type DomainId,
  type RegionId,
} from "./deployment-vocabulary";
import { affirmed, mentions, type SentenceTest } from "./ethos-matching";
import { quoteOf, type SourceSentence } from "./ethos-sources";

/**
 * What the deployment is, inferred from the context answers and from the sentences of the
 * instructions and reports that describe it (not those that name a case to handle). Every fact
 * keeps the quotes it was inferred from, so the report can show why it assumed it.
 */

export interface Fact<Id extends string> {
  id: Id;
  label: string;
  evidence: EthosQuote[];
}

export type DecisionPower = EthosProfile["decisionPower"];

export interface DeploymentProfile {
  audiences: Fact<AudienceId>[];
  domains: Fact<DomainId>[];
  channels: Fact<ChannelId>[];
  data: Fact<DataId>[];
  regions: Fact<RegionId>[];
  decision: { power: DecisionPower; evidence: EthosQuote[] };
  /** Whether anything was said about the deployment at all. */
  described: boolean;
}

const MAX_FACT_QUOTES = 2;
const CONTEXT_WEIGHT = 2;

/** Words of an output that decides about a person, or that shapes such a decision. */
const DECIDES: readonly SentenceTest[] = [
  affirmed(/\bautomatically (?:reject|approve|decline|deny|close|block|ban|refuse)\w*/i),
  affirmed(
    /\b(?:rejects?|declines?|approves?|denies|decides? (?:whether|who|if|on)|makes? the (?:final )?decision)\b/i,
  ),
  affirmed(/\bwithout (?:a )?human (?:review|check|involvement)\b/i),
];
/** A judging verb with a person, their work or their situation as its object ("score the candidate"). */
const RECOMMENDS: readonly SentenceTest[] = [
  affirmed(
    /\b(?:rank|rate|score|grade|mark|shortlist|triage|prioriti[sz]e|screen|filter|assess|evaluate|flag)(?:s|d|ed|ing)?\b(?:\s+\S+){0,4}?\s+(?:candidates?|applicants?|applications?|CVs?|résumés?|people|persons?|users?|students?|pupils?|learners?|claims?|claimants?|patients?|essays?|homework|work|submissions?|cases?|tenants?|customers?|employees?|staff|symptoms?|urgency|how urgent(?:ly)?|risks?|eligibility|posts?|content)\b/i,
  ),
  affirmed(/\b(?:shortlist\w*|triage\w*)\b/i),
  affirmed(/\brecommend(?:s|ing|ation)? (?:whether|who|if|a decision|an outcome|how urgent)/i),
];
const DESCRIBES_A_SERVICE = mentions(/\b(?:help|answer|explain|support|assist|guide|tell|chat)\w*\b/i);

export function inferProfile(sentences: readonly SourceSentence[]): DeploymentProfile {
  const describing = sentences.filter((sentence) => !sentence.caseOnly);
  const audiences = detect(AUDIENCES, describing);
  return {
    audiences,
    domains: detect(DOMAINS, describing),
    channels: detect(CHANNELS, describing),
    data: detect(DATA, describing),
    regions: detect(REGIONS, describing),
    decision: decisionPower(describing),
    described: describing.length > 0,
  };
}

function detect<Id extends string>(
  detectors: readonly Detector<Id>[],
  sentences: readonly SourceSentence[],
): Fact<Id>[] {
  return detectors.flatMap((detector) => {
    let score = 0;
    const evidence: EthosQuote[] = [];
    for (const test of detector.tests) {
      const found = sentences.filter((sentence) => test(sentence.text));
      if (found.length === 0) continue;
      score += found.some((sentence) => sentence.source === "context") ? CONTEXT_WEIGHT : 1;
      // The context answers first: they are what the creator said about the deployment.
      const best = found.find((sentence) => sentence.source === "context") ?? found[0];
      if (best && evidence.length < MAX_FACT_QUOTES && !evidence.some((quote) => sameQuote(quote, best)))
        evidence.push(quoteOf(best));
    }
    return score >= (detector.minScore ?? 1) ? [{ id: detector.id, label: detector.label, evidence }] : [];
  });
}

function sameQuote(quote: EthosQuote, sentence: SourceSentence): boolean {
  return quote.source === sentence.source && quote.line === sentence.line && quote.text === sentence.quote;
}

function decisionPower(sentences: readonly SourceSentence[]): DeploymentProfile["decision"] {
  for (const [power, tests] of [
    ["decides", DECIDES],
    ["recommends", RECOMMENDS],
  ] as const) {
    const found = sentences.filter((sentence) => tests.some((test) => test(sentence.text)));
    if (found.length > 0) return { power, evidence: found.slice(0, MAX_FACT_QUOTES).map(quoteOf) };
  }
  const informing = sentences.filter((sentence) => DESCRIBES_A_SERVICE(sentence.text));
  if (sentences.length === 0) return { power: "unknown", evidence: [] };
  return { power: "informs", evidence: informing.slice(0, 1).map(quoteOf) };
}

export function hasAudience(profile: DeploymentProfile, ...ids: AudienceId[]): boolean {
  return profile.audiences.some((fact) => ids.includes(fact.id));
}
export function hasDomain(profile: DeploymentProfile, ...ids: DomainId[]): boolean {
  return profile.domains.some((fact) => ids.includes(fact.id));
}
export function hasData(profile: DeploymentProfile, ...ids: DataId[]): boolean {
  return profile.data.some((fact) => ids.includes(fact.id));
}
export function hasRegion(profile: DeploymentProfile, ...ids: RegionId[]): boolean {
  return profile.regions.some((fact) => ids.includes(fact.id));
}
export function isMinor(profile: DeploymentProfile): boolean {
  return hasAudience(profile, "children", "teenagers");
}
/** Users whose age, health, situation or dependence makes a harm fall harder on them. */
export function isVulnerable(profile: DeploymentProfile): boolean {
  return hasAudience(
    profile,
    "children",
    "teenagers",
    "patients",
    "elderly",
    "people-in-crisis",
    "claimants",
    "disabled",
  );
}
export const SPECIAL_CATEGORY_DATA: readonly DataId[] = [
  "health",
  "mental-health",
  "biometric",
  "ethnicity",
  "religion",
  "sexuality",
  "political",
  "criminal",
];
export function specialCategories(profile: DeploymentProfile): Fact<DataId>[] {
  return profile.data.filter((fact) => SPECIAL_CATEGORY_DATA.includes(fact.id));
}
/** Domains where an assistant's output can change a person's access to work, money, care or support. */
export function isConsequential(profile: DeploymentProfile): boolean {
  return hasDomain(profile, "employment", "finance", "public-sector", "health", "legal");
}
export function powerAtLeast(profile: DeploymentProfile, power: "recommends" | "decides"): boolean {
  return power === "decides"
    ? profile.decision.power === "decides"
    : ["recommends", "decides"].includes(profile.decision.power);
}

export function toContractProfile(profile: DeploymentProfile): EthosProfile {
  const labels = (facts: ReadonlyArray<Fact<string>>) => facts.map((fact) => fact.label);
  return {
    audiences: labels(profile.audiences),
    domains: labels(profile.domains),
    channels: labels(profile.channels),
    dataCategories: labels(profile.data),
    decisionPower: profile.decision.power,
    regions: labels(profile.regions),
  };
}

const USER_ORDER: readonly AudienceId[] = [
  "children",
  "teenagers",
  "patients",
  "people-in-crisis",
  "elderly",
  "claimants",
  "customers",
  "employees",
  "job-applicants",
  "disabled",
  "public",
];

/** The audience most likely to be talking to the assistant, by how much a harm would weigh on them. */
export function primaryAudience(profile: DeploymentProfile): AudienceId | undefined {
  return USER_ORDER.find((id) => hasAudience(profile, id));
}

/** The primary audience's label ("Users" when none is known). */
export function primaryUsers(profile: DeploymentProfile): string {
  const found = primaryAudience(profile);
  return found ? (AUDIENCES.find((detector) => detector.id === found)?.label ?? "Users") : "Users";
}

const ONE_OF: Record<AudienceId, string> = {
  children: "A child",
  teenagers: "A teenager",
  patients: "A patient",
  "people-in-crisis": "A person in distress",
  elderly: "An older person",
  claimants: "A person seeking public support",
  customers: "A customer",
  employees: "An employee",
  "job-applicants": "A job applicant",
  disabled: "A disabled person",
  public: "A member of the public",
};

/** One person of the primary users, for a test persona ("A child who…"). */
export function onePrimaryUser(profile: DeploymentProfile): string {
  const found = primaryAudience(profile);
  return found ? ONE_OF[found] : "A user";
}
