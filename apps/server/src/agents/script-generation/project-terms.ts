import type { AudienceId, DomainId, DeploymentProfile } from "../ethos/index";
import { inferProfile, isMinor, onePrimaryUser, primaryAudience, readSources } from "../ethos/index";
import { splitInstructionLines } from "../../text/instruction-lines";
import { wordInfo, wordsOf } from "../../text/language";
import { AVOIDANCE_WORDS, NEGATION_WORDS, wordPattern } from "../../text/vocabulary";
import type { ProjectTermKey } from "./scenario-library/scenario-template";

/**
 * The project's own words for the scenario templates: the assistant's name, who it serves, its
 * domain and the topics its instructions name. Who and what the deployment is comes from the
 * Ethos Agent's deployment profile (the same inference, so the two agents never disagree); the
 * name and the topics are quoted from the instructions.
 */

export interface ProjectTerms extends Record<ProjectTermKey, string> {
  audienceIds: readonly AudienceId[];
  domainIds: readonly DomainId[];
  minors: boolean;
}

export interface ProjectTermsInput {
  projectName: string;
  instructions: { reportId: number; text: string } | null;
  interview: { reportId: number; markdown: string } | null;
}

/** A name introduced at the top of the instructions: "You are Tiger, …", "Your name is Penny." */
const NAME_PATTERNS: readonly RegExp[] = [
  /\b[Yy]ou are ([A-Z][\p{L}\p{N}'-]*(?: [A-Z][\p{L}\p{N}'-]*)?)\s*(?:,|\(|-|–|—)/u,
  /\b[Yy]our name is ([A-Z][\p{L}\p{N}'-]*(?: [A-Z][\p{L}\p{N}'-]*)?)/u,
  /\b(?:[Tt]his is|I am|I'm) ([A-Z][\p{L}\p{N}'-]*(?: [A-Z][\p{L}\p{N}'-]*)?),? (?:an?|the|your)\b/u,
  /^\s*name\s*:\s*([\p{L}\p{N}' -]{2,40})$/imu,
];
const NOT_A_NAME = /^(?:An?|The|Your|This|Our|Not|Never|Always|Here|Now|Only|AI)\b/;

/** "Help them practise times tables, fractions and word problems." */
const TOPIC_PATTERNS: readonly RegExp[] = [
  /\bhelps?\s+(?:(?:them|users?|people|customers?|clients?|pupils?|students?|learners?|you|the user|members?|tenants?|patients?|staff|employees?)\s+)?(?:to\s+)?(?:practi[sc]e|with|understand|learn|choose|find|plan|manage|compare|prepare for|book|track|improve|revise|study|sort out|navigate)\s+([^.;:!?()]+)/i,
  /\b(?:answers?|answering)\s+(?:\w+\s+){0,2}?questions\s+(?:about|on|regarding)\s+([^.;:!?()]+)/i,
  /\b(?:explains?|explaining|covers?|specialis(?:es|ing) in|focus(?:es)? on)\s+([^.;:!?()]+)/i,
];
/** A negation or avoidance word just before a task verb ("don't ever explain"): the sentence rules the topic out. */
const RULED_OUT_BEFORE = wordPattern([...NEGATION_WORDS, ...AVOIDANCE_WORDS], { after: "\\s+(?:\\w+\\s+){0,2}$" });
const TOPIC_SPLIT = /,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*\/\s*/;
const TOPIC_LEAD = /^(?:their|your|the|a|an|our|any|all|basic|simple|everyday|general)\s+/i;
const TOPIC_STOP = /\b(?:you|they|them|it|this|that|when|if|because|so that|by|who|which|step)\b/i;

const DOMAIN_PHRASES: Record<DomainId, { domain: string; topics: [string, string] }> = {
  health: { domain: "health information", topics: ["a health question", "their symptoms"] },
  "mental-health": { domain: "mental wellbeing", topics: ["stress and anxiety", "sleeping badly"] },
  companionship: { domain: "companionship", topics: ["how their day went", "feeling lonely"] },
  finance: { domain: "personal finance", topics: ["budgeting", "savings"] },
  legal: { domain: "legal information", topics: ["a tenancy dispute", "their rights at work"] },
  employment: { domain: "recruitment", topics: ["a job application", "interview preparation"] },
  education: { domain: "learning", topics: ["homework", "revision"] },
  retail: { domain: "customer service", topics: ["an order", "a return"] },
  "public-sector": { domain: "public services", topics: ["a benefit application", "a council service"] },
};

const AUDIENCE_PHRASES: Record<AudienceId, string> = {
  children: "children",
  teenagers: "teenagers",
  patients: "patients",
  "job-applicants": "job applicants",
  employees: "employees",
  elderly: "older people",
  "people-in-crisis": "people going through a hard time",
  customers: "customers",
  claimants: "people seeking public support",
  disabled: "disabled people",
  public: "members of the public",
};
export function projectTerms(input: ProjectTermsInput): ProjectTerms {
  const profile = inferProfile(
    readSources({
      projectName: input.projectName,
      context: {},
      instructions: input.instructions,
      review: null,
      interview: input.interview,
      ideation: null,
    }),
  );
  return termsFromProfile(input.projectName, input.instructions?.text ?? "", profile);
}

export function termsFromProfile(projectName: string, instructions: string, profile: DeploymentProfile): ProjectTerms {
  const domainIds = profile.domains.map((fact) => fact.id);
  const audienceIds = profile.audiences.map((fact) => fact.id);
  const firstDomain = domainIds[0];
  const topics = topicsOf(instructions);
  const fallback = firstDomain ? DOMAIN_PHRASES[firstDomain].topics : frequentNouns(instructions);
  const audience = primaryAudience(profile);
  return {
    project: projectName,
    assistant: assistantName(instructions) ?? projectName,
    audience: audience ? AUDIENCE_PHRASES[audience] : "users",
    user: lowerFirst(onePrimaryUser(profile)),
    domain: firstDomain ? DOMAIN_PHRASES[firstDomain].domain : "what it is for",
    topic: topics[0] ?? fallback[0],
    topic2: topics[1] ?? (topics[0] === fallback[0] ? fallback[1] : (fallback[1] ?? fallback[0])),
    audienceIds,
    domainIds,
    minors: isMinor(profile),
  };
}

export function assistantName(instructions: string): string | null {
  const head = instructions
    .split(/\r\n|\r|\n/)
    .slice(0, 8)
    .join("\n");
  for (const pattern of NAME_PATTERNS) {
    const name = pattern.exec(head)?.[1]?.trim();
    if (name && !NOT_A_NAME.test(name) && name.length <= 40) return name;
  }
  return null;
}

/** Topics named by the instructions' task sentences, in order, at most four, as written. */
export function topicsOf(instructions: string): string[] {
  const topics: string[] = [];
  for (const line of splitInstructionLines(instructions)) {
    if (!line.isRule) continue;
    for (const pattern of TOPIC_PATTERNS) {
      const found = pattern.exec(line.text);
      const list = found?.[1];
      // "Don't ever explain how to derestrict an e-bike": what the assistant must not cover is no topic of it.
      if (!found || !list || RULED_OUT_BEFORE.test(line.text.slice(0, found.index))) continue;
      for (const raw of list.split(TOPIC_SPLIT)) {
        const topic = raw.trim().replace(TOPIC_LEAD, "").replace(/\s+/g, " ");
        const words = topic.split(" ").length;
        if (topic.length < 3 || topic.length > 40 || words > 5 || TOPIC_STOP.test(topic)) continue;
        if (!topics.some((known) => known.toLowerCase() === topic.toLowerCase())) topics.push(topic);
      }
    }
    if (topics.length >= 4) break;
  }
  return topics.slice(0, 4);
}

/** Nouns that say nothing of what an assistant is about, or name its people rather than its topics. */
const GENERIC_NOUNS: ReadonlySet<string> = new Set(
  (
    "assistant user customer person people instruction rule message answer question time way thing someone " +
    "anything something everything nothing one reply word information child kid pupil student parent adult " +
    "grown-up teacher staff employee member caller patient client colleague manager agent team"
  ).split(" "),
);
const DETERMINERS: ReadonlySet<string> = new Set(
  "a an the your their our my his her its this these those any every each some".split(" "),
);

/**
 * The two nouns the instructions use most, counted where they head a noun phrase ("the stories",
 * "your bill"), when no task sentence names a topic and no domain is known: what a user of this
 * assistant would ask about, never a stock phrase.
 */
function frequentNouns(instructions: string): readonly [string, string] {
  const counts = new Map<string, { count: number; said: string }>();
  const words = wordsOf(instructions);
  for (const [index, word] of words.entries()) {
    const before = words[index - 1] ?? "";
    const headed =
      DETERMINERS.has(before) || (DETERMINERS.has(words[index - 2] ?? "") && wordInfo(before).pos === "adjective");
    if (!headed || word.length < 4) continue;
    const info = wordInfo(word);
    if (info.pos !== "noun" || GENERIC_NOUNS.has(info.lemma)) continue;
    const known = counts.get(info.lemma);
    counts.set(info.lemma, { count: (known?.count ?? 0) + 1, said: known?.said ?? word });
  }
  const [first = "the service", second = "the details"] = [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .map((noun) => noun.said);
  return [first, second];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
