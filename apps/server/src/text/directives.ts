import type { InstructionLine } from "./instruction-lines";
import { lemmaOf, splitSentences, wordInfo, wordsOf } from "./language";
import { NUMBER_WORD_VALUES, NUMBER_WORDS } from "./vocabulary";

/**
 * The instructions as rules: each sentence, list item or table row becomes a directive with its
 * modality (must, must not, may, or a plain statement), its action and objects, its condition,
 * its numbers and the section it sits in. Conditional sentences are directives too: the condition
 * is kept beside the rule, so that other checks can tell an exception from a contradiction.
 */

export type Modality = "must" | "must-not" | "may" | "statement";

export interface Condition {
  /** "if" covers if, when, whenever, once, in case; "unless" covers unless and except. */
  kind: "if" | "unless" | "only-if";
  text: string;
  words: readonly string[];
}

export interface Threshold {
  /** "max" for "at most 100 words", "min" for "8 or above", "exact" for a bare "two sentences". */
  bound: "max" | "min" | "exact";
  value: number;
  /** What is counted, singular: "word", "sentence", "minute", or the noun before the number ("pain"). */
  unit: string;
}

export interface Directive {
  line: InstructionLine;
  /** Where the directive starts in `line.text`. */
  at: number;
  text: string;
  /** The text with quoted replies blanked out: what the assistant does, not what it says. */
  plain: string;
  /** The heading above it, lower-cased, or null. */
  section: string | null;
  modality: Modality;
  /** "never", "at all times", "under no circumstances", "no matter what": no exception meant. */
  absolute: boolean;
  condition: Condition | null;
  /** The action's verb, in dictionary form, when the directive has one ("save", "refuse"). */
  verb: string | null;
  /** Dictionary forms of the content words after the verb, in order. */
  objects: readonly string[];
  /** Every word of the directive, lower-case, as written. */
  words: readonly string[];
  numbers: readonly Threshold[];
  /**
   * The first directive with this text. A rule repeated word for word (long handbook-style
   * instructions repeat boilerplate) is read once: later copies share the reading and are left
   * out of the checks that need one instance of a rule.
   */
  first: boolean;
}

// ", and never…": a prohibition joined to a permission is a rule of its own ("gives general
// information only and never recommends a mortgage").
const CLAUSE_BREAK =
  /;\s+|\s+[-–—]\s+(?=(?:but|yet|however)\b)|,\s+(?:but|however|yet)\s+|,?\s+and (?=(?:(?:it|you|the assistant)\s+)?(?:never|do not|don't|must not|mustn't|should not|shouldn't)\b)|:\s+(?=(?:(?:the|our|this)\s+(?:chat|chatbot|bot|assistant)\s+)?(?:never|do not|don't|doesn't|does not)\s)/i;
const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, "gi");
/**
 * "Show them the nearest dock, don't point them to a rival app": a prohibition after a comma is a
 * rule of its own, unless the sentence opens with its situation ("If they ask, never…"), which
 * the prohibition needs.
 */
const CLAUSE_OR_COMMA_BREAKS = new RegExp(
  `${CLAUSE_BREAK.source}|,\\s+(?=(?:never|don't|do not)\\s+[a-z]{3,}\\s+(?!(?:it|them|this|that|these|those)\\s*(?:[.;!?]|$))[a-z])`,
  "gi",
);
const CONDITION_LEAD =
  /^\s*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?(?:if|when|whenever|unless|once|while|after|before|as soon as|even if|where|in case)\b/i;
// "A: It never promises a date": an FAQ's answer is marked like a list's item.
// "2.2 Do not advise…": a policy's clause number too.
/** A list's mark, including a Slack brief's emoji bullets ("🔒 never change…", "⚖️ we help with…"). */
const LIST_MARK =
  /^\s*(?:[-*+>•]|\d{1,3}[.)]|\d{1,3}(?:\.\d{1,3})+\.?|[a-z][.)]|A:|Answer:|(?:\p{Extended_Pictographic}[\uFE0F\u200D]*)+)\s+/iu;
