import { has, servesMinors, type ReviewContext } from "./context";
import type { DirectiveIndex } from "./directive-index";
import type { DimensionId } from "./types";

/**
 * Calibration of the guided review (issue 39, docs/review-labelling-guide.md): which dimensions
 * arise for this deployment (relevance gates), and which aspects of a dimension are its core
 * (absent: flawed) or secondary (absent: "could be stronger", the dimension stays covered).
 *
 * A gate opens on any sign in the text that the dimension arises (a subject, an audience, a kind of
 * input). Without such a sign the dimension is still judged (the labelling guide judges it relevant
 * when relevance cannot be told), but its finding has low confidence and carries the question that
 * would settle it (decision 0067).
 */

/** Subjects on which users ask for medical, legal or financial advice. */
const REGULATED_SUBJECT =
  /\b(?:medic\w*|symptoms?|diagnos\w*|doses?|dosages?|prescri\w*|clinical|health|illness\w*|conditions?|allerg\w*|pregnan\w*|legal|law|lawyers?|solicitors?|courts?|tenanc\w*|evict\w*|immigration|visas?|rights|invest\w*|pensions?|mortgages?|loans?|credit|debts?|arrears|tax\w*|insurance|benefits?|entitle\w*|employment|redundanc\w*|dismissal|grievances?|disciplinary|wills?|probate|compensation|refund rights|consumer rights)\b/i;

/** Hard moments that bring vulnerable adults to a service, whatever their age. */
const HARDSHIP =
  /\b(?:debts?|arrears|bailiffs?|benefits?|homeless\w*|evict\w*|grie\w*|bereave\w*|lonel\w*|isolat\w*|carers?|caring for|illness\w*|disabilit\w*|dementia|crisis|distress\w*|anxi\w*|depress\w*|suicid\w*|self-harm|abuse|struggl\w*|hardship|vulnerable|wellbeing|well-being|mental health|housing|asylum|arrest\w*|custody)\b/i;

/** Signs that the service meets people in danger: emergencies, harm, open posts from the public. */
const CRISIS_SIGNS =
  /\b(?:emergenc\w*|unsafe|danger\w*|injur\w*|unwell|threat\w*|harass\w*|forums?|community posts|posts? (?:from|by) (?:members|users))\b/i;

/**
 * Text others wrote reaching the assistant, or actions on it: documents, attachments, pasted or
 * forwarded text, web pages, tool results. Being on a website or sending a link is neither.
 */
const OTHERS_TEXT =
  /\b(?:upload\w*|attach\w*|pasted?|forward(?:s|ed|ing)?|pdfs?|screenshots?|tool (?:results?|outputs?|calls?)|function calls?|plugins?|retriev\w*|search results|web ?pages?|brows(?:e|es|ing)|search(?:es)? the web|inbox|incoming (?:e-?mails?|messages?|letters?)|(?:reads?|reading|summari[sz]\w*|analy[sz]\w*|reviews?|reviewing|process(?:es|ing)?|extract\w*)\s+(?:\w+\s+){0,3}(?:documents?|files?|e-?mails?|letters?|tickets?|reviews?|comments?|posts?|cvs?|résumés?|contracts?|statements?|reports?|transcripts?|web ?pages?|links?|urls?|notes?))\b/i;

