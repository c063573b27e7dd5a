import { OVERCLAIMS, PROTECTED_TRAIT, selectsByTrait } from "../harmful-rules";
import type { Directive } from "../../../text/directives";
import type { Contradiction } from "../types";
import { NEGATION_WORDS, REFUSAL_WORDS, wordPattern } from "../../../text/vocabulary";
import { affirmed, holdsThroughout } from "./rule-conditions";

// Known topics whose two sides cannot both be followed ("keep answers short" / "explain every step"),
// read by topic-pairs.ts.

export interface Side {
  label: string;
  test: (directive: Directive) => boolean;
}

export interface Topic {
  id: string;
  /** Words each side cannot do without: only directives with them are read. */
  cue: RegExp;
  secondCue: RegExp;
  subject: string;
  kind: Contradiction["kind"];
  first: Side;
  second: Side;
  /** Pair the first side with every directive on the second (each selection rule breaks equal treatment). */
  everySecond?: boolean;
  /** The second side names the very situation the first rule acts in: conditions need not overlap in words. */
  meets?: boolean;
  /** Whether a found pair conflicts, beyond each side's own test. */
  pairs?: (first: Directive, second: Directive) => boolean;
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
export const TOPICS: readonly Topic[] = [
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
