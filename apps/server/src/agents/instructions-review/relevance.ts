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
  /\b(?:debts?|arrears|bailiffs?|benefits?|homeless\w*|evict\w*|grie\w*|bereave\w*|lonel\w*|isolat\w*|carers?|caring for|illness\w*|disabilit\w*|dementia|crisis|distress\w*|anxi\w*|depress\w*|suicid\w*|self-harm|abuse|struggl\w*|hardship|vulnerable|wellbeing|well-being|mental health|housing|immigration|asylum|arrest\w*|custody)\b/i;

/** Text others wrote reaching the assistant, or actions on other people's records. */
const OTHERS_TEXT =
  /\b(?:documents?|uploads?|uploaded|attachments?|attached|pasted|paste|pdfs?|files?|web ?pages?|websites?|links?|urls?|browse\w*|search(?:es)? the web|e-?mails?|inbox|tickets?|reviews?|comments?|posts?|forwarded|tool (?:results?|outputs?|calls?)|api|plugins?|retriev\w*|crm|records?|screenshots?|transcripts?)\b/i;

/** Instructions that hold something private, or say so. */
const CONFIDENTIAL =
  /\b(?:confidential|internal(?: only| use| notes?| policy| pricing)?|secret|private|system prompt|(?:these|your|the) instructions|prompt|do not (?:share|reveal|disclose)|never (?:share|reveal|disclose)|jailbreak|ignore (?:previous|your|all)|pretend|role-?play)\b/i;

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
    arises: (index, context) =>
      index.first(REGULATED_SUBJECT) !== undefined ||
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
      index.first(HARDSHIP) !== undefined,
  },
  "prompt-injection": {
    question:
      "Tell us whether the assistant reads text others wrote (documents, web pages, emails, tool results) or its instructions hold anything confidential.",
    arises: (index) => index.first(OTHERS_TEXT) !== undefined || index.first(CONFIDENTIAL) !== undefined,
  },
};

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
      return strandsRefusedUsers(index, context) ? [] : ["alternative"];
    case "output-format":
      return rendersTextNormally(context) ? ["language", "structure"] : ["language"];
    default:
      return [];
  }
}

/** A web chat is stated and no channel that constrains the form (SMS, voice, a messaging app). */
function rendersTextNormally(context: ReviewContext): boolean {
  return (
    context.channels.some((clue) => clue.value === "chat widget") &&
    !context.channels.some((clue) => CONSTRAINING_CHANNELS.has(clue.value))
  );
}

/** A user refused a regulated, urgent or distressing request is stranded without somewhere to go. */
function strandsRefusedUsers(index: DirectiveIndex, context: ReviewContext): boolean {
  const gate = RELEVANCE_GATES["minors-vulnerable"];
  return (
    context.domains.some((clue) => REGULATED_DOMAINS.has(clue.value) && clue.directive.modality !== "must-not") ||
    (gate?.arises(index, context) ?? false)
  );
}

/** Users who may write in more than one language: languages named, translation, a national reach. */
const SEVERAL_LANGUAGES =
  /\b(?:languages?|multilingual|bilingual|translat\w*|english|welsh|spanish|french|german|polish|arabic|urdu|portuguese|italian|chinese|mandarin|international\w*|nationwide|tourists?|overseas|abroad)\b/i;

export function languageArises(index: DirectiveIndex): boolean {
  return index.first(SEVERAL_LANGUAGES) !== undefined;
}
