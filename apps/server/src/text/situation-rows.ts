import { looksImperative } from "./directives";
import { isUncountable, lemmaOf, splitSentences, wordInfo, wordsOf } from "./language";
import { PERSON_ROLE_WORDS } from "./vocabulary";

/**
 * Rules written as "situation → what to do", said the way the directive reader reads a condition.
 *
 * A table row ("| Tenant wants the owner's number | Never give it out. |") or a list item
 * ("- Swollen battery: tell them to stop charging it. Don't try to press it flat.") puts the
 * situation first and the acts after it, with no "if": every act after the situation is owed in it,
 * and the act's "it", "them" or "one" is the thing the situation names. So is a sentence whose
 * subject is a list of topics handed elsewhere ("Wills, probate and who inherits are questions for a
 * lawyer, so don't answer them"). Each is rewritten with its condition and its pronoun spelled out:
 * "If the tenant wants the owner's number, never give out the owner's number."
 */

const ROLES = PERSON_ROLE_WORDS.join("|");
const YOUNG_LEAD = new RegExp(
  `^(?:(?:anyone|anybody|someone|people|kids|children|minors|(?:${ROLES})s?)\\s+(?:under|below|younger than|aged under)\\s+(\\d{1,2})|under[- ]?(\\d{1,2})s?)$`,
  "i",
);
const ROLE_LEAD = new RegExp(`^(?:a |an |the )?(${ROLES}|someone|somebody|anyone)s?\\s+([a-z]+s)\\b\\s*(.*)$`, "i");
/** "Liquid damage mentioned (water, drinks…)": a topic the user brings up. */
const MENTIONED_LEAD = /^(.+?)\s+(?:is\s+|are\s+|gets?\s+)?(?:mentioned|raised|brought up|comes? up)\s*(\([^()]*\))?$/i;
/**
 * Labels that file rules rather than name a situation ("Tone: be brief", "Office hours: …"), and
 * leads that are themselves conditions or acts, which the reader already handles.
 */
