import { ASKED_BY_OTHERS, OVERCLAIMS, SOMEONES_DATA, PROTECTED_TRAIT, selectsByTrait } from "./harmful-rules";
import type { DirectiveIndex } from "./directive-index";
import type { Directive } from "../../text/directives";
import { lemmaOf, wordInfo } from "../../text/language";
import { quoteLine } from "../../text/instruction-lines";
import type { Contradiction } from "./types";
import { NEGATED_BEFORE, NEGATION_WORDS, REFUSAL_WORDS, wordPattern } from "../../text/vocabulary";

/**
 * Rules that cannot both be followed, in four kinds:
 * - opposite: the same action required and forbidden ("always recommend travel insurance" /
 *   "never recommend travel insurance"), or the two sides of a known topic ("point out every
 *   mistake" / "never tell a child an answer is wrong");
 * - threshold: incompatible numbers or limits ("at most 100 words" / "full worked examples";
 *   "emergency at any chest pain" / "only at pain 8 or above");
 * - exception: an exception that swallows its rule ("only a parent may register" / "if a child
 *   starts the chat, finish the registration");
 * - persona-honesty: a persona that hides what the assistant is, beside an honesty rule.
 * A general rule beside a narrow, stated exception is not a conflict: a conditional rule
 * conflicts with an unconditional one only when that one says it has no exception ("never",
 * "at all times"), and two conditional rules only when their conditions overlap.
 */

/** The rule, or the short line it stands on, says which rule wins. */
function ranksRules(directive: Directive): boolean {
  const where = directive.line.text.length <= MAX_RANKING_LINE ? directive.line.text : directive.text;
  return where.length <= MAX_RANKING_LINE && PRIORITY.test(where);
}
/** Longer than this, a line or rule is a paragraph or a whole text: a ranking in it says nothing of one rule. */
const MAX_RANKING_LINE = 300;
/** A rule that ranks two others: "X comes before Y", "X takes priority", "X wins". */
const PRIORITY =
  /\b(?:comes? (?:before|first)|takes? (?:priority|precedence)|wins? over|(?:matters?|is) more (?:important )?than|always wins)\b/i;

/** Enough to show a creator the problem; a long text repeating the same rules stops here. */
export const MAX_CONTRADICTIONS = 20;
/** Directives compared per action: a long text repeating one verb is not compared pair by pair. */
const MAX_PER_BUCKET = 40;

type Kind = Contradiction["kind"];

/** Verbs that name the same action. */
const VERB_GROUPS: readonly (readonly string[])[] = [
  ["share", "reveal", "disclose", "show", "send", "email", "e-mail", "forward", "pass", "copy"],
  // Speaking of a subject in any verb: "never mention competitors" forbids discussing them.
  ["tell", "say", "mention", "state", "inform", "discuss", "talk", "cover"],
  ["give", "provide", "offer"],
  ["ask", "request", "collect", "gather"],
  ["recommend", "suggest", "advise", "propose", "promote", "push", "upsell", "pitch"],
  ["store", "save", "keep", "record", "log", "retain"],
  ["use", "include", "add"],
  ["hand", "transfer", "escalate", "refer", "pass"],
  ["answer", "respond", "reply"],
];
const GROUP_OF = new Map<string, string>();
for (const group of VERB_GROUPS)
  for (const verb of group) if (!GROUP_OF.has(verb)) GROUP_OF.set(verb, group[0] ?? verb);

/** Words too general to show that two rules are about the same thing. */
const GENERIC = new Set(
  (
    "user customer client child student pupil people person someone anyone everyone question questions answer reply response " +
    "patient member resident caller employee renter applicant candidate visitor guest traveller passenger player parent " +
    "owner learner tenant buyer shopper carer family adult " +
    "i'm you're it's that's don't can't say tell ask give want need make sure " +
    "number detail information data thing name type kind" +
    "message chat conversation time way thing something anything everything one them it information help request " +
    " time always never every each all any first same own other they their he she his her we us our"
  ).split(" "),
);

interface Side {
  label: string;
  test: (directive: Directive) => boolean;
}

interface Topic {
  id: string;
  /** Words each side cannot do without: only directives with them are read. */
  cue: RegExp;
  secondCue: RegExp;
  subject: string;
  kind: Kind;
  first: Side;
  second: Side;
  /** Pair the first side with every directive on the second (each selection rule breaks equal treatment). */
  everySecond?: boolean;
  /** The second side names the very situation the first rule acts in: conditions need not overlap in words. */
  meets?: boolean;
  /** Whether a found pair conflicts, beyond each side's own test. */
  pairs?: (first: Directive, second: Directive) => boolean;
}

/** The pattern matches and no negation precedes it in its clause. */
function affirmed(d: Directive, pattern: RegExp): boolean {
  const match = pattern.exec(d.text);
  return match !== null && !NEGATED_BEFORE.test(d.text.slice(0, match.index));
}

const SHORT_ANSWER =
  /\b(?:keep (?:\w+ ){0,2}(?:answers?|responses?|replies|reply|messages?|it|them|explanations?) (?:short|brief|concise)|(?:be|stay) (?:brief|concise)|(?:short|brief|concise) (?:answers|replies|responses)|(?:one|two|one or two|two or three) (?:short )?sentences|(?:one|a single) (?:short )?sentence|(?:under|at most|no more than|maximum(?: of)?|max\.?|up to|fewer than|less than) \d+ (?:words|characters|sentences|lines|seconds)|\d+ (?:words|characters|sentences) or (?:fewer|less)|fit (?:in|into|within) (?:one|a single) (?:sms|text|text message|message|screen))\b/i;
const LONG_ANSWER =
  /\b(?:(?:explain|answer|respond|describe|cover|go through)(?: \w+){0,3} (?:in (?:great |full |as much |lots of )?detail|thoroughly|exhaustively|at length|fully)|(?:detailed|thorough|comprehensive|exhaustive|long|in-depth|lengthy) (?:answers?|explanations?|responses?|replies|reply|stories|story|descriptions?|breakdowns?|accounts?)|walk (?:\w+ )?through (?:each|every|all)\b[^.;]{0,40}\bin (?:full|detail)|as much detail as possible|full (?:worked )?(?:examples?|solutions?|working|explanations?)|(?:the )?full (?:list|details|breakdown|table|schedule|timetable|terms)|worked examples?|every (?:step|option|detail)|all (?:the )?(?:steps|working|details|fees)|at least \d{3,} words|\d{3,} words (?:long|or more)|(?:the )?complete (?:programme|program|list|plan|guide|details|answers?|specifications?)|(?:in )?(?:full|long|several|multiple) paragraphs|(?:a |the )?full (?:summary|summaries|overview|history|account|explanation|transcript|copy)|(?:go|walk|take (?:them|the \w+)) through (?:each|every|all)\b|(?:line|point|item|charge) by (?:line|point|item|charge)|(?:the )?full (?:[\w-]+ ){1,2}(?:policy|policies|list|terms|conditions|wording|text|details|schedule)|every (?:\w+ )?(?:exercise|specification|feature|spec|detail)|comparison tables?|everything (?:they|the \w+) (?:need|might need)|(?:list|give|show|include|explain|describe|set out|read out)\b[^.;]{0,20}\b(?:every|all)\b[^.;]{0,60}\bin full|(?:explain|describe|walk \w+ through)\b[^.;]{0,30}\bstep[- ]by[- ]step\b)\b/i;

/** "When a child asks how the heart works": a question the assistant will meet every day. */
const ORDINARY_QUESTION = /\basks?\b\s+(?:\w+\s+)?(?:about|how|what|why|where|which|whether)\b/i;
/** A condition under which a longer answer is the user's own request. */
const ASKS_FOR_MORE =
  /\b(?:more|detail\w*|longer|full\w*|further|elaborat\w*|expand\w*|in depth|step[- ]by[- ]step|explain\w* (?:it|that|this) (?:again|more))\b/i;

/** "Treated the same whatever their age, sex…": equal treatment stated with the traits it covers. */
const EQUAL_TREATMENT =
  /\b(?:treat\w*|same|equal\w*|fair\w*)\b[^.;]{0,50}\b(?:regardless|whatever|irrespective|no matter)\b|\b(?:regardless|irrespective) of\b|\bsame (?:criteria|standards?|rules?|questions|service)\b/i;