/** Instructions that hold something private, or that guard themselves against being changed or shown. */
const CONFIDENTIAL =
  /\b(?:confidential(?! (?:hr |support |advice )?(?:line|helpline|service|support|counsel\w*|advice|number|email|e-mail))|internal (?:only|use|notes?|policy|pricing|guidance|information|margins?)|secret (?:instructions|prompt|rules|notes|pricing)|trade secrets?|system prompt|(?:these|your|the|my|its|this) (?:instructions|prompt|rules|guidelines|setup|configuration|brief|notes)\b[^.;]{0,30}\b(?:private|confidential|internal|secret)|(?:do not|don't|never) (?:share|reveal|disclose|show|repeat|quote) (?:\w+ ){0,2}(?:instructions|prompt|rules|guidelines|notes|setup|configuration|brief|policy)|what (?:your|these|its) instructions say|jailbreak|ignore (?:previous|your|all|these|its) (?:instructions|rules)|margins?|commission)\b/i;

/** Channels whose form constrains the answer: a hard length, no markup, or speech. */
const CONSTRAINING_CHANNELS: ReadonlySet<string> = new Set(["sms", "voice", "messaging app"]);

export interface RelevanceGate {
  /** The question that would settle relevance, shown instead of a flag. */
  question: string;
  arises(index: DirectiveIndex, context: ReviewContext): boolean;
}

export const RELEVANCE_GATES: Partial<Record<DimensionId, RelevanceGate>> = {
  "regulated-advice": {
    question:
      "Tell us whether users may ask for medical, legal or financial advice (health, medicines, rights, tax, debt, investments, insurance).",
    // A regulated subject that recurs; one passing word ("your rights", "health and safety") does not
    // make the deployment one where users ask for advice.
    arises: (index, context) =>
      countUpTo(
        index.matching(REGULATED_SUBJECT, () => true),
        2,
      ) >= 2 ||
      has(context.audiences, "patients") ||
      context.domains.some((clue) => REGULATED_DOMAINS.has(clue.value) && clue.directive.modality !== "must-not"),
  },
  "minors-vulnerable": {
    question:
      "Tell us whether children, or people at a hard moment (debt, illness, grief, loneliness), may use the assistant.",
    arises: (index, context) =>
      servesMinors(context) ||
      has(context.audiences, "vulnerable adults") ||
      has(context.audiences, "older adults") ||
      has(context.audiences, "patients") ||
      context.domains.some((clue) => VULNERABLE_DOMAINS.has(clue.value)) ||
      // Lending, credit and tax meet people in money trouble, when money is the service itself
      // (the first field named), not a shop's prices.
      ownField(context) === "finance" ||
      mentions(index, HARDSHIP),
  },
  "prompt-injection": {
    question:
      "Tell us whether the assistant reads text others wrote (documents, web pages, emails, tool results) or its instructions hold anything confidential.",
    arises: (index) => mentions(index, OTHERS_TEXT) || mentions(index, CONFIDENTIAL),
  },
  fairness: {
    question:
      "Tell us whether the assistant decides, screens, ranks, prices or moderates people, or advises them on access to a service.",
    arises: (index) => mentions(index, DECIDES_ABOUT_PEOPLE),
  },
  "safety-escalation": {
    question:
      "Tell us whether members of the public, children or people at a hard moment may talk to the assistant in their own words.",
    // People bring their life, health, money or wellbeing to it, or the young or vulnerable use it;
    // a shop, a booking line or a staff tool is not where a crisis is met.
    arises: (index, context) =>
      mentions(index, HARDSHIP) ||
      mentions(index, CRISIS_SIGNS) ||
      (!staffTool(context) &&
        (servesMinors(context) ||
          has(context.audiences, "vulnerable adults") ||
          has(context.audiences, "older adults") ||
          has(context.audiences, "patients") ||
          // The deployment's own field; later ones are passing mentions.
          SAFETY_DOMAINS.has(ownField(context)))),
  },
};

/**
 * The assistant decides something about people, or about their access to a service: a screening,
 * a ranking, a price or premium, a place, a claim, a sanction. Giving everyone the same public
 * information decides nothing.
 */
const DECIDES_ABOUT_PEOPLE =
  /\b(?:screen|shortlist|rank|rate|score|grade|mark|assess|evaluate|vet|approve|reject|decline|accept|prioriti[sz]e|triage|allocate|moderate|ban|suspend|block|qualify|pre-?qualify|recommend)(?:s|d|ed|es|ing)?\b(?:\s+\S+){0,3}?\s+(?:candidates?|applicants?|applications?|cvs?|résumés?|people|users?|members?|students?|pupils?|learners?|claims?|claimants?|patients?|essays?|homework|submissions?|cases?|tenants?|customers?|employees?|staff|posts?|comments?|callers?|referrals?|bids?|who)\b|\b(?:eligib\w*|shortlist\w*|triag\w*|admissions?|recruit\w*|hiring|job (?:applicants?|candidates?)|candidates?|applicants?|premiums?|credit (?:checks?|limits?|scores?|decisions?)|underwrit\w*|affordability|loan (?:applications?|decisions?)|moderat\w*|disciplinary|performance reviews?|waiting lists?|who gets|first come|entitle\w*|referrals?|how to apply|apply for|exclusions?|decide (?:where|whether|who|if)|visas?|immigration)\b/i;

/** The deployment's own field: the first one named that is not ruled out ("no medical advice"). */
export function ownField(context: ReviewContext): string {
  return context.domains.find((clue) => clue.directive.modality !== "must-not")?.value ?? "";
}

/** Staff or professionals only, and nobody from the public, the young or the unwell. */
function staffTool(context: ReviewContext): boolean {
  const staff = has(context.audiences, "employees") || has(context.audiences, "professionals");
  const others = context.audiences.some((clue) => !STAFF_AUDIENCES.has(clue.value));
  return staff && !others && !context.domains.some((clue) => VULNERABLE_DOMAINS.has(clue.value));
}

const STAFF_AUDIENCES: ReadonlySet<string> = new Set(["employees", "professionals"]);
const SAFETY_DOMAINS: ReadonlySet<string> = new Set(["health", "mental health", "finance", "legal", "companionship"]);

const REGULATED_DOMAINS: ReadonlySet<string> = new Set(["health", "mental health", "finance", "legal"]);
const VULNERABLE_DOMAINS: ReadonlySet<string> = new Set(["health", "mental health", "companionship", "public sector"]);

/**
 * Aspects that are secondary here: their absence is a suggestion, not a flaw, when every other
 * aspect the dimension needs is present. Only aspects that the labelled corpus never counts as a
 * flaw on their own are secondary (decision 0067): an alternative to a refusal where the refused user
 * is not stranded (no regulated or distressing request), the language of a one-language service, and
 * a structure on a web chat that renders text normally (length alone is core there). A stated
 * outcome, privacy's consent or retention and regulated advice's information-versus-advice line stay
 * core: the labelled parts flag their absence (bench/README.md has the measures).
 */
export function secondaryAspects(id: DimensionId, index: DirectiveIndex, context: ReviewContext): readonly string[] {
  switch (id) {
    case "refusal-style":
      return strandsRefusedUsers(context) ? [] : ["alternative"];
    case "output-format":
      return rendersTextNormally(context) ? ["language", "structure"] : ["language"];
    case "purpose":
      // A specific role and task make the outcome plain; "a helpful assistant" names no field.
      return (context.domains.length > 0 ||
        index.first(NAMED_SERVICE, (_directive, where) => where < 3) !== undefined) &&
        !mentions(index, GENERIC_ROLE)
        ? ["outcome"]
        : [];
    case "privacy":
      return ["policy"];
    case "prompt-injection":
      // Guarding against injected text matters where others' text arrives; keeping the instructions
      // private, where they hold something private or guard themselves.
      return [
        ...(!mentions(index, OTHERS_TEXT) ? ["injection"] : []),
        ...(!mentions(index, CONFIDENTIAL) ? ["leak"] : []),
      ];
    default:
      return [];
  }
}

/** A proper name (a business, a service) in the opening lines: "the booking assistant of Spokes bike workshop". */
const NAMED_SERVICE =
  /\b(?:of|for|at|from|with) (?:the )?[A-Z][\w'&-]+|\b[A-Z][\w'&-]+(?:'s)? (?:[A-Z][\w&-]+ )*(?:assistant|bot|chatbot|helpdesk|desk|line|service|chat)\b/;

const GENERIC_ROLE =
  /\b(?:a|an) (?:helpful|general|general-purpose|friendly|smart|AI) (?:AI )?(?:assistant|chatbot|bot)\b/i;

/** A web chat is stated and no channel that constrains the form (SMS, voice, a messaging app). */
function rendersTextNormally(context: ReviewContext): boolean {
  return (
    context.channels.some((clue) => clue.value === "chat widget") &&
    !context.channels.some((clue) => CONSTRAINING_CHANNELS.has(clue.value))
  );
}

/**
 * A user refused a regulated, urgent or distressing request is stranded without somewhere to go. A
 * child refused an off-topic question is not: being steered back to the task is enough.
 */
function strandsRefusedUsers(context: ReviewContext): boolean {
  // The deployment's own field and users are the first named; later ones are cases it handles.
  const users = context.audiences[0]?.value ?? "";
  return REGULATED_DOMAINS.has(ownField(context)) || users === "vulnerable adults" || users === "patients";
}

/** Users who may write in more than one language: languages named, translation, a national reach. */
const SEVERAL_LANGUAGES =
  /\b(?:languages?|multilingual|bilingual|translat\w*|english|welsh|spanish|french|german|polish|arabic|urdu|portuguese|italian|chinese|mandarin|international\w*|nationwide|tourists?|overseas|abroad)\b/i;

export function languageArises(index: DirectiveIndex): boolean {
  return index.first(SEVERAL_LANGUAGES) !== undefined;
}

/** How many items there are, counting no further than `limit`. */
export function countUpTo(items: Iterable<unknown>, limit: number): number {
  let count = 0;
  for (const _ of items) if (++count >= limit) break;
  return count;
}

/**
 * Whether any directive matches: several gates and aspects ask the same question of one review's
 * text, so each answer is kept for that text's index.
 */
function mentions(index: DirectiveIndex, pattern: RegExp): boolean {
  let answers = MENTIONS.get(index);
  if (!answers) MENTIONS.set(index, (answers = new Map<RegExp, boolean>()));
  let found = answers.get(pattern);
  if (found === undefined) answers.set(pattern, (found = index.first(pattern) !== undefined));
  return found;
}

const MENTIONS = new WeakMap<DirectiveIndex, Map<RegExp, boolean>>();
