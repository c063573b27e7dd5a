import { lemmaOf, wordsOf } from "./language";
import { PERSON_ROLE_WORDS } from "./vocabulary";

/**
 * How a conditional rule reads: the situation it speaks of and what it requires there. The
 * directive reader cuts a condition at its first comma, so "If a traveller is stranded, their
 * flight is cancelled, or they are in danger abroad, give the emergency line" would lose two of
 * its three situations and read "give" as no instruction at all; here the condition runs to the
 * first clause that opens with what the assistant is told to do.
 */

/** Verbs that open what a rule requires once its condition holds ("…, give them the line"). */
const REQUIRED_LEAD =
  /^(?:(?:then|please|always|immediately|gently|politely|kindly|calmly|first|also|still|right away)\s+)*(?:give|tell|say|explain|mention|share|provide|offer|suggest|recommend|refer|point|direct|signpost|send|hand|pass|transfer|escalate|connect|route|forward|ask|check|confirm|verify|require|remind|encourage|urge|invite|advise|steer|stop|pause|end|close|decline|refuse|respond|reply|answer|acknowledge|apologi[sz]e|stay|remain|keep|treat|flag|log|report|notify|inform|include|add|use|switch|make sure|ensure|do not|don't|never|let)\b/i;

export interface RuleClauses {
  /** "If a traveller is stranded, their flight is cancelled…, or they are in danger abroad" */
  condition: string;
  /** "give Wayfarer's 24/7 emergency line, +1 800 555 0199" */
  required: string;
}

const ROLE = `(?:${PERSON_ROLE_WORDS.join("|")}|someone|anyone|people)`;

/** "Customer mentions medical equipment…: offer the register": a situation, a colon, what to do. */
const COLON_CONDITION = new RegExp(
  `^((?:(?:a|an|the|any)\\s+)?${ROLE}s?\\s+(?:mentions?|says?|asks?|reports?|describes?|is|are|has|have|needs?|wants?|tells you|talks about)\\b[^:]*):\\s*(.+)$`,
  "i",
);

/** "Offer the hardship fund to customers who mention they cannot pay": what to do, then for whom. */
const FOR_WHOM = new RegExp(`^(.+?)\\s+(?:to|for|with)\\s+(?:(?:any|all|the)\\s+)?${ROLE}s?\\s+who\\s+(.+)$`, "i");

/** "Tell applicants who mention a disability about the accommodations team": for whom, then what. */
const WHO_THEN_WHAT = new RegExp(
  `^(\\w+)\\s+(?:(?:any|all|the)\\s+)?(${ROLE})s?\\s+who\\s+(.+?)\\s+((?:about|that|to)\\s+.+)$`,
  "i",
);

/** "customers who mention", said of one: "a customer mentions". */
function ofOne(clause: string): string {
  return clause.replace(/^(\w+)/, (verb: string) => {
    if (/^are$/i.test(verb)) return "is";
    if (/^have$/i.test(verb)) return "has";
    if (/^(?:can|could|will|would|should|may|might|must|is|was|has|does|did)$/i.test(verb) || /s$/i.test(verb))
      return verb;
    if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
    return /(?:sh|ch|x|z|o)$/i.test(verb) ? `${verb}es` : `${verb}s`;
  });
}

/** A rule whose condition is a colon's lead or a "who" clause ("…to customers who mention X"); or null. */
function clausesOfOtherForms(text: string): RuleClauses | null {
  const colon = COLON_CONDITION.exec(text);
  if (colon) return { condition: `If ${colon[1] ?? ""}`, required: colon[2] ?? "" };
  const whoThen = WHO_THEN_WHAT.exec(text);
  if (whoThen && REQUIRED_LEAD.test(whoThen[1] ?? ""))
    return {
      condition: `If a ${whoThen[2] ?? ""} ${ofOne(whoThen[3] ?? "")}`,
      required: `${whoThen[1] ?? ""} them ${whoThen[4] ?? ""}`,
    };
  const forWhom = FOR_WHOM.exec(text);
  if (forWhom && REQUIRED_LEAD.test(forWhom[1] ?? ""))
    return { condition: `If someone ${ofOne(forWhom[2] ?? "")}`, required: forWhom[1] ?? "" };
  return null;
}

/** A rule that opens with its condition, read into the condition and what it requires; or null. */
export function clausesOf(rule: string): RuleClauses | null {
  const text = rule.trim().replace(/[.!;]+$/u, "");
  if (!/^(?:if|when|whenever|once|in case|for)\b/i.test(text)) return clausesOfOtherForms(text);
  const parts = text.split(/,\s+/);
  for (let index = 1; index < parts.length; index++) {
    if (REQUIRED_LEAD.test(parts[index] ?? ""))
      return { condition: parts.slice(0, index).join(", "), required: parts.slice(index).join(", ") };
  }
  return null;
}

/** Between the items of a list: "a, b or c", "a, b, and c". */
const LIST_SEPARATOR = /,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/;

const CLASS_BOUNDARY =
  /^(?:about|for|with|of|on|in|to|at|from|a|an|the|any|some|asks?|mentions?|says?|brings?|raises?|reports?|describes?|wants?|needs?)$/i;

/** Words that make a piece of a condition a clause of its own ("their flight is cancelled"). */
const CLAUSE_VERB =
  /\b(?:is|are|was|were|has|have|had|gets?|got|mentions?|says?|asks?|reports?|needs?|wants?|seems?|feels?|loses?|lost|misses?|missed|tells?|writes?|describes?|talks?|brings?|admits?|would|will|can(?:not|'t)?)\b/i;

/**
 * The situations a condition names, each said as a condition of its own: "If A, B, or C" is
 * "If A", "If B", "If C" when each piece is a clause; "When someone reports harassment, bullying
 * or a safety concern" is one report of each. A user in one situation speaks of that one.
 */
export function situationsOf(condition: string): string[] {
  // "grown-up topics (dating, drugs, money, news)": a user asks about one of them, not the class.
  const examples = /^(.*?)\s*\(([^)]*,[^)]*)\)/.exec(condition);
  if (examples) {
    const before = (examples[1] ?? "").split(" ");
    // The class the examples stand for: the words back to a preposition, verb or determiner.
    let start = before.length;
    while (start > 0 && before.length - start < 3 && !CLASS_BOUNDARY.test(before[start - 1] ?? "")) start--;
    const items = (examples[2] ?? "")
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter((item) => item !== "" && item.split(" ").length <= 4);
    const head = before.slice(0, start).join(" ");
    const after = condition.slice(examples[0].length);
    // Examples of a class ("topics (dating, drugs)"), not a description ("evicted (locks changed)").
    const plural = /s$/i.test(before.at(-1) ?? "");
    if (plural && items.length > 1 && start < before.length)
      return items.map((item) => `${head} ${item}${after}`.trim());
  }
  // "For vaccines, malaria tablets and other health questions": one of them at a time.
  const topics = /^(for (?:advice on |help with |questions about )?)(.+)$/i.exec(condition.trim());
  if (topics && /,/.test(topics[2] ?? "")) {
    const items = (topics[2] ?? "")
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter((item) => item !== "" && !/^other\b/i.test(item) && item.split(" ").length <= 4);
    if (items.length > 1) return items.map((item) => `${topics[1] ?? ""}${item}`);
  }
  const lead = /^(?:if|when|whenever|once|in case)\s+/i.exec(condition)?.[0] ?? "";
  const body = condition.slice(lead.length);
  const pieces = body.split(/,\s*(?:or\s+|and\s+)?/).map((piece) => piece.trim());
  if (pieces.length > 1 && pieces.every((piece) => CLAUSE_VERB.test(piece)))
    return pieces.map((piece) => `${lead || "If "}${piece}`);
  // A list of things after the condition's verb, each ≤ 4 words: one situation per thing.
  const verb = /^(.*?\b(?:reports?|mentions?|asks? (?:about|for)|talks about|brings up|describes?)\s+)(.+)$/i.exec(
    body,
  );
  if (verb && /,/.test(verb[2] ?? "")) {
    const items = (verb[2] ?? "")
      .replace(/\s*\([^)]*\)?/g, "")
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length > 1 && items.every((item) => item.split(" ").length <= 4))
      return sharingTheirNoun(items).map((item) => `${lead}${verb[1] ?? ""}${item}`);
  }
  return [condition];
}