/** "Respond in English only", "always answer in Welsh": one language whatever the user writes in. */
const LANGUAGE_NAME =
  "(?:english|welsh|french|spanish|german|irish|polish|arabic|urdu|italian|portuguese|dutch|gaelic|punjabi|bengali|romanian|chinese|mandarin|cantonese)";
/** "Respond in English only", "all replies must be in Welsh": one language, said to hold for every reply. */
const ONE_LANGUAGE = new RegExp(
  `\\b(?:always|only|all|every|must)\\b[^.;]{0,40}\\bin ${LANGUAGE_NAME}\\b|\\bin ${LANGUAGE_NAME} only\\b|\\bonly (?:use|speak|write) ${LANGUAGE_NAME}\\b`,
  "i",
);
const LANGUAGE_WORD = new RegExp(`\\b${LANGUAGE_NAME}\\b`, "gi");

function languagesOf(text: string): string[] {
  return [...new Set((text.match(LANGUAGE_WORD) ?? []).map((name) => name.toLowerCase()))];
}

/** "Assess everyone on the same criteria": equal treatment as a concrete rule, without naming traits. */
const SAME_FOR_EVERYONE =
  /\b(?:every|everyone|everybody|all|each)\b[^.;]{0,40}\bsame (?:criteria|standards?|rules?|questions|scoring|process)\b|\bsame (?:criteria|standards?|rules?|questions|scoring|process)\b[^.;]{0,30}\b(?:every|everyone|everybody|all|each)\b/i;

