import type { DirectiveIndex } from "./directive-index";
import type { Directive } from "../../text/directives";

/**
 * Who the assistant talks to, over which channel and in which field, inferred from any phrasing
 * ("used by children aged 7 to 11", "replies go out as text messages", "our patients"). The rules
 * are then checked against it: markdown over SMS or voice, long answers for young readers,
 * personal data asked of minors.
 */

export type Audience =
  | "children"
  | "teenagers"
  | "students"
  | "patients"
  | "employees"
  | "customers"
  | "the public"
  | "older adults"
  | "vulnerable adults"
  | "professionals";
export type Channel = "sms" | "voice" | "chat widget" | "email" | "messaging app";
export type Domain =
  | "education"
  | "health"
  | "mental health"
  | "finance"
  | "legal"
  | "hr"
  | "retail"
  | "travel"
  | "companionship"
  | "public sector";

export interface ContextClue<T> {
  value: T;
  directive: Directive;
}

export interface ReviewContext {
  audiences: ContextClue<Audience>[];
  channels: ContextClue<Channel>[];
  domains: ContextClue<Domain>[];
  /** Youngest and oldest age stated for the users, when one is. */
  ages: { min: number; max: number; directive: Directive } | null;
  /** The audience is stated as adults only ("18+", "employees"). */
  adultsOnly: ContextClue<"adults only"> | null;
}

const AUDIENCE_CUES: readonly [Audience, RegExp][] = [
  [
    "children",
    /\b(?:child(?:ren)?|kids?|pupils?|primary[- ]school|year [1-6]\b|years [1-6] to [1-6]|ks[12]|key stage [12]|little ones|toddlers?|preschool\w*|(?:boys|girls) and (?:girls|boys)|junior\w*|under[- ](?:8|10|12|13)s?)\b/i,
  ],
  [
    "teenagers",
    /\b(?:teen(?:ager)?s?|adolescents?|secondary[- ]school|high[- ]school|sixth[- ]form|young people|gcse|under[- ](?:16|18)s?)\b/i,
  ],
  ["students", /\b(?:students?|learners?|trainees?|undergraduates?|apprentices?)\b/i],
  [
    "patients",
    /\b(?:patients?|(?:people|users) (?:with|living with) (?:diabetes|asthma|cancer|dementia|a condition)|carers?)\b/i,
  ],
  [
    "employees",
    /\b(?:employees?|staff|colleagues?|workers?|new (?:hires|starters)|team members?|managers?|our people)\b/i,
  ],
  [
    "customers",
    /\b(?:customers?|clients?|shoppers?|guests?|travell?ers?|account holders?|policyholders?|members?|subscribers?|buyers?)\b/i,
  ],
  [
    "the public",
    /\b(?:the public|residents?|citizens?|members of the public|visitors?|callers?|tenants?|claimants?|applicants?|candidates?)\b/i,
  ],
  ["older adults", /\b(?:older (?:adults|people|users|callers)|elderly|seniors?|pensioners?|retired)\b/i],
  [
    "vulnerable adults",
    /\b(?:vulnerable|lonely|loneliness|isolated|grieving|bereaved|in debt|struggling with|distress\w*|recovering|survivors?|at risk)\b/i,
  ],
  [
    "professionals",
    /\b(?:clinicians?|nurses?|doctors?|lawyers?|solicitors?|accountants?|advisers?|engineers?|developers?|teachers?)\b/i,
  ],
];

const CHANNEL_CUES: readonly [Channel, RegExp][] = [
  ["sms", /\b(?:sms|text[- ]messages?|texts? (?:sent|go|going)|over text|160 characters)\b/i],
  [
    "voice",
    /\b(?:voice (?:assistant|app|channel|line|call|interface)|smart speakers?|phone line|(?:answers?|takes?|handles?) (?:phone )?calls|over the phone|read aloud|spoken|ivr|alexa|telephone (?:line|service)|speak(?:s|ing)? (?:slowly|softly|aloud))\b/i,
  ],
  [
    "chat widget",
    /\b(?:chat (?:widget|box|window|bubble)|web ?chat|live chat|website chat|on (?:our|the) website|in the app)\b/i,
  ],
  ["email", /\b(?:e-?mail (?:replies|responses|support)|by e-?mail|reply (?:by|to) e-?mails?)\b/i],
  ["messaging app", /\b(?:whatsapp|messenger|telegram|signal app|slack|teams chat)\b/i],
];

const DOMAIN_CUES: readonly [Domain, RegExp][] = [
  [
    "education",
    /\b(?:homework|lessons?|tutor\w*|school|classroom|reading|maths|revision|exams?|curriculum|teacher)\b/i,
  ],
  [
    "health",
    /\b(?:symptoms?|medic\w*|clinic\w*|gp|doctor|nhs|health|pharmac\w*|dose|dosage|triage|hospital|nurse|diagnos\w*|patients?)\b/i,
  ],
  [
    "mental health",
    /\b(?:mental health|anxiety|depress\w*|therap\w*|wellbeing|well-being|mood|counsell?\w*|stress)\b/i,
  ],
  [
    "finance",
    /\b(?:bank\w*|loans?|credit|debt|mortgage|invest\w*|pension|savings?|budget\w*|insurance|tax\w*|financ\w*|payments?|crypto|stocks?)\b/i,
  ],
  [
    "legal",
    /\b(?:legal|law|lawyer|solicitor|tenan\w*|landlord|evict\w*|court|rights|contract|visa|immigration|claims?)\b/i,
  ],
  [
    "hr",
    /\b(?:hr|human resources|employees?|payroll|holiday (?:allowance|entitlement)|leave policy|recruit\w*|hiring|candidates?|applicants?|cvs?|interviews?|sick leave|grievance)\b/i,
  ],
  ["retail", /\b(?:orders?|refunds?|returns?|products?|shop\w*|store|deliver\w*|basket|checkout|discount|purchase)\b/i],
  ["travel", /\b(?:flights?|hotels?|bookings?|travel\w*|holidays?|trips?|itinerar\w*)\b/i],
  ["companionship", /\b(?:companion\w*|friend(?:ship)?|lonel\w*|chat partner|someone to talk to|emotional support)\b/i],
  [
    "public sector",
    /\b(?:council|government|benefits?|public services?|bin collections?|parking permits?|local authority|citizens?|residents?)\b/i,
  ],
];