const NEGATIONS: ReadonlySet<string> = new Set([
  "never",
  "not",
  "no",
  "don't",
  "dont",
  "doesn't",
  "mustn't",
  "shouldn't",
  "can't",
  "cannot",
  "won't",
  "avoid",
  "refrain",
  "nothing",
  "nobody",
]);
const MAY_WORDS: ReadonlySet<string> = new Set(["may", "can", "could", "might"]);
const MUST_WORDS: ReadonlySet<string> = new Set(["must", "always", "should", "shall", "ensure", "need", "have"]);
/** Words that can open a directive before its verb: "Always politely decline", "You should never". */
const LEAD_WORDS: ReadonlySet<string> = new Set([
  "you",
  "please",
  "always",
  "also",
  "then",
  "just",
  "only",
  "kindly",
  "politely",
  "briefly",
  "gently",
  "calmly",
  "clearly",
  "immediately",
  "first",
  "still",
  "do",
  "does",
  "to",
  "ever",
  "make",
  "sure",
  "be",
  "remember",
  "will",
  "need",
  "have",
  "it",
  "is",
  "are",
  "and",
  "or",
  "but",
  "so",
  "that",
  "instead",
  "try",
]);
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the to of for with in on at by about from into onto between within without through during per via like and or but nor so as than then that this these those " +
    "it its it's is are was were be been being am do does did doing have has had you your yours yourself they them " +
    "their theirs he him his she her we us our i me my any all every each some such very really just also only " +
    "there here what which who whom whose when where why how if unless while after before until up down out off over " +
    "again more most other another same own can could may might must shall should will would not no never always"
  ).split(" "),
);
/** Phrases that say "never" before the rule's verb. */
const NEVER_PHRASE =
  /^(?:(?:under no circumstances|in no (?:case|event)|at no (?:time|point)|on no account),?\s+(?:(?:should|must|may|will|can|shall)\s+)?(?:(?:you|the assistant|it)\s+)?|(?:you|the assistant|it)\s+(?:are|is)\s+(?:not|never)\s+(?:permitted|allowed|authori[sz]ed|supposed|meant)\s+to\s+)/i;
const ABSOLUTE =
  /\b(?:never|at all times|under no circumstances|no matter what|in (?:any|every) (?:case|situation)|without exception|whatever (?:happens|the user says)|even if)\b/i;