/** A word that describes rather than names: "fallen", "low-hanging", "sparking", "frozen", "burst". */
const DESCRIBING =
  /^(?:[a-z]+-[a-z]+|[a-z]{3,}(?:ed|ing|en|ful|less|ous|ive|y)|burst|broken|torn|lost|stolen|late|loose|flat|dead|wet|cold|hot|open|stuck|faulty)$/i;

/**
 * "a fallen, low-hanging or sparking power line": describing words that share the last item's
 * noun, each said with it ("a fallen power line", "a low-hanging power line"). Items that each name
 * a thing ("a wheelchair, a mobility scooter or a walking frame") are left as they are.
 */
function sharingTheirNoun(items: readonly string[]): string[] {
  const last = (items.at(-1) ?? "").split(" ");
  const noun = last.slice(1).join(" ");
  const first = (item: string) => item.replace(/^(?:a|an|the|any)\s+/i, "");
  const describing = items.slice(0, -1).every((item) => DESCRIBING.test(first(item)));
  if (!describing || noun === "" || !DESCRIBING.test(last[0] ?? "")) return [...items];
  // One thing ("a fallen…") stays one thing each; things in the plural ("frozen or burst pipes") stay so.
  const counted = /^an?\s/i.test(items[0] ?? "");
  return items.map((item) => {
    const word = first(item).split(" ")[0] ?? "";
    return `${counted ? (/^[aeiou]/i.test(word) ? "an " : "a ") : ""}${word} ${noun}`;
  });
}