const ADULTS_ONLY =
  /\b(?:adults? only|18\+|over[- ]18s?|(?:aged |all )?18 (?:and|or) (?:over|above|older)|verified adults?|(?:our|your) (?:employees|staff)(?: only)?|all adults|adult (?:account holders?|customers?|members?|patients?|users?|employees?|drivers?|callers?|guests?|learners?|students?|tenants?|passengers?|travellers?)|(?:staff|employees) only|users are (?:\w+ )?(?:employees|staff)|for (?:\w+ )?(?:staff|employees)|(?:aged |are |over the age of )18 or (?:over|older)|(?:for|used by|users are|audience:?|you (?:support|assist|help|serve)) (?:our |the )?(?:qualified |registered |practising |practicing |licensed |in-house |internal )?(?:clinicians|nurses|doctors|gps|pharmacists|solicitors|lawyers|paralegals|accountants|engineers|developers|caseworkers|claims handlers|underwriters|advisers|advisors|professionals|colleagues|staff members|contact centre agents|call handlers|team leaders|line managers))\b|\b18\+/i;
const AGE_RANGE =
  /\baged?\s+(?:between\s+)?(\d{1,2})\s*(?:-|–|to|and)\s*(\d{1,2})\b|\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})[- ]?(?:year[- ]olds?|years? old|yo)\b|\b(\d{1,2})[- ]year[- ]olds?\b/i;

export function inferContext(index: DirectiveIndex): ReviewContext {
  const context: ReviewContext = {
    // "If the user seems to be under 18…" imagines a user; it does not say who the users are.
    audiences: collect(AUDIENCE_CUES, index, (directive) => directive.condition === null),
    channels: collect(CHANNEL_CUES, index),
    domains: collect(DOMAIN_CUES, index),
    ages: null,
    adultsOnly: null,
  };
  const ages =
    index.directives[
      index.first(AGE_RANGE, (directive) => directive.condition === null && agesIn(directive) !== null) ?? -1
    ];
  if (ages) context.ages = agesIn(ages);
  const adults = index.directives[index.first(ADULTS_ONLY) ?? -1];
  if (adults) context.adultsOnly = { value: "adults only", directive: adults };
  if (context.ages && context.ages.max <= 12 && !has(context.audiences, "children")) {
    context.audiences.push({ value: "children", directive: context.ages.directive });
  }
  if (context.ages && context.ages.min >= 13 && context.ages.min <= 17 && !has(context.audiences, "teenagers")) {
    context.audiences.push({ value: "teenagers", directive: context.ages.directive });
  }
  return context;
}

/** Each value at its first directive, in the order of the text. */
function collect<T>(
  cues: readonly [T, RegExp][],
  index: DirectiveIndex,
  accept?: (directive: Directive) => boolean,
): ContextClue<T>[] {
  const found: { value: T; position: number }[] = [];
  for (const [value, pattern] of cues) {
    const position = index.first(pattern, accept);
    if (position !== undefined) found.push({ value, position });
  }
  return found
    .sort((a, b) => a.position - b.position)
    .flatMap(({ value, position }) => {
      const directive = index.directives[position];
      return directive ? [{ value, directive }] : [];
    });
}

function agesIn(directive: Directive): ReviewContext["ages"] {
  const match = AGE_RANGE.exec(directive.text);
  if (!match) return null;
  const low = Number(match[1] ?? match[3] ?? match[5]);
  const high = Number(match[2] ?? match[4] ?? match[5]);
  if (!Number.isFinite(low) || !Number.isFinite(high) || low > high || high > 120) return null;
  return { min: low, max: high, directive };
}

export function has<T>(clues: readonly ContextClue<T>[], value: T): boolean {
  return clues.some((clue) => clue.value === value);
}

export function clueOf<T>(clues: readonly ContextClue<T>[], value: T): ContextClue<T> | undefined {
  return clues.find((clue) => clue.value === value);
}

/** Children or teenagers, by name or by stated age. */
export function servesMinors(context: ReviewContext): boolean {
  return has(context.audiences, "children") || has(context.audiences, "teenagers") || (context.ages?.min ?? 99) < 18;
}

/**
 * The readers are children: every stated age is 11 or under, or children are the first users the
 * text names. A service for adults that mentions "a child under 5 with a fever" is not written for
 * young readers.
 */
export function youngReaders(context: ReviewContext): boolean {
  return (context.ages?.max ?? 99) <= 11 || context.audiences[0]?.value === "children";
}