const LEADING_CONDITION =
  /^(?:(only) )?(if|when|whenever|once|in case|where|unless|except|after|before)\b((?:[^,:(]|\([^()]*\)|\(|,(?=\d{3}\b)|:(?=\d))*?)(?:,(?!\d{3}\b)\s*|:\s+|\s+then\s+)/i;
/** Where a rule starts after a condition that lists things with commas: a subject and modal, or a command. */
const RULE_AFTER_LISTED_CONDITION =
  /[,:]\s+(?=(?:(?:the|this|our) (?:assistant|bot|chatbot|agent)|you|we)\s+(?:must|should|shall|will|need to|needs to|has to|have to|always|never|do not|don't|are to|is to)\b|(?:always|never|do not|don't|please|give|tell|offer|send|refer|direct|point|remind|warn|explain|provide|share|flag|escalate|add|include|mention|say)\s)/i;
const TRAILING_CONDITION =
  /[\s,]+(?:(only )?(if|when|whenever|once|after|until|unless|except(?: when| if)?|as long as|provided that|in case))\s+(.+)$/i;
const INNER_SENTENCE_END = /[.!?]["”')]?\s+\S/;
const QUOTED = /"[^"]*"|“[^”]*”/g;
const SECTION_LINE = /^\s*(?:#{1,6}\s+)?([^.!?]{1,60}?)\s*:?\s*$/;
const MAX_SECTION_WORDS = 6;

const UNIT_WORDS: Record<string, string> = {
  word: "word",
  words: "word",
  sentence: "sentence",
  sentences: "sentence",
  character: "character",
  characters: "character",
  char: "character",
  chars: "character",
  line: "line",
  lines: "line",
  paragraph: "paragraph",
  paragraphs: "paragraph",
  bullet: "bullet",
  bullets: "bullet",
  point: "bullet",
  points: "bullet",
  item: "item",
  items: "item",
  step: "step",
  steps: "step",
  question: "question",
  questions: "question",
  minute: "minute",
  minutes: "minute",
  second: "second",
  seconds: "second",
  hour: "hour",
  hours: "hour",
  day: "day",
  days: "day",
  year: "year",
  years: "year",
  emoji: "emoji",
  emojis: "emoji",
  message: "message",
  messages: "message",
  option: "option",
  options: "option",
  suggestion: "suggestion",
  suggestions: "suggestion",
};
// "£1,500" is one amount: a currency sign names the quantity, a comma before three digits groups thousands.
const NUMBER = `([£$€]?\\d{1,3}(?:,\\d{3})+(?![\\d])|[£$€]?\\d+(?:\\.\\d+)?|${NUMBER_WORDS.join("|")})`;
const MAX_BOUND = new RegExp(
  `\\b(?:at most|no more than|not more than|up to|under|fewer than|less than|maximum(?: of)?|max\\.?|within|no longer than|not exceed(?:ing)?|below)\\s+${NUMBER}\\s*([a-z]+)?`,
  "gi",
);
const MIN_BOUND = new RegExp(
  `\\b(?:at least|more than|over|above|minimum(?: of)?|no less than|no fewer than)\\s+${NUMBER}\\s*([a-z]+)?|\\b${NUMBER}\\s*([a-z]+)?\\s*(?:or (?:more|above|higher|over|longer)|\\+)`,
  "gi",
);
const BARE_COUNT = new RegExp(`\\b${NUMBER}\\s+(?:short\\s+|full\\s+|long\\s+)?([a-z]+)`, "gi");
/** "The lowest monthly payment you may accept is £25": a floor named by its adjective. */
const NAMED_FLOOR = new RegExp(
  `\\b(?:lowest|smallest|minimum|least)\\b[^.;:\\d£$€]{0,50}?\\b(?:is|of|at|:)\\s+${NUMBER}\\s*([a-z]+)?`,
  "gi",
);
const NAMED_CEILING = new RegExp(
  `\\b(?:highest|largest|maximum|most)\\b[^.;:\\d£$€]{0,50}?\\b(?:is|of|at|:)\\s+${NUMBER}\\s*([a-z]+)?`,
  "gi",
);
const NAMED_BOUND_WORD = /\b(?:lowest|smallest|minimum|least|highest|largest|maximum|most)\b/i;
/** A sum of money anywhere in a rule ("token payments of £1"): its amount, counted in its currency. */
const AMOUNT = /(?<![\w£$€])([£$€]\d{1,3}(?:,\d{3})+(?!\d)|[£$€]\d+(?:\.\d+)?)/g;

/**
 * Readings kept from one review to the next: a creator revising instructions, or the same text
 * reviewed in two modes, changes a few lines, and a line's reading depends on its text alone.
 * Bounded, and emptied when full, so that a stream of distinct texts cannot grow it without end.
 * Readings are never changed once made, so sharing them between reviews is safe.
 */
const MAX_REMEMBERED = 20_000;
const PARTS_SEEN = new Map<string, { text: string; index: number }[]>();
const READINGS_SEEN = new Map<string, Reading | null>();

function remembered<T>(seen: Map<string, T>, key: string, make: () => T): T {
  const known = seen.get(key);
  if (known !== undefined) return known;
  const made = make();
  if (seen.size >= MAX_REMEMBERED) seen.clear();
  seen.set(key, made);
  return made;
}

/**
 * Names the text gives the assistant ("You are Max, the sales assistant", "Nova is the text-message
 * assistant", 'The assistant is "Coach Dani"'): a rule whose subject is that name ("Max never
 * offers discounts", "…, Nova tells them") is a rule for the assistant, read like "You never…".
 */
const PERSONA_INTROS: readonly RegExp[] = [
  /\b(?:[Yy]ou are|[Yy]ou're|I am|I'm)\s+["“]?([A-Z][\w-]+(?: [A-Z][\w-]+)?)["”]?(?=\s*[,(—–-]|\s+(?:the|an?|our|your)\b)/g,
  /(?:^|[\n.!?]\s*)["“]?([A-Z][\w-]+(?: [A-Z][\w-]+)?)["”]?\s+is\s+(?:the|an?|our|your|[A-Z][\w-]*['’]s)\s+(?:[\w'’-]+\s+){0,4}?(?:assistant|bot|chatbot|host|helper|agent|adviser|advisor|guide|companion|concierge|coach|buddy|tutor|persona|character)\b/g,
  /\b(?:called|named)\s+["“]?([A-Z][a-z][\w-]*(?: [A-Z][\w-]+)?)["”]?/g,
  /\b(?:assistant|bot|chatbot|agent|persona) is\s+["“]([A-Z][^"”]{1,30})["”]/g,
  // A contract's defined term: '"Agent" means this automated chat assistant'.
  /["“]([A-Z][\w-]+)["”]\s+(?:means|refers to|shall mean)\s+(?:this|the|our)\s+(?:[\w'’-]+\s+){0,4}?(?:assistant|bot|chatbot|agent)\b/g,
  // A title line: "Lucky — BetBright sportsbook chat host".
  /^\s*(?:#+\s*)?["“]?([A-Z][a-z][\w-]*)["”]?\s+[—–-]\s+(?:[\w'’-]+\s+){0,5}?(?:assistant|bot|chatbot|host|helper|agent|adviser|advisor|guide|companion|concierge|coach|buddy|tutor)\b/g,
];
const NOT_A_NAME: ReadonlySet<string> = new Set("you the this it we our i a an he she they here there".split(" "));
/** Only the opening of a text introduces its persona. */
const PERSONA_SCAN_CHARS = 3000;

export function personaNames(text: string): string[] {
  const head = text.slice(0, PERSONA_SCAN_CHARS);
  const names = new Set<string>();
  for (const pattern of PERSONA_INTROS) {
    for (const match of head.matchAll(pattern)) {
      const name = (match[1] ?? "").trim();
      if (!name || NOT_A_NAME.has(name.toLowerCase())) continue;
      names.add(name);
      // "Coach Dani" is "Dani" in later rules.
      const last = name.split(" ").pop();
      if (last && last !== name && !NOT_A_NAME.has(last.toLowerCase())) names.add(last);
    }
  }
  return [...names].sort((a, b) => b.length - a.length);
}

/**
 * What builders call the assistant when they write of it in the third person ("the chat doesn't
 * recommend a lender", "our bot never quotes prices"). "The agent" alone is left out: in support
 * instructions it is as often the human the chat hands over to.
 */
const ASSISTANT_AS_SUBJECT =
  "(?:[Tt]he|[Oo]ur|[Tt]his)\\s+(?:(?:AI|[Vv]irtual|[Dd]igital|[Cc]hat|[Oo]nline|[Aa]utomated)\\s+)?(?:[Cc]hat|[Cc]hatbot|[Cc]hat-bot|[Bb]ot|[Aa]ssistant|[Hh]elper)|[Tt]he\\s+(?:AI|[Vv]irtual|[Dd]igital)\\s+[Aa]gent";

/** A cheap look before the persona's pattern runs: most lines name no assistant at all. */
const ASSISTANT_MENTIONED = /\b(?:chat|chatbot|chat-bot|bot|assistant|helper|agent)\b/i;

/** "Max never offers…" → "never offers…": the persona's name as a rule's subject, at its start or after a condition. */
function personaSubject(names: readonly string[]): RegExp {
  const alternatives = [...names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), ASSISTANT_AS_SUBJECT].join(
    "|",
  );
  return new RegExp(
    `(^|[,:;]\\s+|\\bthen\\s+)(?:[Tt]he\\s+)?["“]?(?:${alternatives})["”]?\\s+((?:(?:${PERSONA_ADVERBS})\\s+)*)([a-z][\\w'’-]*)`,
    "g",
  );
}
const PERSONA_ADVERBS =
  "always|never|also|only|then|still|just|politely|gently|kindly|immediately|usually|often|simply|briefly|calmly|clearly";

/** "Max never offers discounts" → "never offer discounts": the rule as said to the assistant. */
function withoutPersona(text: string, persona: RegExp): string {
  return text.replace(persona, (match: string, before: string, adverbs: string, verb: string) => {
    // "The assistant is friendly" describes it; only an act (or a modal before one) is a rule for it.
    if (!adverbs && /^(?:is|was|has|had|isn't|wasn't)$/i.test(verb)) return match;
    const said = `${adverbs}${baseForm(verb)}`;
    return `${before}${before.trim() === "" ? said.charAt(0).toUpperCase() + said.slice(1) : said}`;
  });
}

/** "Should not give legal advice", left when its subject went: said as the rule it is. */
const MODAL_LEFT_BEHIND =
  /(^|[,:;]\s+)(?:should|shall|must|will|is to|needs to|has to)\s+(?:(not|never)\s+)?(?=[a-z])/gi;

/** "…, say it is an automated assistant": said of itself, the assistant says "I'm". */
const SAYS_IT_IS =
  /\b(say|state|tell (?:them|people|the user|users|customers|callers)|explain|confirm|make clear)((?:,\s*[^,]{2,30},)?\s+(?:that\s+)?)it(?:'s|’s| is)\b/gi;

/** The third person's verb in its base form: "tells" → "tell", "doesn't" → "don't"; "is" and "has" stay. */
function baseForm(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === "doesn't" || lower === "doesn’t") return "don't";
  if (lower === "does") return "do";
  if (/^(?:is|has|was|us|bus|gas|yes|this|its|plus)$/.test(lower) || !lower.endsWith("s") || lower.endsWith("ss"))
    return verb;
  if (/ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z|ss|o)es$/.test(lower)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

export function splitDirectives(lines: readonly InstructionLine[]): Directive[] {
  const directives: Directive[] = [];
  const names = personaNames(lines.map((line) => line.text).join("\n"));
  const persona = personaSubject(names);
  const readings = new Map<string, Reading | null>();
  // A line repeated word for word is split once.
  const partsByText = new Map<string, { text: string; index: number }[]>();
  let section: string | null = null;
  /** The header cells of the table being read, or null outside a table. */
  let tableHeader: string[] | null = null;
  for (const [index, line] of lines.entries()) {
    const isTableRow = line.text.trim().startsWith("|");
    if (!isTableRow) tableHeader = null;
    if (!line.isRule) {
      if (/^\s{0,3}#/.test(line.raw)) section = headingText(line.raw);
      continue;
    }
    if (isSectionLabel(line)) {
      section = headingText(line.text);
      continue;
    }
    if (isTableRow && tableHeader === null && TABLE_SEPARATOR.test(lines[index + 1]?.text ?? "")) {
      // The first row of a table names its columns ("Do | Don't"): it is no rule itself.
      tableHeader = tableCells(line.text).map((cell) => cell.text.toLowerCase());
      continue;
    }
    let parts = partsByText.get(line.text);
    if (!parts) {
      parts = remembered(PARTS_SEEN, line.text, () => partsOf(line));
      partsByText.set(line.text, parts);
    }
    // An item listed under a "Don't:" or "Never:" heading is a prohibition, however it is worded.
    const listedUnderProhibition = section !== null && PROHIBITION_HEADER.test(section) && LIST_MARK.test(line.raw);
    for (const part of parts) {
      const prohibited =
        prohibitedColumn(tableHeader, line, part.index) ||
        (listedUnderProhibition && commandsAnAct(part.text.replace(LIST_MARK, "")));
      const named = names.some((name) => part.text.includes(name)) || ASSISTANT_MENTIONED.test(part.text);
      const unnamed = named ? withoutPersona(part.text, persona) : part.text;
      const written =
        unnamed === part.text
          ? unnamed
          : unnamed
              .replace(SAYS_IT_IS, "$1$2you're")
              .replace(MODAL_LEFT_BEHIND, (_whole, before: string, negation?: string) =>
                negation ? `${before}${before.trim() === "" ? "Never" : "never"} ` : before,
              )
              .replace(/^\s*[a-z]/, (first) => first.toUpperCase());
      const directive = toDirective(line, written, part.index, section, prohibited, readings);
      if (directive) directives.push(directive);
    }
  }
  return directives;
}

const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}/;
/**
 * An item that reads as a command to do something ("Promise credits", "Claim to be a person"),
 * not one already negative ("No details of…", "Never…") or a positive rule filed under the
 * heading ("Keep this prompt private", "Always…").
 */
const NOT_FORBIDDEN_BY_HEADING =
  /^(?:no|not|never|don't|do not|avoid|keep|always|only|stay|remain|be|make sure|ensure|please|use|refer|send|say)\b/i;
const commandsAnAct = (text: string) => {
  const first = (wordsOf(text)[0] ?? "").toLowerCase();
  return !NOT_FORBIDDEN_BY_HEADING.test(text) && !/ed$/.test(first) && looksImperative(first);
};
const PROHIBITION_HEADER = /\b(?:don't|do not|never|avoid|not allowed|must not|no-go|forbidden)\b/i;

/** A cell under a "Don't" or "Never" header is a prohibition, however it is worded. */
function prohibitedColumn(header: readonly string[] | null, line: InstructionLine, index: number): boolean {
  if (!header) return false;
  const column = line.text.slice(0, index).split("|").length - 2;
  return PROHIBITION_HEADER.test(header[column] ?? "");
}

function headingText(raw: string): string {
  return raw
    .replace(/^\s*#+\s*/, "")
    .replace(/[:*_`]/g, "")
    .trim()
    .toLowerCase();
}

/** A short line without a sentence's end, such as "Style" or "Keeping pupils safe:", names a section. */
function isSectionLabel(line: InstructionLine): boolean {
  if (LIST_MARK.test(line.raw) || line.text.trim().startsWith("|")) return false;
  const match = SECTION_LINE.exec(line.text);
  if (!match) return false;
  const words = wordsOf(match[1] ?? "");
  return words.length > 0 && words.length <= MAX_SECTION_WORDS && !/[.!?]\s*$/.test(line.text) && !/\d/.test(line.text);
}

/** Sentences of a line (a table row's cells read as one sentence each), then their clauses. */
function partsOf(line: InstructionLine): { text: string; index: number }[] {
  const text = line.text;
  const sentences = text.trim().startsWith("|")
    ? tableCells(text)
    : // A line without a sentence end before its last characters is one sentence: no need to split.
      INNER_SENTENCE_END.test(text)
      ? splitSentences(text)
      : [{ text: text.trim(), index: text.length - text.trimStart().length }];
  const parts: { text: string; index: number }[] = [];
  const read = LOWER_CASE_LINE.test(text) ? sentences.flatMap(lowerCaseSentences) : sentences;
  for (const [at, sentence] of read.entries()) {
    // "No bikes at the dock? Show them the nearest one": a question before a rule is the rule's
    // situation, not a rule of its own.
    if (at < read.length - 1 && /\?\s*$/.test(sentence.text)) continue;
    let from = 0;
    const body = sentence.text;
    const breaks = CONDITION_LEAD.test(body) ? CLAUSE_BREAKS : CLAUSE_OR_COMMA_BREAKS;
    for (const match of body.matchAll(breaks)) {
      pushPart(parts, body.slice(from, match.index), sentence.index + from);
      from = match.index + match[0].length;
    }
    pushPart(parts, body.slice(from), sentence.index + from);
  }
  return parts;
}

/** A line written in lower case ("- never ask about age. not even as small talk."): its writer's sentences start so too. */
const LOWER_CASE_LINE = /^\s*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?[a-z]/;
/** A full stop after a word of three letters or more, then a lower-case word: a new sentence. */
const LOWER_CASE_BREAK = /(?<=[a-z]{3}[.!?])\s+(?=[a-z])|(?<=[a-z0-9]{2}[.!?])\s+(?=\d{1,3}\s+[a-z])/g;

function lowerCaseSentences(sentence: { text: string; index: number }): { text: string; index: number }[] {
  const pieces: { text: string; index: number }[] = [];
  let from = 0;
  for (const match of sentence.text.matchAll(LOWER_CASE_BREAK)) {
    pieces.push({ text: sentence.text.slice(from, match.index), index: sentence.index + from });
    from = match.index + match[0].length;
  }
  pieces.push({ text: sentence.text.slice(from), index: sentence.index + from });
  return pieces.filter((piece) => piece.text.trim() !== "");
}

/** A clause's leading "but", "and then": the rule starts after them. */
const LEADING_CONJUNCTION = /^\s*(?:but|and|however|yet|so|then|also|and then)\b,?\s*/i;

function pushPart(parts: { text: string; index: number }[], text: string, index: number): void {
  const stripped = text.replace(LIST_MARK, "").replace(LEADING_CONJUNCTION, "");
  const lead = text.length - stripped.length;
  const trimmed = stripped.trim();
  if (/[\p{L}\p{N}]/u.test(trimmed))
    parts.push({ text: trimmed, index: index + lead + (stripped.length - stripped.trimStart().length) });
}

function tableCells(text: string): { text: string; index: number }[] {
  const cells: { text: string; index: number }[] = [];
  let index = 0;
  for (const cell of text.split("|")) {
    const trimmed = cell.trim();
    if (trimmed && !/^[-:\s]+$/.test(trimmed)) cells.push({ text: trimmed, index: index + cell.indexOf(trimmed) });
    index += cell.length + 1;
  }
  return cells;
}

/** What a directive's text says, whatever line it is on: computed once per distinct text. */
type Reading = Omit<Directive, "line" | "at" | "section" | "first">;

export function toDirective(
  line: InstructionLine,
  written: string,
  at: number,
  section: string | null,
  prohibited = false,
  readings?: Map<string, Reading | null>,
): Directive | null {
  // A prohibition column's cell reads as "Do not …"; the quote still shows the cell as written.
  const text = prohibited ? `Do not ${written.charAt(0).toLowerCase()}${written.slice(1)}` : written;
  let reading = readings?.get(text);
  const first = reading === undefined;
  if (reading === undefined) {
    reading = remembered(READINGS_SEEN, text, () => read(text));
    readings?.set(text, reading);
  }
  if (!reading) return null;
  // Written out rather than spread: one object shape for every directive keeps this fast.
  return {
    line,
    at,
    text: reading.text,
    plain: reading.plain,
    section,
    modality: reading.modality,
    absolute: reading.absolute,
    condition: reading.condition,
    verb: reading.verb,
    objects: reading.objects,
    words: reading.words,
    numbers: reading.numbers,
    first,
  };
}

function read(text: string): Reading | null {
  // The rule is read without its configuration key's quoting or clause number; `text` stays as written.
  const rule = unwrapRule(text);
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const { condition, main } = splitCondition(rule);
  // A quoted reply is what the assistant says, not what it does. "Under no circumstances tell…"
  // and "You are not permitted to tell…" say "never tell…".
  const mainWords = wordsOf(main.replace(QUOTED, " ").replace(NEVER_PHRASE, "never "));
  const { modality, verbIndex } = modalityOf(mainWords, condition !== null);
  const verbWord = verbIndex === -1 ? undefined : mainWords[verbIndex];
  const verb = verbWord === undefined ? null : lemmaOf(verbWord);
  const objectWords = verbIndex === -1 ? mainWords : mainWords.slice(verbIndex + 1);
  const objects = objectWords.filter((word) => !STOP_WORDS.has(word) && !NEGATIONS.has(word)).map(objectLemma);
  return {
    text,
    plain: rule.replace(QUOTED, (quoted) => " ".repeat(quoted.length)),
    modality,
    absolute: ABSOLUTE.test(text) && modality !== "may",
    condition,
    verb,
    objects,
    words,
    numbers: thresholdsOf(text),
  };
}

/** "add-ons" is "add-on": a hyphenated plural the dictionary does not know. */
function objectLemma(word: string): string {
  const lemma = lemmaOf(word);
  return lemma === word && word.includes("-") && /[^s]s$/.test(word) ? word.slice(0, -1) : lemma;
}

/** "Exception to rule 2:", "Personal data:": a label before the rule. */
const LEADING_LABEL = /^(?!(?:never|do not|don't|always|you|only|please|must|avoid|no|not)\b)[^:"“]{1,40}:\s+(?=\S)/i;
/**
 * "4.2", "1.2.3.", "§ 7", "(b)", "Step 4 →": a clause number in a numbered policy, or a flow's
 * step, is no part of the rule.
 */
const CLAUSE_NUMBER =
  /^(?:§\s*)?\d{1,3}(?:\.\d{1,3})+\.?\s+|^§\s*\d{1,3}\.?\s+|^\(\w{1,3}\)\s+|^(?:step|stage)\s*\d{1,3}\s*(?:→|->|=>)\s*/i;
/**
 * "The assistant should…", "It explains…": policies name the assistant in the third person; the
 * rule's modality and verb follow the subject.
 */
const THIRD_PERSON_SUBJECT =
  /^(?:the|this|our) (?:assistant|bot|chatbot|agent|ai|model|system|service)\s+|^it\s+(?=\w+s\b|must|should|may|can|will|never|does|is not)/i;
/**
 * "prompt: "Feel free to share…"": in a configuration the quoted value is the rule, not a reply
 * the assistant says.
 */
/** "Feel free to share…" is a permission. */
const FEEL_FREE = /\b(?:please )?(?:feel free|you are welcome|you're welcome) to\s+/i;
const CONFIG_VALUE = /^\s*"?([\w .-]{1,40})"?\s*:\s*["“](.+)["”],?\s*$/;

/** The rule as a configuration or policy states it, without key, clause number or quoting. */
function unwrapRule(text: string): string {
  const config = CONFIG_VALUE.exec(text);
  // The key stays: "otherwise:" or "never_collect:" says what the value is for.
  const value = config?.[2] !== undefined && !/["“”]/.test(config[2]) ? `${config[1] ?? ""}: ${config[2]}` : text;
  return value.replace(CLAUSE_NUMBER, "");
}
/** "To check a claim's status, ask...": a purpose, not a condition. */
const LEADING_PURPOSE = /^(?:to|in order to|so that)\s[^,]{3,80},\s*/i;
/**
 * "At the end of each triage, tell…", "In every reply, …": a phrase that places the rule, not a
 * condition that narrows it; the rule starts after it.
 */
const LEADING_SETTING = /^(?:at|in|during|throughout|on|with|from)\s[^,:;]{2,60},\s*(?=[a-z])/i;
/** "For parents, give full answers": the people a rule is for narrow it, like a condition. */
const LEADING_AUDIENCE = /^for\s([^,:;]{2,60}),\s*(?=[a-z])/i;
/** "Every reply must include…", "Each answer should…": the rule's subject before its modal. */
const SUBJECT_BEFORE_MODAL =
  /^(?:every|each|all|any)\s+(?:[\w-]+\s+){1,2}?(?=(?:must|should|shall|may|can|will|never|always)\b)/i;

function splitCondition(fullText: string): { condition: Condition | null; main: string } {
  const text = fullText
    .replace(CLAUSE_NUMBER, "")
    .replace(LEADING_LABEL, "")
    .replace(LEADING_PURPOSE, "")
    .replace(LEADING_SETTING, "")
    .replace(SUBJECT_BEFORE_MODAL, "")
    .replace(THIRD_PERSON_SUBJECT, "")
    .replace(FEEL_FREE, "may ");
  const audience = LEADING_AUDIENCE.exec(text);
  if (audience) {
    const rest = splitCondition(text.slice(audience[0].length));
    return { condition: rest.condition ?? toCondition("", "for", audience[0].replace(/,\s*$/, "")), main: rest.main };
  }
  const onlyFirst = /^only\b/i.test(text);
  const leading = LEADING_CONDITION.exec(text);
  if (leading) {
    const conditionText = `${leading[2] ?? ""}${leading[3] ?? ""}`.trim();
    const main = text.slice(leading[0].length).replace(THIRD_PERSON_SUBJECT, "").replace(FEEL_FREE, "may ");
    // "Whenever a passenger mentions a wheelchair, reduced mobility or a medical device, give them…":
    // the first comma is inside a list; the rule starts where a clause does.
    const after = RULE_AFTER_LISTED_CONDITION.exec(main);
    const before = after ? main.slice(0, after.index) : "";
    // What runs to the rule is the rest of the list: short items, no rule of its own.
    const listed =
      after &&
      (modalityOf(wordsOf(main), true).modality === "statement" ||
        (!looksImperative(wordsOf(main)[0] ?? "") &&
          before.split(/,\s*|\s+(?:or|and)\s+/).every((item) => item.trim().split(/\s+/).length <= 6) &&
          !/\b(?:must|should|never|always|do not|don't|please)\b/i.test(before)))
        ? after
        : null;
    if (listed)
      return {
        condition: toCondition(
          leading[1] ? "only" : "",
          leading[2] ?? "",
          `${conditionText}, ${main.slice(0, listed.index)}`,
        ),
        main: main
          .slice(listed.index + listed[0].length)
          .replace(THIRD_PERSON_SUBJECT, "")
          .replace(FEEL_FREE, "may "),
      };
    return { condition: toCondition(leading[1] ? "only" : "", leading[2] ?? "", conditionText), main };
  }
  const trailing = TRAILING_CONDITION.exec(text);
  if (trailing && trailing.index > 0) {
    return {
      condition: toCondition(
        trailing[1] || onlyFirst ? "only" : "",
        trailing[2] ?? "",
        `${trailing[2] ?? ""} ${trailing[3] ?? ""}`,
      ),
      main: text.slice(0, trailing.index),
    };
  }
  return { condition: null, main: text };
}

function toCondition(only: string, marker: string, text: string): Condition {
  // "Only escalate when...": the "only" at the start of the sentence narrows the condition too.
  const lower = marker.toLowerCase();
  const kind = lower.startsWith("unless") || lower.startsWith("except") ? "unless" : only ? "only-if" : "if";
  return { kind, text: text.trim(), words: wordsOf(text) };
}

/** The modality and the index of the action's verb among the words of the main clause. */
function modalityOf(words: readonly string[], afterCondition = false): { modality: Modality; verbIndex: number } {
  let negated = false;
  let may = false;
  let must = false;
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index] ?? "";
    if (NEGATIONS.has(word)) {
      negated = true;
      if (word === "no" || word === "nothing" || word === "avoid") {
        // "No emojis", "Avoid jargon": the object is what is ruled out; "avoid giving" names a verb.
        const next = words[index + 1];
        if (word === "avoid" && next !== undefined && next.endsWith("ing"))
          return { modality: "must-not", verbIndex: index + 1 };
        return { modality: "must-not", verbIndex: -1 };
      }
      continue;
    }
    if (MAY_WORDS.has(word)) {
      may = true;
      continue;
    }
    if (MUST_WORDS.has(word)) {
      must = true;
      continue;
    }
    if (LEAD_WORDS.has(word) || wordInfo(word).pos === "adverb") continue;
    break;
  }
  const verbIndex = index < words.length ? index : -1;
  const first = words[verbIndex] ?? "";
  if (negated) return { modality: "must-not", verbIndex };
  if (may) return { modality: "may", verbIndex };
  if (must) return { modality: "must", verbIndex };
  // An imperative: the clause opens with a verb, after lead words at most ("Save the card number",
  // "Only escalate when...", "You point out mistakes").
  if (looksImperative(first)) return { modality: "must", verbIndex };
  // "If a child opens the chat, finish the form": after a condition, the clause opens with its verb.
  if (afterCondition && verbIndex === 0 && !STOP_WORDS.has(first) && wordInfo(first).pos !== "adjective") {
    return { modality: "must", verbIndex };
  }
  return { modality: "statement", verbIndex: -1 };
}

export function looksImperative(word: string): boolean {
  if (STOP_WORDS.has(word) || /^\d/.test(word)) return false;
  const info = wordInfo(word);
  return info.pos === "verb" || (info.pos === "noun" && !word.endsWith("s") && COMMON_VERBS.has(word));
}

/** Words compromise lists as nouns that open instructions as verbs. */
const COMMON_VERBS: ReadonlySet<string> = new Set(
  (
    "answer ask tell point store save record note log check offer reply respond name contact call text email share " +
    "list quote book order pay help guide lead hand transfer flag report refuse turn link reference comment rate " +
    "request promise guarantee push nudge pressure push use end close open start stop pause keep treat match " +
    "mark label score rank filter screen sort group sound act play address greet thank praise warn remind review " +
    "reject accept approve deny finish complete continue go proceed register sign refer signpost direct escalate forward " +
    "claim pretend reveal disclose discuss mention recommend suggest guess speculate diagnose prescribe talk chat speak " +
    "stick drop put"
  ).split(" "),
);

function thresholdsOf(text: string): Threshold[] {
  if (!/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred)\b/i.test(text))
    return [];
  const found: Threshold[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(MAX_BOUND)) {
    pushThreshold(found, seen, "max", match[1], match[2], text, match.index);
  }
  for (const match of text.matchAll(MIN_BOUND)) {
    const value = match[1] ?? match[3];
    const unit = match[2] ?? match[4];
    pushThreshold(found, seen, "min", value, unit, text, match.index);
  }
  // The named bounds and sums of money are rarer than numbers: a cheap test first.
  if (NAMED_BOUND_WORD.test(text)) {
    for (const match of text.matchAll(NAMED_FLOOR))
      pushThreshold(found, seen, "min", match[1], match[2], text, match.index);
    for (const match of text.matchAll(NAMED_CEILING))
      pushThreshold(found, seen, "max", match[1], match[2], text, match.index);
  }
  for (const match of text.matchAll(BARE_COUNT)) {
    const unit = UNIT_WORDS[(match[2] ?? "").toLowerCase()];
    if (unit) pushThreshold(found, seen, "exact", match[1], match[2], text, match.index);
  }
  if (/[£$€]/.test(text))
    for (const match of text.matchAll(AMOUNT))
      pushThreshold(found, seen, "exact", match[1], undefined, text, match.index);
  return found;
}

function pushThreshold(
  found: Threshold[],
  seen: Set<string>,
  bound: Threshold["bound"],
  valueText: string | undefined,
  unitText: string | undefined,
  text: string,
  index: number,
): void {
  if (valueText === undefined) return;
  const currency = /^[£$€]/.exec(valueText)?.[0];
  const lower = valueText.toLowerCase().replace(/^[£$€]/, "");
  const value = NUMBER_WORD_VALUES[lower] ?? Number(lower.replace(/,(?=\d{3}\b)/g, ""));
  if (!Number.isFinite(value)) return;
  const unitWord = (unitText ?? "").toLowerCase();
  // An amount of money is counted in its currency, whatever word follows it ("£25 a month").
  const unit = currency ?? UNIT_WORDS[unitWord] ?? nounBefore(text, index) ?? unitWord;
  // One number read by two patterns ("minimum of £25") is one threshold: the first reading wins.
  if (seen.has(`${value}|${unit}`) || (bound === "exact" && found.some((t) => t.value === value && t.unit === unit)))
    return;
  const key = `${value}|${unit}`;
  if (seen.has(key)) return;
  seen.add(key);
  found.push({ bound, value, unit });
}

/** "pain 8 or above": the counted thing is named before the number. */
function nounBefore(text: string, index: number): string | undefined {
  const before = wordsOf(text.slice(Math.max(0, index - 40), index));
  for (let at = before.length - 1; at >= 0; at--) {
    const word = before[at] ?? "";
    if (STOP_WORDS.has(word) || /^(?:only|score|level|rated|rate|of|is|at)$/.test(word)) continue;
    return lemmaOf(word);
  }
  return undefined;
}

/** True when one of `phrases` (lower-case, single spaces) is in the directive's text. */
export function mentions(directive: Directive, pattern: RegExp): boolean {
  return pattern.test(directive.text);
}