/** Words a requirement shares with any reply, or that say how rather than what. */
const GENERIC = new Set(
  (
    "give tell say explain mention share provide offer suggest recommend refer point direct signpost send hand " +
    "pass ask remind encourage urge invite advise make sure ensure always gently politely kindly calmly first " +
    "then also still right away now them him her they their your you it its this that these those the and or " +
    "for with from into onto about in on at by of to an a be is are can may might should must will would " +
    "user users customer customers person people someone anyone help app page website site team service " +
    "services line number way thing things time option options question questions instead back again just " +
    // Saying and waiting are what the assistant does, not what its reply names; nor is the assistant itself.
    "state inform notify warn wait include including assistant bot chatbot agent " +
    // Where and when in the reply it is said ("in the same message", "after…") is not what is said.
    "same message messages reply replies answer response after " +
    // "please let them know we'll…": the courtesy and the telling, not what is told.
    "please know let we'll we're we've they'll you'll"
  ).split(" "),
);
/** The person the rule speaks of ("tell the buyer that…"): a reply speaks to them without naming their role. */
const ROLE_WORDS = new Set<string>(PERSON_ROLE_WORDS);

/**
 * What a reply that keeps the requirement names: its content words, less those of the
 * condition (a reply echoes the situation whether it keeps the rule or not). "tell them to
 * freeze the card in the app (Cards > Freeze) and offer to connect them to the fraud team",
 * when a card is lost: freeze, connect, fraud.
 */
export function requiredTerms(required: string, condition: string): string[] {
  const said = new Set(wordsOf(condition).map(lemmaOf));
  const terms: string[] = [];
  for (const written of wordsOf(required.replace(/\beven if\b.*$/i, ""))) {
    // "the country's customs": the word, not its possessive ending.
    const word = written.replace(/'s?$/, "");
    const lemma = lemmaOf(word);
    if (
      word.length < 4 ||
      GENERIC.has(word) ||
      GENERIC.has(lemma) ||
      ROLE_WORDS.has(lemma) ||
      said.has(lemma) ||
      /\d/.test(word)
    )
      continue;
    if (!terms.includes(lemma)) terms.push(lemma);
  }
  return terms.slice(0, 5);
}

/**
 * "…, even if they ask you not to": the user in the situation asks for the rule to be dropped,
 * and a rule that holds "even if" must hold then too. The act said as that user's request.
 */
export function waivedAct(required: string): string | null {
  if (
    !/\beven if (?:they|the user|users?|he|she|someone|the customer)\s+(?:ask|asks|tell|tells|beg|begs|insist|insists|say|says)\b/i.test(
      required,
    )
  )
    return null;
  const act = required
    .replace(/,?\s*even if\b.*$/i, "")
    .replace(/^(?:always|please|immediately|still)\s+/i, "")
    .replace(/\s*\([^)]*\)/g, "")
    .trim();
  return act.replace(/^(give|tell|send|show|offer|share)\s+(?!me\b)/i, "$1 me ").replace(/\bthem\b/g, "me");
}

/** "ask for a change ticket … before doing anything": the rule gates an act behind something the user supplies. */
export const isGate = (required: string) =>
  /^(?:(?:first|always)\s+)?(?:ask (?:for|to see)|require|check|verify|confirm|get|obtain|wait for|make sure)\b/i.test(
    required,
  ) && /\b(?:before|first|until|prior to)\b/i.test(required);

/**
 * The acts a gated condition asks for, as the user asks them: "When a request would delete data,
 * restart or scale down production services, or change firewall rules" asks, one at a time, to
 * delete data, to restart or scale down production services, to change firewall rules.
 */
// "If the tenant asks us to send someone": the business is "us" to the one who writes the rule.
const ASKS_FOR_ACTS = new RegExp(
  `^(?:if|when|whenever|once)\\s+(?:(?:a|an|the|any)\\s+)?(?:request|someone|somebody|anyone|they|he or she|${PERSON_ROLE_WORDS.join("|")})s?\\s+(?:would|(?:asks?|wants?|needs?|requests?) (?:you |us )?to|tries to)\\s+(.+)$`,
  "i",
);

export function requestedActs(condition: string): string[] {
  const asked = ASKS_FOR_ACTS.exec(condition.trim());
  if (!asked) return [];
  return (asked[1] ?? "")
    .split(/,\s*(?:or\s+|and\s+)?/)
    .map((act) => act.trim())
    .filter((act) => act.split(" ").length >= 2);
}