const NOT_A_SITUATION =
  /^(?:if|when|whenever|once|unless|while|where|after|before|never|don't|do not|always|only|please|you|your|we|i|my|our|their|the assistant|it|note|notes|important|example|examples|e\.g|tip|tips|rule|rules|step|anything|everything|all|other|default|otherwise|else|general|tone|style|format|formatting|length|language|voice|hours|opening hours|office hours|prices?|pricing|fees?|contact|address|location|goal|role|persona|scope|purpose|escalation|privacy|security|safety|policy|summary|overview|context|background|situation|what to do|action|response|reply)\b/i;
/** What opens an act: a negation, or a verb in its bare form ("tell", "give", "book"). */
const NEGATION_OPENING =
  /^(?:(?:we|you)\s+(?:never|don't|do not|can't|cannot|won't|must not)|never|don't|do not|no|avoid)\b/i;
/** Verbs whose "no" forbids the act: "give no repair price", "you give no medical advice". */
export const FORBIDDEN_BY_NO = "give|quote|offer|make|promise|share|send|provide|accept|take|issue|grant";
const VERB_NO = new RegExp(`^(${FORBIDDEN_BY_NO})\\s+no\\s+`, "i");
/** Verbs whose "them" is the person spoken to ("tell them to…", "point them to…"), not the thing. */
const PERSON_VERBS =
  /^(?:tell|ask|point|send|refer|direct|remind|warn|give|offer|let|help|invite|advise|thank|encourage|urge|email|text|call|contact|reassure|assure|walk|show|teach|connect|transfer|signpost|guide|keep|get|make|have|want|need|for|to|with|put|book|register|sign|treat|bring|take)$/i;
const PARTICLE = "out|up|back|away|over|off|down";
/** Where an object ends: the clause's end, or a word that only stresses it ("answer them yourself"). */
const OBJECT_END = String.raw`(?=(?:\s+(?:yourself|at all|either|directly|here|anyway))?\s*(?:[.,;:!?)]|$))`;
const NOT_A_VERB_BEFORE_ONE =
  /^(?:no|any|each|every|which|the|this|that|only|just|than|as|at|is|are|was|were|a|an|not|and|or|but|if)$/i;
/** The opening of an act after its lead, as the directive reader reads one. */
function opensAnAct(text: string): boolean {
  const body = text.replace(/^(?:then|please|and)\s+/i, "").trim();
  if (NEGATION_OPENING.test(body)) return true;
  const first = (wordsOf(body)[0] ?? "").toLowerCase();
  return first !== "" && looksImperative(first) && lemmaOf(first) === first && !/^(?:no|not|is|are)$/.test(first);
}

interface Situation {
  /** The condition, as a clause after "If". */
  condition: string;
  /** What "it", "them" and "one" stand for in the acts, or null when the situation names no thing. */
  thing: string | null;
}

/** A list of three things or more: "Deposits, rent, arrears, lease renewals". */
function isList(text: string): boolean {
  const items = text.split(/,\s*|\s+(?:and|or)\s+/).filter((item) => item.trim() !== "");
  // "Water coming through a ceiling, a light fitting or near sockets": one situation whose place is listed.
  return /,/.test(text) && items.length >= 3 && !/\b[a-z]{3,}ing\b/i.test(items[0] ?? "");
}

/** "a swollen battery", "a smell of gas", "water coming through…": a thing had, with the article it takes. */
function withArticle(phrase: string): string {
  if (/^(?:a|an|the|no|some|any|my|your|their|his|her|its|our)\b/i.test(phrase)) return phrase;
  const words = phrase.split(/\s+/);
  const end = words.findIndex(
    (word, at) => at > 0 && (/^(?:of|or|and|in|on|at|with|from|near|through|to)$/i.test(word) || /ing$/i.test(word)),
  );
  const head = (end === -1 ? words.at(-1) : words[end - 1]) ?? "";
  const bare = head.replace(/\W+$/u, "");
  if (/s$/i.test(bare) || isUncountable(bare)) return phrase;
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

function situationOf(lead: string): Situation | null {
  const text = lead
    .trim()
    .replace(/[.:;,]+$/u, "")
    .trim();
  const words = wordsOf(text);
  if (words.length < 2 || words.length > 18 || NOT_A_SITUATION.test(text) || /[.!?]\s/.test(text)) return null;
  // "Entire males over 6 months don't go in group play, whatever…": a rule of its own, not a situation.
  if (
    /\b(?:don't|do not|never|must|should|shall|can't|cannot|won't|only|out of scope|off[- ]limits|off the table|out of bounds|not (?:permitted|allowed|covered))\b/i.test(
      text,
    )
  )
    return null;
  // "StowAway Self Storage, email assistant": a name after the first word is a title, not a situation.
  if (/\s[A-Z][a-z]/.test(text.replace(/\([^()]*\)/g, ""))) return null;
  const first = (words[0] ?? "").toLowerCase();
  // "Anyone under 18", "Under-16s", "Kids under 12": the user, at an age below the bound.
  const young = YOUNG_LEAD.exec(text);
  if (young) return { condition: `the user is under ${young[1] ?? young[2] ?? ""}`, thing: null };
  const role = ROLE_LEAD.exec(text);
  if (role) {
    const rest = role[3] ?? "";
    // "wants the owner's number", "asks for a refund": the thing named is what "it" stands for.
    const wanted = /^(?:wants|needs|requests|asks for|asks about|mentions|is after|is looking for)\s+(.+)$/i.exec(
      `${role[2] ?? ""} ${rest}`,
    );
    return {
      condition: `${/^(?:someone|somebody|anyone)$/i.test(role[1] ?? "") ? "" : "the "}${(role[1] ?? "").toLowerCase()} ${role[2] ?? ""}${rest ? ` ${rest}` : ""}`,
      thing: wanted ? (wanted[1] ?? null) : null,
    };
  }
  const mentioned = MENTIONED_LEAD.exec(text);
  if (mentioned) {
    const topic = (mentioned[1] ?? "").trim();
    const named = lowerFirst(topic);
    return {
      condition: `the user mentions ${topic.toLowerCase()}${mentioned[2] ? ` ${mentioned[2]}` : ""}`,
      thing: /^(?:a|an|the|my|your|their|any)\s/i.test(named) ? named : `the ${named}`,
    };
  }
  // A lead that opens with an act is a rule, not its situation.
  if (opensAnAct(text) && !/^no\s/i.test(text)) return null;
  if (isList(text)) return { condition: `the user asks about ${lowerFirst(text)}`, thing: lowerFirst(text) };
  // "Locked out": a state, with no thing in it.
  const hasNoun = words.some((word) => wordInfo(word.toLowerCase()).pos === "noun");
  if (!hasNoun && /^(?:adjective|verb)$/.test(wordInfo(first).pos))
    return { condition: `the user is ${lowerFirst(text)}`, thing: null };
  const plain = lowerFirst(text.replace(/\s*\([^()]*\)/g, ""));
  return {
    condition: `the user has ${withArticle(lowerFirst(text))}`,
    thing: `the ${plain.replace(/^(?:a|an|the)\s+/i, "")}`,
  };
}

export function lowerFirst(text: string): string {
  // "iPhone", "NHS": a word that is not simply capitalised keeps its letters.
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** "a console" from "Consoles, controllers and drones": one of the first thing listed. */
function oneOf(thing: string): string {
  const first = (thing.split(/,\s*|\s+(?:and|or)\s+/)[0] ?? thing).replace(/^(?:the|a|an)\s+/i, "").trim();
  const words = first.split(/\s+/);
  const last = words.pop() ?? "";
  const single = [...words, lemmaOf(last.toLowerCase()) || last].join(" ");
  return `${/^[aeiou]/i.test(single) ? "an" : "a"} ${single}`;
}

/**
 * The act with its pronouns spelled out: "give it out" → "give out the owner's number",
 * "fixing one" → "fixing a console", "answer them" → "answer questions about wills".
 */
export function withThingNamed(act: string, thing: string): string {
  return (
    act
      // "give it out": the particle before the thing, as one says it.
      .replace(
        new RegExp(`\\b([a-z]+)\\s+(?:it|them)\\s+(${PARTICLE})\\b`, "gi"),
        (whole, verb: string, particle: string) =>
          PERSON_VERBS.test(verb) && !/^(?:give|keep|get|bring|take|put)$/i.test(verb)
            ? whole
            : `${verb} ${particle} ${thing}`,
      )
      // "press it flat": the thing before the word that says how.
      .replace(
        /\b([a-z]+)\s+it\s+(flat|open|shut|closed|apart|down)\b/gi,
        (_whole, verb: string, how: string) => `${verb} ${thing} ${how}`,
      )
      .replace(
        new RegExp(`\\b(answer|respond to|reply to|handle|deal with|take)\\s+(?:them|it)\\b${OBJECT_END}`, "gi"),
        (_whole, verb: string) =>
          `${verb} ${/\b(?:questions|queries|enquiries)$/i.test(thing) ? thing : `questions about ${thing}`}`,
      )
      .replace(new RegExp(`\\b([a-z]+)\\s+(?:it|them)${OBJECT_END}`, "gi"), (whole, verb: string) =>
        PERSON_VERBS.test(verb) || /^(?:is|are|was|were|that|if|when|and|or|but|because)$/i.test(verb)
          ? whole
          : `${verb} ${thing}`,
      )
      .replace(new RegExp(`\\b([a-z]+)\\s+one${OBJECT_END}`, "gi"), (whole, verb: string) =>
        NOT_A_VERB_BEFORE_ONE.test(verb) ? whole : `${verb} ${oneOf(thing)}`,
      )
  );
}

/** Each act after the situation, with the situation as its condition; other sentences as they are. */
function sentencesOf(text: string): string[] {
  return splitSentences(text).map((sentence) => sentence.text);
}

/** "no fixed prices", "never quote…": acts that hold something back from someone asking. */
const WITHHOLDS =
  /^(?:no\s|never\s+(?:quote|give|tell|share|discuss|confirm|promise|name|state)\b|don't\s+(?:quote|give|tell|share|discuss|confirm|promise)\b)/i;

/**
 * "Custom work: no fixed prices in DMs": a lead whose first act holds something back is a topic the
 * user asks about, not a thing they have ("the user has a custom work").
 */
function askedAboutWhenWithheld(situation: Situation, acts: string): Situation {
  if (!/^the user has /.test(situation.condition) || !situation.thing) return situation;
  const sentences = sentencesOf(acts);
  if (!WITHHOLDS.test(sentences[0]?.trim() ?? "")) return situation;
  const topic = situation.thing.replace(/^the\s+/i, "");
  return { condition: `the user asks about ${topic}`, thing: situation.thing };
}

function ruledBy(situation: Situation, acts: string): string {
  return sentencesOf(acts)
    .map((sentence) => {
      let body = sentence.trim().replace(VERB_NO, (_whole, verb: string) => `never ${verb.toLowerCase()} `);
      const refused = /^never [a-z]+ (?=[a-z])/i.exec(body);
      if (refused && VERB_NO.test(sentence.trim())) {
        const rest = body.slice(refused[0].length);
        const phrase = rest.split(/[.,;:(]|\s+(?:to|for|on|about|until|unless|before|after|if|when)\s/i)[0] ?? rest;
        body = `${refused[0]}${withArticle(phrase)}${rest.slice(phrase.length)}`;
      }
      if (situation.thing) body = withThingNamed(body, situation.thing);
      if (!opensAnAct(body)) return body;
      return `If ${situation.condition}, ${body.charAt(0).toLowerCase()}${body.slice(1)}`;
    })
    .join(" ");
}

const TABLE_ROW = /^\s*\|(.+)\|\s*$/;
const LIST_MARK = /^(\s*(?:[-*+•]|\d{1,3}[.)])\s+)?/;
/** "Swollen battery: tell them…": a lead of a few words, a colon, then the acts. */
const LEAD_COLON = /^([^:"“|]{3,120}?):\s+(\S.*)$/;
/** "Wills, probate and who inherits are questions for a lawyer, so don't answer them". */
const TOPICS_HANDED_ON =
  /(^|[.!?]\s+|,?\s+so\s+|;\s+)([A-Za-z](?:(?!,?\s+so\s)(?:[^.;:!?]|\.(?=\S))){2,140}?)\s+(?:are|is|go|goes|belong|belongs)\s+(?:to|for|with|(?:questions?|matters?|topics?|things?)\s+for|a (?:matter|question|job) for)\b((?:[^.;:!?]|\.(?=\S))*?)(,\s*(?:so|and)\s+|:\s*|;\s*(?:so\s+)?)(don't|do not|never)\s+([^.;!?]+)/di;

function withTopicsHandedOn(text: string): string {
  const handed = TOPICS_HANDED_ON.exec(text);
  const separator = handed?.indices?.[4];
  if (!handed || !separator) return text;
  const topic = (handed[2] ?? "").trim();
  if (wordsOf(topic).length > 14 || NOT_A_SITUATION.test(topic) || opensAnAct(topic)) return text;
  const act = withThingNamed(handed[6] ?? "", lowerFirst(topic));
  // The sentence that hands the topics on stays; the prohibition after it gets them as its situation.
  // A sentence of its own, so that the reader takes its condition with it.
  return `${text.slice(0, separator[0])}. If the user asks about ${lowerFirst(topic)}, ${(handed[5] ?? "").toLowerCase()} ${act}${text.slice(handed.index + handed[0].length)}`;
}

/** "Step 6 →", "Stage 2:": a flow's label, no part of its rule. */
const STEP_LABEL = /^\s*(?:[-*•]\s+)?(?:step|stage)\s*\d+[a-z]?\s*(?:→|->|=>|:|\.|\))\s*/i;
/** "Someone wants to reach a teacher? Messages go through the office…": a question, then what to do. */
const QUESTION_LEAD = /^([^?]{3,160})\?\s*(?:→|->|=>)?\s*(\S.*)$/;
const ARROW = /\s*(?:→|->|=>)\s*/g;
/** "→ Step 4", "Otherwise → Step 2": where a flow goes next, no act of its own. */
const GO_TO_STEP = /(?:\.?\s*(?:otherwise|else|then)\b,?)?\s*(?:→|->|=>)\s*(?:step|stage)\s*\d+[a-z]?\.?/gi;
const ASKER =
  "(?:the\\s+)?(?:email|message|text|caller|user|customer|sender|person|client|member|parent|student|guest|driver|tenant|patient)";

/** A question that sets the situation, as a condition: "Does the email mention X?" → "the user mentions X". */
function situationOfQuestion(question: string): Situation | null {
  const text = question.trim();
  const does = new RegExp(`^(?:does|do|did)\\s+${ASKER}\\s+([a-z]+)\\b\\s*(.*)$`, "i").exec(text);
  if (does) return { condition: `the user ${(does[1] ?? "").toLowerCase()}s ${does[2] ?? ""}`.trim(), thing: null };
  const is = new RegExp(`^(?:is|are)\\s+${ASKER}\\s+(.*)$`, "i").exec(text);
  if (is) return { condition: `the user is ${is[1] ?? ""}`.trim(), thing: null };
  const asked = /^asked\s+(.+)$/i.exec(text);
  // "Asked whether a child is ready to audition? Don't judge it": "it" is the question asked.
  if (asked)
    return {
      condition: `the user asks ${asked[1] ?? ""}`,
      thing: /^(?:whether|if|about)\b/i.test(asked[1] ?? "") ? (asked[1] ?? null) : null,
    };
  const requested = /^(.+?)\s+(?:requested|needed|wanted|asked for)\s*(\([^()]*\))?$/i.exec(text);
  if (requested) {
    const what = lowerFirst((requested[1] ?? "").trim());
    return { condition: `the user asks for ${what}${requested[2] ? ` ${requested[2]}` : ""}`, thing: `the ${what}` };
  }
  return situationOf(text);
}

/** The line with situation-first rules said as conditions; any other line as it is. */
export function withSituationsSpelledOut(written: string): string {
  const label = STEP_LABEL.exec(written);
  const line = label ? written.slice(label[0].length) : written;
  // A flow's step ("Step 6 → Someone wants to reach a teacher? Messages go…; never…"): its question is its situation.
  const questioned = QUESTION_LEAD.exec(line);
  if (questioned) {
    const acts = (questioned[2] ?? "")
      .replace(GO_TO_STEP, ".")
      .replace(ARROW, ": ")
      .replace(/\.\s*\./g, ".")
      .trim();
    const situation =
      acts !== "" && sentencesOf(acts).some(opensAnAct) ? situationOfQuestion(questioned[1] ?? "") : null;
    if (situation) return ruledBy(situation, acts);
  }
  const rewritten = withSituationsOf(line);
  return rewritten === line ? written : rewritten;
}

function withSituationsOf(line: string): string {
  const row = TABLE_ROW.exec(line);
  if (row) {
    const cells = (row[1] ?? "")
      .split("|")
      .map((cell) => cell.trim())
      .filter((cell) => cell !== "");
    if (cells.length < 2 || cells.every((cell) => /^:?-{2,}:?$/.test(cell))) return line;
    // "| Allergic reaction happening now: tell them to call 999 | Suggest remedies |": a "Do" cell
    // with its own situation; the row is two rules side by side, not a situation and its acts.
    const first = cells[0] ?? "";
    const led = LEAD_COLON.exec(first);
    if (led && sentencesOf(led[2] ?? "").some(opensAnAct)) {
      const situation = situationOf(led[1] ?? "");
      return situation ? line.replace(first, ruledBy(situation, led[2] ?? "")) : line;
    }
    const situation = situationOf(first);
    const acts = cells.slice(1).join(" ");
    if (!situation || !sentencesOf(acts).some(opensAnAct)) return withTopicsHandedOn(line);
    return ruledBy(situation, acts);
  }
  const mark = LIST_MARK.exec(line)?.[0] ?? "";
  const body = line.slice(mark.length);
  const led = LEAD_COLON.exec(body);
  if (led && sentencesOf(led[2] ?? "").some(opensAnAct)) {
    // "Phones and laptops only. Consoles, drones…: say we don't repair them": the lead is the
    // sentence the colon ends; the sentences before it stay as they are.
    const before = sentencesOf(led[1] ?? "");
    const lead = before.pop() ?? "";
    const situation = situationOf(lead);
    if (situation)
      return `${mark}${before.map((sentence) => `${sentence} `).join("")}${ruledBy(askedAboutWhenWithheld(situation, led[2] ?? ""), led[2] ?? "")}`;
  }
  return withTopicsHandedOn(line);
}

/** "Trigger: smoke, sparks…", "When: the caller is locked out": the situation of the block's next line. */
const TRIGGER_LINE =
  /^\s*(?:[-*•]\s+)?(?:triggers?|trigger words|when|if|conditions?|situations?|signs?|scenario|case|symptoms?)\s*:\s*(\S.*)$/i;
/** "Action: give the roadside line…": what to do in the situation the line before named. */
const ACTION_LINE =
  /^(\s*(?:[-*•]\s+)?)(?:actions?|then|do|what to do|response|respond|reply|handling|steps?|next steps?)\s*:\s*(\S.*)$/i;

/**
 * Rules pasted as a JSON (or JSON-like) configuration: `{"when": "…", "then": "…"}` is a condition
 * and its act; a string in a list whose key forbids ("forbidden", "never", "dont") is a "never";
 * `"scope": "Only the gym…"` is its value. Other lines stay as they are.
 */
const WHEN_THEN =
  /^(\s*)\{?\s*"(?:when|if|condition|trigger|situation|case)"\s*:\s*"(.+?)"\s*,\s*"(?:then|do|action|response|rule|respond)"\s*:\s*"(.+?)"\s*\}?\s*,?\s*$/i;
const KEY_OPENS_LIST = /^\s*"([\w -]{1,40})"\s*:\s*\[\s*$/;
const LIST_ITEM = /^(\s*)"(.+)"\s*,?\s*$/;
const KEY_VALUE = /^(\s*)"([\w -]{1,40})"\s*:\s*"(.+)"\s*,?\s*$/;
const FORBIDDING_KEY =
  /forbid|never|prohibit|dont|don't|do[ _-]?not|not[ _-]allowed|banned|off[ _-]?limits|avoid|must[ _-]?not/i;

function withConfigRead<Line extends { text: string }>(lines: readonly Line[]): Line[] {
  let listKey: string | null = null;
  return lines.map((line) => {
    const opens = KEY_OPENS_LIST.exec(line.text);
    if (opens) {
      listKey = opens[1] ?? null;
      return line;
    }
    if (/^\s*\]/.test(line.text)) listKey = null;
    const rule = WHEN_THEN.exec(line.text);
    if (rule)
      return { ...line, text: `${rule[1] ?? ""}When ${rule[2] ?? ""}, ${(rule[3] ?? "").replace(/[.\s]+$/u, "")}.` };
    const item = listKey !== null ? LIST_ITEM.exec(line.text) : null;
    if (item && listKey !== null) {
      const said = (item[2] ?? "").replace(/\\"/g, '"');
      const text = FORBIDDING_KEY.test(listKey)
        ? `Never ${lowerFirst(said).replace(/^(?:never|don't|do not|no)\s+/i, "")}`
        : said;
      return { ...line, text: `${item[1] ?? ""}${text}` };
    }
    const pair = KEY_VALUE.exec(line.text);
    if (pair && /\s/.test(pair[3] ?? "")) return { ...line, text: `${pair[1] ?? ""}${pair[3] ?? ""}` };
    return line;
  });
}

/**
 * An escalation matrix or a playbook writes a situation and its acts on two labelled lines
 * ("Trigger: the driver says the battery is nearly empty." / "Action: give the roadside line."):
 * the action line is read with its trigger as its condition; every other line stays as it is.
 */
export function withBlocksRead<Line extends { text: string }>(lines: readonly Line[]): Line[] {
  let trigger: string | null = null;
  return withConfigRead(lines).map((line) => {
    const named = TRIGGER_LINE.exec(line.text);
    if (named) {
      trigger = named[1] ?? null;
      return line;
    }
    const action = ACTION_LINE.exec(line.text);
    const situation = action && trigger ? triggerSituation(trigger) : null;
    if (line.text.trim() !== "") trigger = null;
    if (!action || !situation) return line;
    const acts = action[2] ?? "";
    const ruled = ruledBy(situation, acts);
    return { ...line, text: `${action[1] ?? ""}${ruled === acts ? `If ${situation.condition}: ${acts}` : ruled}` };
  });
}

function triggerSituation(trigger: string): Situation | null {
  const text = trigger
    .replace(/\s*\([^()]*\)/g, "")
    .trim()
    .replace(/[.;:]+$/u, "");
  if (wordsOf(text).length < 1) return null;
  const role = ROLE_LEAD.exec(text);
  if (role)
    return (
      situationOf(text) ?? { condition: `the ${lowerFirst(text)}`.replace(/^the (?:the|a|an) /i, "the "), thing: null }
    );
  // "a failed session, a double charge, idle fees disputed": what the user reports, the first of it.
  const first = text.split(/,\s*|;\s*|\s+or\s+/)[0]?.trim() ?? text;
  return { condition: `the user reports ${lowerFirst(first)}`, thing: null };
}