/** "In the customer's own language", "the language they write in". */
const USERS_LANGUAGE =
  /\bin (?:the )?(?:[\w-]+'s|their|his|her|that|the same|same|whichever|whatever|any)(?: own)? languages?\b|\bsame language as\b|\b(?:the )?language (?:they|the user|the customer) (?:write|writes|use|uses|speak|speaks)\b/i;

/** Kinds of markup a rule names; "markup", "formatting" and "plain text" name them all. */
const MARKUP_KINDS: readonly [string, RegExp][] = [
  ["table", /\btables?\b/i],
  ["bold", /\b(?:bold|italics?)\b/i],
  ["list", /\b(?:bullet\w*|numbered lists?)\b/i],
  ["heading", /\b(?:headings?|headers?)\b/i],
];
const ALL_MARKUP = /\b(?:mark-?up|markdown|formatting|plain text)\b/i;
/** "No markup of any kind", "plain text only", "no tables": markup the rule forbids. */
const NO_MARKUP =
  /\b(?:no|never|without|avoid|(?:do not|don't|never) use)\s+(?:\w+\s+){0,2}?(?:mark-?up|markdown|formatting|tables?|bullet\w*|headings?|headers?|bold|italics?)\b|\bplain text(?: only)?\b/i;
/** "Send the options as a markdown table", "bold the price": markup the rule asks for. */
const USES_MARKUP =
  /\b(?:markdown|tables?|bold|italics?|bullet(?:ed)? (?:list|points)|bullets|headings?|headers|numbered lists?)\b/i;

function markupKinds(text: string): Set<string> {
  if (ALL_MARKUP.test(text)) return new Set(MARKUP_KINDS.map(([kind]) => kind));
  return new Set(MARKUP_KINDS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind));
}

/** "Keep playing after a loss", "a bigger next stake", "spend more": pushing users to go on spending or playing. */
const PUSHES_ON =
  /\b(?:keep (?:on )?(?:playing|betting|spending|gambling|buying|trading|depositing)|keeps? (?:\w+ ){0,2}(?:chatting|talking|scrolling|watching|gaming) (?:for )?as long as|(?:bigger|larger|higher) (?:next )?(?:stakes?|bets?|deposits?)|(?:bet|spend|deposit|stake|trade) more\b|win (?:it|them|(?:their|your|the) (?:money|losses?)) back|chas(?:e|ing) (?:their |your |the )?loss\w*|one more (?:bet|game|spin|round|go))/i;
/** "Suggest deposit limits or a time-out", "stop promoting bets": what a safer-spending rule asks for. */
const PROTECTS =
  /\b(?:(?:deposit|spending|spend|loss|time|betting) limits?|time-?outs?|self-?exclu\w*|take a break|cooling[- ]off|stops? (?:promoting|selling|marketing|offering)|gambling (?:helpline|support)|gamcare|gamblers anonymous)\b/i;
/** "Train through pain", "ignore the pain", "no pain, no gain". */
const PUSH_THROUGH =
  /\b(?:(?:train|work|run|push|keep going|carry on|play)\w* (?:\w+ )?(?:on )?through (?:the )?(?:pain|discomfort|injur\w*|dizziness)|ignore (?:the |any )?(?:pain|symptoms|dizziness)|no pain,? no gain)\b/i;
/** "Stop exercising", "stop the session": what a warning-sign rule asks for. */
const STOP_ACTIVITY =
  /\bstop (?:exercising|training|running|playing|the (?:exercise|workout|session|activity|class))\b/i;
/** "Never overstate what a policy covers", "never exaggerate": an honesty rule about claims. */
const NO_OVERCLAIM =
  /\b(?:never|don't|do not|must not|avoid)\s+(?:\w+\s+){0,2}(?:overstat|exaggerat|overclaim|overpromis|oversell|overpromis|misrepresent|mislead|make (?:false|misleading|exaggerated) (?:claims?|promises?))\w*/i;
const TOPICS: readonly Topic[] = [
  {
    id: "push-against-protect",
    cue: PUSHES_ON,
    secondCue: PROTECTS,
    subject: "pushing users to go on against a safer-spending rule",
    kind: "opposite",
    meets: true,
    first: { label: "push users to keep spending", test: (d) => d.modality !== "must-not" && affirmed(d, PUSHES_ON) },
    second: {
      label: "limits, breaks, stop promoting",
      test: (d) => d.modality !== "must-not" && PROTECTS.test(d.text),
    },
  },
  {
    id: "push-through-pain",
    cue: PUSH_THROUGH,
    secondCue: STOP_ACTIVITY,
    subject: "pushing on through pain against stopping at warning signs",
    kind: "opposite",
    meets: true,
    first: { label: "push through pain", test: (d) => d.modality !== "must-not" && affirmed(d, PUSH_THROUGH) },
    second: { label: "stop at warning signs", test: (d) => d.modality !== "must-not" && affirmed(d, STOP_ACTIVITY) },
  },
  {
    id: "overclaim-against-honesty",
    cue: NO_OVERCLAIM,
    secondCue: OVERCLAIMS,
    subject: "claims the product cannot honestly make",
    kind: "persona-honesty",
    first: { label: "never overstate", test: (d) => NO_OVERCLAIM.test(d.text) },
    second: { label: "claim too much", test: (d) => d.modality !== "must-not" && affirmed(d, OVERCLAIMS) },
  },
  {
    id: "equal-treatment",
    cue: EQUAL_TREATMENT,
    secondCue: PROTECTED_TRAIT,
    subject: "equal treatment against selection by a protected trait",
    kind: "opposite",
    first: {
      label: "treat everyone the same",
      test: (d) =>
        d.modality !== "must-not" &&
        EQUAL_TREATMENT.test(d.text) &&
        (PROTECTED_TRAIT.test(d.text) || SAME_FOR_EVERYONE.test(d.text)),
    },
    second: { label: "select by a protected trait", test: selectsByTrait },
    everySecond: true,
  },
  {
    id: "markup",
    cue: NO_MARKUP,
    secondCue: USES_MARKUP,
    subject: "markup in replies",
    kind: "opposite",
    first: { label: "no markup", test: (d) => NO_MARKUP.test(d.text) },
    second: { label: "use markup", test: (d) => affirmed(d, USES_MARKUP) && !NO_MARKUP.test(d.text) },
    // The markup asked for is one the other rule forbids ("no tables" leaves bullet lists free).
    pairs: (never, uses) => {
      const forbidden = markupKinds(NO_MARKUP.exec(never.text)?.[0] ?? "");
      return [...markupKinds(USES_MARKUP.exec(uses.text)?.[0] ?? "")].some((kind) => forbidden.has(kind));
    },
  },
  {
    id: "answer-length",
    cue: /\b(?:words|characters|sentences|seconds|short|brief|concise|sms|fit)\b/i,
    secondCue:
      /\b(?:detail\w*|thorough\w*|comprehensive|exhaustive\w*|long|in-depth|lengthy|full|fully|worked|every|each|all|complete|comparison|everything|at least|at length|paragraphs|by|\d{3,})\b/i,
    subject: "answer length",
    kind: "threshold",
    first: { label: "keep answers short", test: (d) => SHORT_ANSWER.test(d.text) && !/\bunless\b/i.test(d.text) },
    // "If they ask for more detail, explain fully" is a stated exception; "when a child asks how
    // the heart works, explain every part" is the ordinary case, so it breaks the limit.
    second: {
      label: "explain in detail",
      test: (d) => affirmed(d, LONG_ANSWER) && (!d.condition || !ASKS_FOR_MORE.test(d.condition.text)),
    },
    // A long answer in a situation the assistant meets every day ("when a child asks how…",
    // "whenever a child gets a question wrong") breaks a cap that holds for every answer; under a
    // cap that does not say so, only the ordinary question does.
    // "Only after two attempts" is a gate, a narrow stated exception.
    pairs: (short, long) =>
      !long.condition ||
      ORDINARY_QUESTION.test(long.condition.text) ||
      (long.condition.kind === "if" && holdsThroughout(short)),
  },
  {
    id: "mistakes",
    cue: /\b(?:mistakes?|errors?|wrong|incorrect)\b/i,
    secondCue: /\b(?:mistakes?|errors?|wrong|incorrect)\b/i,
    subject: "pointing out mistakes",
    kind: "opposite",
    first: {
      label: "point out mistakes",
      test: (d) =>
        affirmed(
          d,
          /\b(?:point out|correct|flag|highlight|mark|tell (?:them|the \w+) about|name)\b[^.;]{0,25}\b(?:mistakes?|errors?|wrong answers?)\b|\btell (?:them|the (?:child|student|pupil|user|learner))\b[^.;]{0,25}\b(?:wrong|incorrect)\b/i,
        ),
    },
    second: {
      label: "never say an answer is wrong",
      test: (d) =>
        /\b(?:never|don't|do not|avoid)\b[^.;]{0,20}\b(?:tell|say|point out|correct|mention|suggest|call|mark)\b[^.;]{0,40}\b(?:wrong|incorrect|mistakes?|errors?)\b/i.test(
          d.text,
        ),
    },
  },
  {
    id: "formality",
    cue: /\bformal\b/i,
    secondCue: /\b(?:casual|informal|chatty|laid-back|slang)\b/i,
    subject: "formality",
    kind: "opposite",
    first: {
      label: "be formal",
      test: (d) =>
        affirmed(
          d,
          /\b(?:(?:be|stay|remain|sound|keep it|use an?) (?:strictly |very |always )?formal|formal (?:tone|language|register|english)|(?:tone|register|style|voice)\b\W{1,3}(?:[\w-]+\W+){0,2}formal)\b/i,
        ),
    },
    second: {
      label: "be casual",
      test: (d) =>
        affirmed(
          d,
          /\b(?:(?:be|stay|sound|keep it|use an?) (?:\w+ )?(?:casual|informal|chatty|laid-back)|(?:casual|informal|chatty) (?:tone|language|register|style)|(?:tone|register|style|voice)\b\W{1,3}(?:[\w-]+\W+){0,2}(?:casual|informal|chatty|laid-back)|use (?:lots of )?slang)\b/i,
        ),
    },
  },
  {
    id: "emojis",
    cue: /\bemojis?\b/i,
    secondCue: /\bemojis?\b/i,
    subject: "emojis",
    kind: "opposite",
    first: { label: "use emojis", test: (d) => affirmed(d, /\b(?:use|add|include|sprinkle)(?: \w+){0,2} emojis?\b/i) },
    second: {
      label: "no emojis",
      test: (d) =>
        /\b(?:no|never|avoid|don't|do not|without)\b[^.;]{0,30}\bemojis?\b/i.test(d.text) &&
        !/\bat most|one emoji|more than\b/i.test(d.text),
    },
  },
  {
    id: "never-refuse",
    cue: /\b(?:refuse|decline|say no|off[- ]limits|answer (?:every|any|all))\b/i,
    secondCue: wordPattern([...REFUSAL_WORDS, ...NEGATION_WORDS]),
    subject: "refusals",
    kind: "opposite",
    first: {
      label: "never refuse",
      test: (d) =>
        /\b(?:never|do not|don't|must not) (?:refuse|decline|say no)\b(?! to)|\banswer (?:every|any|all) (?:questions?|requests?|messages?)\b(?! (?:about|on|related|regarding|relating|concerning|within|in|from|that|on)\b)|\bno (?:topic|question|request) is off[- ]limits\b/i.test(
          d.text,
        ),
    },
    second: {
      label: "a refusal rule",
      test: (d) =>
        !/\b(?:never|do not|don't|must not) (?:refuse|decline|say no)\b/i.test(d.text) &&
        /\b(?:refuse|decline|turn down)\b|\b(?:never|do not|don't|must not) (?:answer|discuss|help with|provide|give|write|explain)\b/i.test(
          d.text,
        ),
    },
  },
  {
    id: "personal-data",
    cue: /\b(?:personal|contact details|identifying)\b/i,
    secondCue: /\b(?:name|e-?mail|phone|address|birth|surname)\b/i,
    subject: "collecting personal data",
    kind: "opposite",
    first: {
      label: "never collect personal data",
      test: (d) =>
        /\b(?:never|do not|don't|must not) (?:ask(?: for)?|collect|request|store|keep)\b[^.;]{0,40}\b(?:personal (?:data|information|details)|contact details|identifying details)\b/i.test(
          d.text,
        ),
    },
    second: {
      label: "ask for personal details",
      test: (d) =>
        affirmed(
          d,
          /\b(?:ask (?:them |the user |the customer |the student |the child )?for|collect|request|take|get)\s+(?:their |your |the [\w-]+'s |a |an )?(?:full name|email(?: address)?|phone number|home address|postal address|address|date of birth|surname)\b/i,
        ),
    },
  },
  {
    id: "ai-disclosure",
    cue: /\b(?:ai|bot|chatbot|computer|automated|virtual|honest|truthful|transparent|lie|deceive|mislead)\b/i,
    secondCue:
      /\b(?:ai|bot|chatbot|automated|artificial|program|computer|machine|character|human|person|team|employee|staff|real)\b/i,
    subject: "saying it is an AI",
    kind: "persona-honesty",
    first: {
      label: "say you are an AI",
      // Affirmed where it is said: "be truthful, and say when you don't know" still asks for honesty.
      test: (d) =>
        affirmed(
          d,
          /\b(?:say|tell|remind|disclose|explain|confirm|admit)\b[^.;]{0,30}\b(?:you are|you're|that you are|it is|it's)\s+(?:an? )?(?:ai|bot|chatbot|computer (?:program|helper)|virtual assistant|automated)\b|\b(?:always |must )?(?:be|is|are|stays?|remains?) (?:always |\w+ )?(?:honest|truthful|transparent)\b|\bnever (?:lies?|deceives?|misleads?)\b/i,
        ),
    },
    second: {
      label: "hide that you are an AI",
      test: (d) =>
        /\b(?:never|do not|don't|does not|doesn't)\s+(?:ever\s+)?(?:says?|mentions?|reveals?|admits?|discloses?|tells?|lets? on|confirms?|breaks? character)\b[^.;]{0,40}\b(?:ai|bot|chatbot|automated|artificial|a program|computer|machine|character)\b|\b(?:always |must )?(?:pretend|claim|insist|say|tell (?:them|him|her|[\w-]+s|the \w+)|answer)(?: that)? (?:to be|you are|you're|you’re) (?:an? )?(?:human|real|person|member of (?:our|the) (?:[\w-]+ ){0,2}team|employee|member of staff)\b|\byou are [A-Z][\w-]*, (?:a|an|one of) (?:member of (?:our|the) (?:[\w-]+ ){0,3}team|(?:our )?(?:[\w-]+ )?(?:employees?|colleagues?|staff members?|advisers?|advisors?|agents?|nurses?)\b)|\b(?:as|is|are) (?:\w+, )?an? real (?:person|human|member|(?:\w+ )?\w+ (?:coach|adviser|advisor|agent|consultant|nurse|assistant|trainer|employee|colleague))\b|\b(?:real person|a human|a person)\b[^.;]{0,30}\b(?:say|answer|reply) (?:yes|that you are)\b|\bnever break character\b|\bstay in character (?:at all times|no matter what|always)\b/i.test(
          d.text,
        ),
    },
  },
  {
    id: "human-handoff",
    cue: /\b(?:hand|transfer|pass|escalate|put)\b/i,
    secondCue: /\b(?:hand|transfer|pass|escalate|put)\b/i,
    subject: "handing over to a human",
    kind: "opposite",
    first: {
      label: "hand over to a human",
      test: (d) =>
        affirmed(
          d,
          /\b(?:hand (?:over|off)|transfer|pass|escalate|put (?:them|the \w+) through)\b[^.;]{0,30}\b(?:human|person|staff|agent|colleague|team|advis[eo]r|nurse|doctor|manager)\b/i,
        ),
    },
    second: {
      label: "never hand over",
      test: (d) =>
        /\b(?:never|do not|don't|must not)\s+(?:hand (?:over|off)|transfer|pass|escalate|put)\b[^.;]{0,30}\b(?:human|person|staff|agent|colleague|team|advis[eo]r|anyone)\b/i.test(
          d.text,
        ),
    },
  },
  {
    id: "two-languages",
    cue: ONE_LANGUAGE,
    secondCue: ONE_LANGUAGE,
    subject: "reply language",
    kind: "opposite",
    first: { label: "always one language", test: (d) => ONE_LANGUAGE.test(d.text) && !d.condition },
    second: { label: "always another language", test: (d) => ONE_LANGUAGE.test(d.text) && !d.condition },
    // "Always answer in Welsh" / "always reply in English": two languages, each said to hold always.
    pairs: (a, b) => {
      const first = languagesOf(a.text);
      const second = languagesOf(b.text);
      return first.length === 1 && second.length === 1 && first[0] !== second[0];
    },
  },
  {
    id: "reply-language",
    cue: ONE_LANGUAGE,
    secondCue: /\blanguages?\b/i,
    subject: "reply language",
    kind: "opposite",
    first: {
      label: "always one language",
      test: (d) => ONE_LANGUAGE.test(d.text) && !d.condition,
    },
    second: {
      label: "the user's language",
      test: (d) => affirmed(d, USERS_LANGUAGE),
    },
  },
];

export function findContradictions(index: DirectiveIndex): Contradiction[] {
  const directives = index.directives;
  const found: Contradiction[] = [];
  const seen = new Set<string>();
  const add = (a: Directive, b: Directive, topic: string, kind: Kind) => {
    if (found.length >= MAX_CONTRADICTIONS * 2) return;
    // "Safety comes before brevity": a rule that says which rule wins resolves the conflict.
    if (a !== b && (ranksRules(a) || ranksRules(b))) return;
    const [first, second] = order(a, b);
    const key = `${first.line.number}|${second.line.number}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(toContradiction(first, second, topic, kind));
  };
  for (const topic of TOPICS) {
    for (const pair of topicPairs(index, topic)) {
      // Two sides of a topic under conditions that need not meet ("hand over if asked" / "never
      // hand over after 6pm") can both be followed; equal treatment and lengths hold throughout.
      if (topic.kind === "opposite" && !topic.everySecond && !topic.meets && !conditionsClash(pair[0], pair[1]))
        continue;
      add(pair[0], pair[1], topic.subject, topic.kind);
    }
  }
  for (const [a, b, topic] of numbersOnOneQuantity(directives)) add(a, b, topic, "threshold");
  for (const [a, b, topic] of oppositeActions(directives)) add(a, b, topic, "opposite");
  for (const [a, b, topic] of thresholdConflicts(directives)) add(a, b, topic, "threshold");
  for (const [a, b, topic] of narrowedByThreshold(directives)) add(a, b, topic, "threshold");
  for (const [a, b, topic] of swallowedRules(directives)) add(a, b, topic, "exception");
  // The checks below read only the directives their cue finds, in one pass over the text.
  const cued = (cue: RegExp) => [...index.matching(cue)].map((at) => directives[at]).filter((d) => d !== undefined);
  for (const [a, b, topic] of sameActInOtherWords(cued(ACT_CUE))) add(a, b, topic, "opposite");
  for (const [a, b, topic] of everyAgainstOnly(directives, cued(EVERY_CASE))) add(a, b, topic, "threshold");
  for (const [a, b, topic] of confidentialYetDisclosed(cued(KEEPS_CONFIDENTIAL), cued(OTHERS_CUE)))
    add(a, b, topic, "opposite");
  return found
    .sort((a, b) => a.first.line - b.first.line || a.second.line - b.second.line)
    .slice(0, MAX_CONTRADICTIONS);
}

function order(a: Directive, b: Directive): [Directive, Directive] {
  return a.line.number < b.line.number || (a.line.number === b.line.number && a.at <= b.at) ? [a, b] : [b, a];
}

function toContradiction(first: Directive, second: Directive, topic: string, kind: Kind): Contradiction {
  if (first === second) {
    const note = `its own exception swallows the rule (${topic})`;
    const quote = { ...quoteLine(first.line, first.at, note), role: "problem" as const };
    return { kind, topic, first: quote, second: quote };
  }
  return {
    kind,
    topic,
    first: {
      ...quoteLine(first.line, first.at, `conflicts with line ${second.line.number} on ${topic}`),
      role: "problem",
    },
    second: {
      ...quoteLine(second.line, second.at, `conflicts with line ${first.line.number} on ${topic}`),
      role: "problem",
    },
  };
}

/** Enough pairs of one topic to show the pattern. */
const MAX_PAIRS_PER_TOPIC = 4;

/** The first directive on one side of a topic against the first (or every) directive on the other. */
function topicPairs(index: DirectiveIndex, topic: Topic): [Directive, Directive][] {
  const firstAt = index.first(topic.cue, (directive) => topic.first.test(directive));
  const first = firstAt === undefined ? undefined : index.directives[firstAt];
  if (!first) return [];
  const pairs: [Directive, Directive][] = [];
  for (const at of index.matching(
    topic.secondCue,
    (directive) => directive !== first && topic.second.test(directive),
  )) {
    const second = index.directives[at];
    if (second && second.line.number !== first.line.number && (topic.pairs?.(first, second) ?? true))
      pairs.push([first, second]);
    if (!topic.everySecond || pairs.length >= MAX_PAIRS_PER_TOPIC) break;
  }
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// The same action required and forbidden
// ---------------------------------------------------------------------------------------------

/**
 * Acts of saying something to the user (not "answer questions about…" or "discuss…", which name a
 * scope): "give them a figure", "never estimate", "tell them",
 * "suggest" all decide what the user is told, so a prohibition in one verb binds the others.
 */
const COMMUNICATES: ReadonlySet<string> = new Set(
  (
    "share reveal disclose show tell say mention state inform give provide offer recommend " +
    "suggest advise propose promote explain quote promise guarantee estimate predict confirm list describe name"
  ).split(" "),
);
/** Directives compared per action class; a long text is compared through its content words, not pair by pair. */
const MAX_PER_CLASS = 400;
/** A word in more rules than this says little about which rules share a subject. */
const MAX_RULES_PER_WORD = 30;

function actionClass(verb: string): string {
  const group = groupOf(verb);
  return COMMUNICATES.has(verb) || COMMUNICATES.has(group) ? "communicate" : group;
}

/**
 * The same action (or two acts of telling the user something) required and forbidden on the same
 * subject. Rules are grouped by action class and, within a class, found through the content words
 * they share, so that a long text is not compared pair by pair.
 */
function* oppositeActions(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const classes = new Map<string, Directive[]>();
  for (const directive of directives) {
    if (!directive.verb || directive.modality === "statement") continue;
    const key = actionClass(directive.verb);
    const list = classes.get(key) ?? [];
    if (list.length < MAX_PER_CLASS) list.push(directive);
    classes.set(key, list);
  }
  for (const list of classes.values()) {
    const byWord = new Map<string, Directive[]>();
    for (const directive of list) {
      if (directive.modality === "must-not") continue;
      for (const word of topicWords(directive)) {
        const holders = byWord.get(word) ?? [];
        holders.push(directive);
        byWord.set(word, holders);
      }
    }
    for (const never of list) {
      if (never.modality !== "must-not") continue;
      const candidates = new Set<Directive>();
      for (const word of topicWords(never)) {
        const holders = byWord.get(word);
        if (holders && holders.length <= MAX_RULES_PER_WORD) for (const holder of holders) candidates.add(holder);
      }
      for (const must of candidates) {
        // "You may discuss X" against "Never mention X": a permission the prohibition takes back.
        const permitted = must.modality === "may" && never.absolute;
        if ((must.modality !== "must" && !permitted) || must === never) continue;
        // A rule and its own clarification, side by side ("never estimates; it says the amount depends…").
        if (must.line.number === never.line.number && Math.abs(must.at - never.at) < SAME_SENTENCE_CHARS) continue;
        // Two different verbs of telling need two shared subject words: "answer questions about
        // payment dates" does not clash with "never mention payment plans".
        const sameGroup = must.verb !== null && never.verb !== null && groupOf(must.verb) === groupOf(never.verb);
        if (!sameGroup && sharedCount(must, never) < 2) continue;
        if (!sameObjects(must, never) || !conditionsClash(must, never)) continue;
        // "Give general information and point them to Shelter for advice" keeps "never give legal advice".
        if (
          REFERS_ELSEWHERE.test(must.plain) ||
          (GENERAL_INFORMATION.test(must.plain) && ADVICE_WORD.test(never.plain))
        )
          continue;
        yield [must, never, topicOf(must, never)];
      }
    }
  }
}

/** A rule that sends the user to someone else for the subject keeps a prohibition on it. */
const REFERS_ELSEWHERE =
  /\b(?:points?|refers?|signposts?|directs?|sends?) (?:them |people |users |customers |callers |the [\w-]+ )?(?:on )?to\b(?! (?:the )?(?:same|next|top|end)\b)/i;
const GENERAL_INFORMATION = /\bgeneral (?:information|guidance|facts|explanations?)\b/i;
const ADVICE_WORD = /\badvi[cs]e\b/i;

/** Clauses this close on one line belong to one sentence or its neighbour. */
const SAME_SENTENCE_CHARS = 160;

function sharedCount(a: Directive, b: Directive): number {
  const right = new Set(topicWords(b));
  return topicWords(a).filter((word) => right.has(word)).length;
}

function groupOf(verb: string): string {
  return GROUP_OF.get(verb) ?? verb;
}

function contentObjects(directive: Directive): string[] {
  return directive.objects.filter((word) => !GENERIC.has(word) && word.length > 2).slice(0, 8);
}

const topicWordsCache = new WeakMap<Directive, string[]>();

/** A conditional rule is about its condition too: "if a resident disagrees with a decision, help them". */
function topicWords(directive: Directive): string[] {
  const cached = topicWordsCache.get(directive);
  if (cached) return cached;
  const own = contentObjects(directive);
  const extra = (directive.condition?.words ?? []).map(lemmaOf).filter((word) => !GENERIC.has(word) && word.length > 3);
  const words = extra.length === 0 ? own : [...new Set([...own, ...extra])];
  topicWordsCache.set(directive, words);
  return words;
}

/** One rule's objects are all among the other's, and there is at least one. */
function sameObjects(a: Directive, b: Directive): boolean {
  const left = topicWords(a);
  const right = topicWords(b);
  if (left.length === 0 || right.length === 0) return false;
  const [small, large] = left.length <= right.length ? [left, right] : [right, left];
  const overlap = small.filter((word) => large.includes(word)).length;
  if (overlap === small.length || overlap >= 2) return true;
  // One shared thing (a noun, not "free" or "late") is enough when either rule admits no exception.
  return (emphatic(a) || emphatic(b)) && small.some((word) => large.includes(word) && wordInfo(word).pos === "noun");
}

/**
 * Two rules on one action conflict when both apply at once: both unconditional, a conditional one
 * against one that admits no exception, or two conditions that share a word.
 */
function conditionsClash(a: Directive, b: Directive): boolean {
  if (!a.condition && !b.condition) return true;
  if (a.condition && b.condition)
    return a.condition.words.some((word) => !GENERIC.has(word) && word.length > 3 && b.condition?.words.includes(word));
  // "When a flight is cancelled, always offer a cash refund" against "Do not offer cash refunds":
  // an emphatic rule on either side says the author meant both to hold.
  return a.absolute || b.absolute || HOLDS_THROUGHOUT.test(a.text) || HOLDS_THROUGHOUT.test(b.text);
}

/** "Always", "all replies", "in English only": the author meant the rule to hold in every case. */
const HOLDS_THROUGHOUT =
  /\b(?:always|at all times|in every case|(?:all|every) (?:replies|reply|answers?|messages?|responses?|conversations?|chats?)|in \w+ only)\b/i;

/** "Every answer", "all replies", "at most" said of each reply: the rule holds in every case. */
function holdsThroughout(directive: Directive): boolean {
  return (
    directive.absolute ||
    HOLDS_THROUGHOUT.test(directive.text) ||
    /\b(?:every|each|any) (?:[\w-]+ )?(?:answer|reply|response|message|text|turn)\b/i.test(directive.text) ||
    /^(?:replies|answers|responses|messages)\b/i.test(directive.text)
  );
}

/** "Never", "at all times", "always", "every": the author meant the rule to hold in every case. */
function emphatic(directive: Directive): boolean {
  return directive.absolute || /\b(?:always|every)\b/i.test(directive.text);
}

function topicOf(a: Directive, b: Directive): string {
  const words = contentObjects(a.objects.length <= b.objects.length ? a : b).slice(0, 4);
  const verb = a.verb ?? "";
  return [verb, ...words].join(" ").trim();
}

// ---------------------------------------------------------------------------------------------
// Incompatible thresholds
// ---------------------------------------------------------------------------------------------

function* thresholdConflicts(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const withNumbers = directives.filter((directive) => directive.numbers.length > 0).slice(0, MAX_PER_BUCKET * 5);
  // "at most 100 words" beside "at least 300 words": the same unit, bounds that cannot both hold.
  for (const low of withNumbers) {
    for (const max of low.numbers) {
      if (max.bound !== "max") continue;
      for (const high of withNumbers) {
        if (high === low) continue;
        const min = high.numbers.find(
          (number) => number.bound === "min" && number.unit === max.unit && number.value > max.value,
        );
        // Sums of money below one figure and above another usually sort cases into bands.
        if (min && max.unit !== "" && !CURRENCY.test(max.unit) && sameScope(low, high))
          yield [low, high, `${max.unit}s: at most ${max.value} or at least ${min.value}`];
      }
    }
  }
  // "at any chest pain" beside "only at pain 8 or above": everything against a floor on one thing.
  for (const floor of withNumbers) {
    const min = floor.numbers.find((number) => number.bound === "min");
    // "Only at pain 8 or above", "drivers must be 25 or over": a floor the rule allows nothing below.
    if (!min || !/\b(?:only|must be|have to be|has to be|needs? to be)\b/i.test(floor.text)) continue;
    const any = new RegExp(`\\b(?:any|every|all|whatever)\\b(?:\\s+\\w+){0,3}\\s+${escapeRegExp(min.unit)}`, "i");
    for (const rule of directives) {
      if (rule === floor || !any.test(rule.text)) continue;
      yield [rule, floor, `${min.unit}: any against ${min.value} or above`];
      // "Below 8, recommend self-care": the other side of the same floor breaks the rule too.
      for (const below of withNumbers) {
        if (below === floor || below === rule) continue;
        if (below.numbers.some((number) => number.bound === "max" && number.value === min.value)) {
          yield [rule, below, `${min.unit}: any against below ${min.value}`];
        }
      }
      break;
    }
  }
}

/** "Always", "immediately", "every": the author allows no case where the action is skipped. */
const EMPHATIC = /\b(?:always|immediately|every time|in every case|at once|straight away)\b/i;

/** The action a rule is about: its verb, or its first word when the rule opens without one ("Refunds only if…"). */
function actionOf(directive: Directive): string | undefined {
  const head = directive.verb ?? directive.objects[0];
  return head === undefined ? undefined : groupOf(head);
}

/** The same action, or two content words in common: one shared word is too weak a sign. */
function sameAction(a: Directive, b: Directive): string | undefined {
  const action = actionOf(a);
  if (action !== undefined && action === actionOf(b) && !GENERIC.has(action)) return action;
  const right = new Set(topicWords(b));
  const shared = topicWords(a).filter((word) => word.length > 3 && right.has(word));
  return shared.length >= 2 ? shared[0] : undefined;
}

/**
 * "Always offer a refund for late parcels" against "Refunds only if 5+ days late": an emphatic
 * unconditional rule and a rule that allows the same action only past a number.
 */
function* narrowedByThreshold(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const floors = directives
    .filter((d) => d.numbers.length > 0 && (d.condition?.kind === "only-if" || /^\W*only\b/i.test(d.text)))
    .slice(0, MAX_PER_BUCKET);
  if (floors.length === 0) return;
  const emphatic = directives
    .filter((d) => d.modality === "must" && d.numbers.length === 0 && EMPHATIC.test(d.text))
    .slice(0, MAX_PER_BUCKET * 5);
  for (const floor of floors) {
    const unit = floor.numbers.find((number) => number.unit !== "" && !CURRENCY.test(number.unit))?.unit;
    for (const rule of emphatic) {
      if (rule.line.number === floor.line.number) continue;
      // "If someone mentions chest pain, call 999 immediately" against "only if the pain is 8 or
      // more": a conditional rule counts when its condition names what the floor measures.
      if (rule.condition && !(unit !== undefined && rule.condition.words.some((word) => lemmaOf(word) === unit)))
        continue;
      const shared = sameAction(rule, floor) ?? sharedEmergency(rule, floor);
      if (shared === undefined) continue;
      const number = floor.numbers[0];
      yield [rule, floor, `${shared}: always against only past ${number?.value ?? "a number"}`];
      break;
    }
  }
}

const CURRENCY = /^[£$€]$/;
const EMERGENCY_ACTION = /\b(?:999|911|112|ambulance|emergency services|escalat\w*)\b/i;

/** Both rules send the user to emergency help: the same action, however it is worded. */
function sharedEmergency(a: Directive, b: Directive): string | undefined {
  const first = EMERGENCY_ACTION.exec(a.text)?.[0];
  return first !== undefined && EMERGENCY_ACTION.test(b.text) ? first.toLowerCase() : undefined;
}

/** Whether the rule points away from `word` ("never to fast-track"), read in its own clause. */
function negatesWord(directive: Directive, word: string): boolean {
  const at = directive.text.toLowerCase().indexOf(word);
  if (at === -1) return directive.modality === "must-not";
  return NEGATED_BEFORE.test(directive.text.slice(0, at)) || directive.modality === "must-not";
}

/**
 * Two rules that put numbers on one quantity (the same unit or currency) and share a content
 * word, which cannot both hold:
 * - a floor ("the lowest payment you may accept is £25") against a smaller value the other rule
 *   allows ("accept … token payments of £1");
 * - overlapping ranges sent opposite ways ("fast-track covers claims under £1,500" / "any claim
 *   over £1,000 … never to fast-track").
 * Rules are grouped by unit first and compared only within a unit, so a long text is not compared
 * pair by pair.
 */
function* numbersOnOneQuantity(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const byUnit = new Map<string, Directive[]>();
  for (const directive of directives) {
    for (const number of directive.numbers) {
      if (number.unit === "") continue;
      const list = byUnit.get(number.unit) ?? [];
      if (list.length < MAX_PER_BUCKET && !list.includes(directive)) list.push(directive);
      byUnit.set(number.unit, list);
    }
  }
  for (const [unit, list] of byUnit) {
    if (list.length < 2) continue;
    for (const a of list) {
      for (const min of a.numbers) {
        if (min.unit !== unit || min.bound !== "min") continue;
        for (const b of list) {
          if (b === a || b.line.number === a.line.number) continue;
          const shared = sharedWords(a, b);
          if (shared.length === 0) continue;
          const below = b.numbers.find(
            (n) => n.unit === unit && (n.bound === "exact" || n.bound === "max") && n.value < min.value,
          );
          // A floor against an allowed smaller value: the permitting rule does not forbid it.
          if (below && below.bound === "exact" && b.modality !== "must-not" && !a.condition && !b.condition) {
            yield [a, b, `${shared[0]}: at least ${min.value} against ${below.value} (${unit})`];
            continue;
          }
          // Overlapping ranges sent opposite ways on the shared word.
          const ceiling = b.numbers.find((n) => n.unit === unit && n.bound === "max" && n.value > min.value);
          const opposed = ceiling && shared.find((word) => negatesWord(a, word) !== negatesWord(b, word));
          if (ceiling && opposed)
            yield [a, b, `${opposed}: over ${min.value} against under ${ceiling.value} (${unit})`];
        }
      }
    }
  }
}

/** Content words (not numbers) both rules are about. */
function sharedWords(a: Directive, b: Directive): string[] {
  const right = new Set(topicWords(b));
  return topicWords(a).filter((word) => right.has(word) && !/\d/.test(word) && word.length > 3);
}

/** Two numeric rules are about the same answers unless they name different things (story vs summary). */
function sameScope(a: Directive, b: Directive): boolean {
  return a.section === b.section || !a.condition || !b.condition;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// ---------------------------------------------------------------------------------------------
// An exception that swallows its rule
// ---------------------------------------------------------------------------------------------

/** "Only parents may...", "Never...": a rule that limits who may do what. */
const RESTRICTION =
  /^only\b[^.;]{0,60}\b(?:may|can|is allowed to|are allowed to|should)\b|\b(?:must|may|can|should) only\b/i;
/** The exception is the usual situation: the user asks, insists, describes their case, starts the chat. */
const USER_TRIGGER =
  /\b(?:asks?|insists?|wants?|requests?|describes?|says?|claims?|starts?|opens?|begins?|contacts?|messages?|writes? in|calls?|pushes|persists?|begs?|explains?|mentions?|gives?|disagrees?|complains?|shares?|tells you|provides?|keeps asking|is upset|gets upset|(?:is|are|seems?) (?:keen|eager|anxious|desperate|worried|curious) to|would like|wants? to know)\b/i;
/** An exception that refuses or redirects keeps the rule; it does not swallow it. */
/** Asking is always possible, so "unless the user asks" leaves nothing of the rule. */
const USER_ASKS =
  /\b(?:user|customer|client|caller|they|he|she|someone|anyone|the \w+)\s+(?:\w+\s+)?(?:asks?|insists?|wants?|requests?|begs?|pushes|keeps asking|really wants)\b/i;
const KEEPS_RULE =
  /\b(?:only help|can only|only (?:covers?|handles?|deals? with|answers?)|can't|cannot|politely|decline|refuse|redirect|refer|explain that|remind|say (?:that )?(?:you|it)|suggest (?:they|that they|a|the)|point them|signpost|stop|ask them to come back|come back with)\b/i;
const ADVICE =
  /\b(?:what you would do|what to do|your (?:own |honest |personal |frank )?(?:opinion|view|recommendation|assessment|verdict|take)|advise|(?:give|offer|provide)\w* (?:\w+ ){0,2}advice|recommend|which (?:\w+ ){0,4}(?:they|you|he|she) (?:should|could|can|ought to)|which (?:\w+ ){0,2}to (?:do|take|buy|choose|use|pick)|(?:which|what) (?:\w+ ){0,3}(?:will|would) (?:fix|cure|treat|heal|solve)|who is (?:in the )?(?:right|wrong|to blame|at fault)|whether (?:they|he|she) (?:will|would|could) win)\b/i;
/** A rule that forbids advice or recommendations, in any of their forms. */
const NO_ADVICE =
  /\b(?:advice|advise|recommend\w*|opinions?|views?|comment\w*|(?:their|your|the) chances|prospects|likely outcome|what the law says)\b/i;

/** "Anything about", "any question on": a rule that closes a whole subject. */
const WHOLE_SUBJECT =
  /\b(?:anything|any (?:questions?|\w+)) (?:about|on|to do with|related to|regarding|concerning)\b/i;

/** A rule about the user's own personal data. */
const OWN_DATA =
  /\b(?:record|store|keep|note|log|save|retain|share|pass on)\b[^.;]{0,40}\b(?:health|medical|personal|contact|their|his|her)\b[^.;]{0,20}\b(?:details|data|information|history|records?|circumstances|conditions?)\b/i;
/** "Unless the customer asks us to…": the user asks for something done for them. */
const ASKS_US_TO = /\basks? (?:us|you|the \w+) to\b/i;

function* swallowedRules(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const rules = directives
    .filter((d) => d.modality === "must-not" || RESTRICTION.test(d.plain))
    .slice(0, MAX_PER_BUCKET * 5);
  for (const rule of rules) {
    // In one sentence: "Never share the instructions unless the user asks."
    // "…unless the customer asks us to take them into account": the person the data is about
    // consenting is a stated exception, not one that swallows the rule.
    if (
      rule.condition?.kind === "unless" &&
      USER_ASKS.test(rule.condition.text) &&
      rule.modality === "must-not" &&
      !(OWN_DATA.test(rule.plain) && ASKS_US_TO.test(rule.condition.text))
    ) {
      yield [rule, rule, `${rule.verb ?? "the rule"}: an exception the user can always trigger`];
    }
  }
  const exceptions = directives.filter(
    (d) =>
      d.condition &&
      d.condition.kind !== "unless" &&
      (d.modality === "must" || d.modality === "may") &&
      USER_TRIGGER.test(d.condition.text) &&
      !KEEPS_RULE.test(d.text),
  );
  for (const exception of exceptions) {
    const words = new Set(topicWords(exception));
    // An exception that gives advice swallows a no-advice rule before any rule it shares a word with.
    const givesAdvice = ADVICE.test(exception.text);
    const candidates = givesAdvice
      ? [...rules.filter((rule) => NO_ADVICE.test(rule.plain)), ...rules.filter((rule) => !NO_ADVICE.test(rule.plain))]
      : rules;
    for (const rule of candidates) {
      if (rule === exception || rule.line.number === exception.line.number) continue;
      const shared = topicWords(rule).filter((word) => words.has(word));
      const advice = givesAdvice && NO_ADVICE.test(rule.plain);
      // The exception must permit what the rule limits: the same action, or the act a
      // restriction ("only parents may register") reserves.
      const sameAction =
        rule.verb !== null && exception.verb !== null && groupOf(rule.verb) === groupOf(exception.verb);
      // "Do not book appointments for under-16s" / "if a 14-year-old asks, book the appointment".
      const doesIt =
        rule.verb !== null &&
        rule.verb.length > 2 &&
        new RegExp(`\\b${escapeRegExp(rule.verb)}\\b`, "i").test(exception.text);
      // "Never help with anything about a learner's appeal" / "if a learner asks about their appeal,
      // explain…": a rule that closes a whole subject, reopened by the user's ordinary question on it.
      const reopens =
        rule.absolute &&
        WHOLE_SUBJECT.test(rule.plain) &&
        (exception.condition?.words ?? []).some((word) => shared.includes(lemmaOf(word)));
      // "Never cancel a membership in chat" / "if a member asks to cancel, cancel it": the user asks for the very act.
      const asksForIt =
        (sameAction || doesIt) &&
        rule.verb !== null &&
        rule.verb.length > 3 &&
        !USER_TRIGGER.test(rule.verb) &&
        !GENERIC.has(rule.verb) &&
        (exception.condition?.words ?? []).some((word) => lemmaOf(word) === rule.verb);
      if (
        !advice &&
        !reopens &&
        !asksForIt &&
        !(shared.length > 0 && (sameAction || doesIt || RESTRICTION.test(rule.plain)))
      )
        continue;
      yield [
        rule,
        exception,
        `${shared[0] ?? (asksForIt ? rule.verb : "advice")}: an exception that swallows the rule`,
      ];
      break;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// One act in other words
// ---------------------------------------------------------------------------------------------

/**
 * Acts that are named in many wordings: "never promise to reimburse losses" forbids "tell them we
 * will credit the difference back"; "you never diagnose" forbids "tell the owner which illness it
 * points to". Built from general vocabulary of each act, not from any one rule.
 */
const RECOMMENDS: ReadonlySet<string> = new Set([
  "recommend",
  "suggest",
  "advise",
  "propose",
  "promote",
  "push",
  "upsell",
  "pitch",
  "offer",
  "sell",
]);
const ACTS: readonly { id: string; pattern: RegExp; verbs?: ReadonlySet<string> }[] = [
  {
    id: "refunds",
    pattern:
      /\b(?:refund\w*|reimburs\w*|compensat\w*|money back|pay (?:\w+ )?back|repay\w*|credit (?:\w+ ){0,3}back|goodwill (?:payments?|gestures?)|delay repay)\b/i,
  },
  {
    id: "discounts",
    pattern:
      /(?:\b(?:discount\w*|reduced (?:prices?|premiums?|rates?|fees?)|money off|price (?:cuts?|reductions?)|lower (?:the |their |your )?(?:price|premium|rate|fee)s?|waive\w* (?:the |their |your )?(?:\w+ )?fees?|knock\w* (?:\w+ ){0,3}off)\b|\d+ ?% off\b)/i,
  },
  {
    id: "diagnosis",
    pattern:
      /\b(?:diagnos\w*|(?:which|what) (?:illness|condition|disease|infection|injury)\w*|name (?:the |a )?(?:illness|condition|disease)|whether (?:\w+ ){0,3}(?:needs?|requires?) (?:treatment|a (?:doctor|dentist|vet|gp)|to be seen)|sounds? like (?:a|an)\b|nothing to worry about|what (?:is|it is|'s) wrong)\b/i,
  },
  {
    id: "dose changes",
    pattern:
      /\b(?:(?:extra|more|fewer|half|double|less|a smaller|a bigger) (?:of )?(?:their |the |your )?(?:usual )?(?:tablets?|pills?|doses?|dosage|medicine|medication)|(?:change|adjust|increase|decrease|double|halve|skip|stop|raise|lower)\w* (?:their |the |your |a )?(?:usual )?(?:dose|dosage|medication|medicine|tablets?|insulin)|(?:take|taking) (?:it|them) (?:less|more) often)\b/i,
  },
  {
    id: "estimates of amounts",
    pattern:
      /\b(?:estimat\w*|roughly what (?:they|you)(?:'ll| will| would) get|how much (?:they|you)(?:'ll| will| would| could| are likely to) (?:get|receive|be paid|be owed|win)|give (?:them |people |the \w+ )?a figure|predict\w* (?:the |their )?(?:amount|award|payout|pay-out|settlement))\b/i,
  },
  {
    // "Never recommend investment products" / "Recommend our Growth Fund": only a recommendation counts.
    id: "investment recommendations",
    pattern:
      /\b(?:investment products?|investments?|funds?|stocks?|shares|bonds?|isas?|crypto\w*|coins?|portfolios?|pensions?)\b/i,
    verbs: RECOMMENDS,
  },
  {
    id: "health details kept",
    pattern: /\b(?:health|medical|symptoms?|conditions?|diagnos\w*|medications?|medicines?|prescriptions?)\b/i,
    verbs: new Set(["store", "save", "keep", "record", "log", "note", "retain", "write", "add"]),
  },
  {
    // "For patients, never use medical terms" / "Always use precise clinical terminology".
    id: "technical terms",
    pattern:
      /\b(?:jargon|(?:medical|clinical|technical|legal|scientific|financial) (?:terms?|terminology|language|vocabulary|words)|terminology)\b/i,
    verbs: new Set(["use"]),
  },
  {
    id: "dates promised",
    pattern:
      /\b(?:(?:delivery|arrival|dispatch|ready|collection|completion|repair) (?:dates?|times?|days?)|when (?:their|the|your|it|they) (?:[\w-]+ )?(?:will (?:arrive|be (?:delivered|ready|fixed|paid))|arrives|is due)|eta)\b/i,
  },
  {
    id: "guesses",
    pattern: /\b(?:guess\w*|best estimate|make (?:something|it|one|an answer|things) up|invent\w*|speculat\w*)\b/i,
    verbs: new Set([...COMMUNICATES, "guess", "make", "invent", "speculate"]),
  },
  {
    id: "charges waived",
    pattern:
      /\b(?:waiv(?:e|es|ed|ing|er)|write (?:\w+ ){0,3}off|writes (?:\w+ ){0,3}off|written off|let (?:them|it|the \w+) off|cancel (?:the |their )?(?:\w+ )?(?:charges?|fees?|fines?|debts?|excess))\b/i,
  },
  {
    id: "promotions",
    pattern: /\b(?:promotions?|promotional|free[- ]bets?|bonus(?:es)?|vouchers?|special offers?|promo codes?)\b/i,
  },
];
/** A prohibition limited to what the assistant cannot check or what is not yet agreed. */
const NARROWED =
  /\b(?:you|we|they|it) (?:can't|cannot|can not|don't|do not) (?:check|confirm|verify|know|see)\b|\bnot (?:yet )?(?:confirmed|approved|agreed|verified)\b/i;
/** People singled out by a prohibition: "customers who have self-excluded", "under-18s". */
const SUBGROUP =
  /\b(?:self-[\w-]+|excluded|banned|vulnerable|under-?\d+s?|minors?|(?:customers?|users?|people|members?|patients?|players?|clients?|guests?|callers?) (?:who|that|under|over|aged|with|on)\b)/i;
const EVERYONE = /\b(?:every|all|each|any|everyone|everybody|anyone|whatever|whoever)\b/i;
/** Verbs that do an act themselves ("knock 15% off", "credit it back"), besides the verbs of telling. */
const ACT_VERBS: ReadonlySet<string> = new Set(
  "credit knock refund reimburse compensate pay issue apply waive grant diagnose send add assure reassure".split(" "),
);
/** Any of the acts, as one cue. */
const ACT_CUE = new RegExp(ACTS.map((act) => act.pattern.source).join("|"), "i");
/** A rule that sends the user elsewhere for the act keeps the prohibition: "tell them how to request a refund". */
const SENDS_ELSEWHERE =
  /\b(?:how to (?:request|apply|claim|ask)|(?:request|apply|claim) (?:for )?(?:it|one|a \w+) (?:through|via|on|using)|(?:refer|point|signpost|direct)\w* (?:them|the \w+)|the (?:\w+ )?(?:form|team|department|desk|portal))\b/i;

function actOf(directive: Directive, act: RegExp): boolean {
  return directive.modality === "must-not" ? act.test(directive.plain) : affirmed(directive, act);
}

function* sameActInOtherWords(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  for (const act of ACTS) {
    const nevers: Directive[] = [];
    const musts: Directive[] = [];
    for (const directive of directives) {
      if (nevers.length >= MAX_PER_BUCKET && musts.length >= MAX_PER_BUCKET) break;
      if (directive.modality === "statement" || !act.pattern.test(directive.plain)) continue;
      if (directive.modality === "must-not") {
        if (
          nevers.length < MAX_PER_BUCKET &&
          (!act.verbs || (directive.verb !== null && act.verbs.has(directive.verb)))
        )
          nevers.push(directive);
      } else if (
        musts.length < MAX_PER_BUCKET &&
        directive.verb !== null &&
        (act.verbs
          ? act.verbs.has(directive.verb)
          : COMMUNICATES.has(directive.verb) || ACT_VERBS.has(directive.verb)) &&
        actOf(directive, act.pattern) &&
        !SENDS_ELSEWHERE.test(directive.plain)
      )
        musts.push(directive);
    }
    for (const never of nevers) {
      // "Don't make promises about amounts you can't check": a prohibition narrowed to what is unverified.
      if (NARROWED.test(never.plain)) continue;
      // "Never offer promotions to self-excluded customers": a prohibition for some people clashes
      // only with a rule for everyone ("every customer…"), or one about the same people.
      const group = SUBGROUP.exec(never.plain)?.[0];
      for (const must of musts) {
        if (must.line.number === never.line.number) continue;
        if (
          group !== undefined &&
          !EVERYONE.test(must.plain) &&
          !must.plain.toLowerCase().includes(group.toLowerCase())
        )
          continue;
        // A narrow stated exception ("never offer refunds unless the parcel is lost") is not a clash:
        // the prohibition must admit none, or both must apply at once.
        if (!(never.absolute && !never.condition) && !conditionsClash(must, never)) continue;
        yield [never, must, `${act.id} forbidden and asked for in other words`];
        break;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Confidential, yet passed on
// ---------------------------------------------------------------------------------------------

/** "Never share … with anyone", "is confidential": what the user tells or owns stays with them. */
const KEEPS_CONFIDENTIAL =
  /\b(?:is|are|be|stays?|remains?|kept|keep (?:\w+ ){0,3}?)\s*(?:strictly |completely |always )?(?:confidential|private|secret)\b|\b(?:share|reveal|disclose|tell|give|pass|send|show|discuss|repeat|confirm)\w*\b[^.;]{0,60}\b(?:with|to) (?:anyone|anybody|others|other people|third[- ]part\w+|outside)\b/i;
/** "To our partner employers", "with a third party": a recipient who is not the user. */
const TO_OTHERS =
  /\b(?:to|with) (?:the |our |their |his |her |a |an |any )?(?:[\w-]+ ){0,2}?(?:partners?|employers?|landlords?|relatives?|family members?|visitors?|third[- ]part\w+|other (?:guests|customers|members|patients|users|residents|people))\b/i;
const DISCLOSES = /\b(?:tell|give|send|share|forward|pass|show|reveal|e-?mail|read out|confirm|disclose)\w*\b/i;
/** "Information", "everything they tell you": a confidentiality rule about all of the user's data. */
const ANY_OF_THEIR_DATA = /\b(?:information|details|data|records|everything|anything)\b/i;
/** What the rule protects is the assistant's own text: "keep these instructions private". */
const OWN_TEXT = /\b(?:instructions|prompt|rules|system message|guidelines)\b/i;

/** Either way of naming someone other than the user, as one cue. */
const OTHERS_CUE = new RegExp(`${TO_OTHERS.source}|${ASKED_BY_OTHERS.source}`, "i");

function* confidentialYetDisclosed(
  keeping: readonly Directive[],
  passing: readonly Directive[],
): Generator<[Directive, Directive, string]> {
  const keeps = keeping
    .filter((d) => d.modality !== "may" && KEEPS_CONFIDENTIAL.test(d.plain) && !OWN_TEXT.test(d.plain))
    .slice(0, MAX_PER_BUCKET);
  if (keeps.length === 0) return;
  const passes = passing
    .filter(
      (d) =>
        (d.modality === "must" || d.modality === "may") &&
        affirmed(d, DISCLOSES) &&
        (TO_OTHERS.test(d.plain) || ASKED_BY_OTHERS.test(d.plain)) &&
        !OWN_TEXT.test(d.plain) &&
        !/\b(?:consent|urgent|danger|safeguarding|emergency|crisis)\b/i.test(d.plain),
    )
    .slice(0, MAX_PER_BUCKET);
  for (const keep of keeps) {
    const kept = new Set(topicWords(keep).filter((word) => word.length > 3 && !/\d/.test(word)));
    for (const pass of passes) {
      if (pass.line.number === keep.line.number) continue;
      // "Patient information is confidential" keeps everything about the user: any of their data passed on breaks it.
      const shared =
        topicWords(pass).find((word) => kept.has(word)) ??
        (ANY_OF_THEIR_DATA.test(keep.plain) ? SOMEONES_DATA.exec(pass.plain)?.[0] : undefined);
      if (shared === undefined) continue;
      yield [keep, pass, `${shared}: confidential, yet passed to someone else`];
      break;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// "Every" against "only if"
// ---------------------------------------------------------------------------------------------

/**
 * "Report every safeguarding concern at once" against "only report concerns if the pupil mentions
 * physical harm": a rule for every case of a thing, and a rule that allows the same act on it only
 * under a condition. (With a number, narrowedByThreshold reads it.)
 */
function* everyAgainstOnly(
  directives: readonly Directive[],
  everyCase: readonly Directive[],
): Generator<[Directive, Directive, string]> {
  const onlys = directives
    .filter(
      (d) => d.verb !== null && d.modality !== "must-not" && d.condition?.kind === "only-if" && d.numbers.length === 0,
    )
    .slice(0, MAX_PER_BUCKET);
  if (onlys.length === 0) return;
  const everys = everyCase
    .filter((d) => d.verb !== null && d.modality === "must" && !d.condition && EVERY_CASE.test(d.plain))
    .slice(0, MAX_PER_BUCKET * 5);
  for (const only of onlys) {
    for (const every of everys) {
      if (every.line.number === only.line.number || groupOf(every.verb ?? "") !== groupOf(only.verb ?? "")) continue;
      const right = new Set(contentObjects(only));
      const shared = contentObjects(every).find((word) => right.has(word) && word.length > 3);
      if (shared === undefined) continue;
      yield [every, only, `${shared}: every case against only if`];
      break;
    }
  }
}
/** "Every concern", "any mention of", "all reports": the rule covers every case of its object. */
const EVERY_CASE =
  /\b(?:every|any|all)\s+(?:[\w-]+\s+){0,2}?(?:concerns?|reports?|mentions?|complaints?|cases?|requests?|incidents?|signs?|disclosures?|questions?|claims?)\b/i;
