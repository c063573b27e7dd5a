import { VAGUE_ENTRIES, VAGUE_KINDS } from "../instructions-review/index";
import { escapeMarkdownText } from "../runtime/markdown";
import { activeFacts, type DesignFact, type DesignFacet, type DesignState, type SafetyKind } from "./design-state";
import { contentLemmas, sharedCount } from "./overlap";
import { NEGATED } from "../../text/vocabulary";

/**
 * One specific follow-up for an answer that needs it: a vague word quoted with what would make it
 * checkable (the review's lexicon of vague terms), two statements that pull against each other
 * quoted side by side, a thin answer asked for the detail its facet needs, an evasive one asked
 * for a first guess. Safety mentions get their own question: how the assistant must respond.
 */

const SAFETY_CASES: Readonly<Record<SafetyKind, string>> = {
  "self-harm": "someone mentions self-harm or suicide",
  abuse: "someone says they are being abused, threatened or harassed",
  minors: "the person writing is a child or a teenager",
  "medical-emergency": "someone describes a medical emergency",
  weapons: "someone mentions a weapon or a threat of violence",
  fraud: "a fraud or a scam may be going on",
  discrimination: "someone asks it to treat people differently, or reports discrimination",
};

export function safetyQuestion(kind: SafetyKind, quote: string): string {
  return `That matters, so I've recorded it as a risk in your words: "${escapeMarkdownText(short(quote))}".\n\n**How must the assistant respond when ${SAFETY_CASES[kind]}?** For example: what it says first, which line or number it gives, and who on your side is told.`;
}

const THIN: Readonly<Record<DesignFacet, string>> = {
  purpose: "what problem does it solve, and what should someone be able to do after talking to it?",
  users: "who exactly: how old are they, what do they already know, and how are they feeling when they use it?",
  tasks: "which requests must it handle well? A short list is perfect.",
  "out-of-scope": "what exactly must it refuse, even if asked nicely?",
  tone: "could you give three words for its voice, and one thing it must never sound like?",
  data: "which personal details will it see, and what happens to them?",
  risks: "what is the worst realistic answer it could give, and who would be hurt?",
  escalation: "when exactly should it hand over, and to whom?",
  success: "which number would tell you it works?",
  constraints: "where and when will people use it, and on which device?",
};

export function thinFollowUp(facet: DesignFacet, said: string): string {
  return `"${escapeMarkdownText(short(said).replace(/[.!?]+$/, ""))}" is a start. To make it usable in the instructions: ${THIN[facet]}`;
}

/** Lexicon terms, longest first, as one pattern. */
const VAGUE = (() => {
  const entries = [...VAGUE_ENTRIES].sort((a, b) => b.term.length - a.term.length);
  const pattern = new RegExp(
    `(?<![\\w-])(?:${entries.map((entry) => entry.term.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/[ -]/g, "[ -]")).join("|")})(?![\\w-])`,
    "i",
  );
  return { pattern, byTerm: new Map(entries.map((entry) => [entry.term, entry])) };
})();
/** A number, a list after a colon or "e.g." already makes the word concrete. */
const CONCRETE = /\d|\be\.g\.|\bfor example\b|\bsuch as\b|:\s*\S+,/i;

export function vagueFollowUp(text: string): string | null {
  if (CONCRETE.test(text)) return null;
  const match = VAGUE.pattern.exec(text);
  if (!match) return null;
  const term = match[0].toLowerCase();
  const entry = VAGUE.byTerm.get(term) ?? VAGUE.byTerm.get(term.replace(/-/g, " "));
  const hint = entry ? ` ${VAGUE_KINDS[entry.kind].rewrite(term)}` : "";
  return `You said "${escapeMarkdownText(match[0])}": the assistant can't check that on its own. What exactly counts as ${escapeMarkdownText(term)} here?${hint}`;
}

export function evasiveFollowUp(topicTitle: string, question: string): string {
  return `That leaves **${escapeMarkdownText(topicTitle)}** open, and it is one of the first things a tester will check. A first answer is enough, and you can change it later: ${escapeMarkdownText(question)}`;
}

export function contradictionFollowUp(a: DesignFact, b: DesignFact): string {
  return `Two things you said pull against each other: "${escapeMarkdownText(short(a.text))}" and "${escapeMarkdownText(short(b.text))}". Which should win, or when does each apply?`;
}

const REFUSES_PERSONAL_DATA =
  /\b(?:never|not|don't|no)\b[^.]*\b(?:ask\w*|collect\w*|request\w*|stor\w*|keep\w*)\b[^.]*\b(?:personal (?:data|details|information)|any (?:personal )?details|contact details)\b/i;
const NEEDS_PERSONAL_ITEM =
  /\b(?:e-?mail(?: address)?|full name|name|(?:home )?address|phone number|date of birth|account number|postcode|national insurance number)\b/i;

/** Two standing facts that contradict each other, one of them new; null when none do. */
export function findContradiction(design: DesignState, fresh: readonly DesignFact[]): [DesignFact, DesignFact] | null {
  if (fresh.length === 0) return null;
  const facts = activeFacts(design);
  const isFresh = (fact: DesignFact) => fresh.some((candidate) => candidate.id === fact.id);
  // A rule against personal data beside a task that needs a personal detail (an e-mail to find an order).
  const refusals = facts.filter((fact) => REFUSES_PERSONAL_DATA.test(fact.text));
  const needs = facts.filter(
    (fact) =>
      (fact.facet === "tasks" || fact.facet === "purpose") &&
      NEEDS_PERSONAL_ITEM.test(fact.text) &&
      !NEGATED.test(fact.text),
  );
  for (const refusal of refusals)
    for (const need of needs) if (isFresh(refusal) || isFresh(need)) return [need, refusal];
  // A prohibition on the very thing a task or the purpose does: two shared nouns.
  const prohibitions = facts.filter((fact) => fact.facet === "out-of-scope" && NEGATED.test(fact.text));
  const doings = facts.filter(
    (fact) => (fact.facet === "tasks" || fact.facet === "purpose") && !NEGATED.test(fact.text),
  );
  for (const prohibition of prohibitions) {
    const ruled = contentLemmas(prohibition.text, { nounsOnly: true });
    for (const doing of doings) {
      if (!isFresh(prohibition) && !isFresh(doing)) continue;
      if (sharedCount(ruled, contentLemmas(doing.text, { nounsOnly: true })) >= 2) return [doing, prohibition];
    }
  }
  return null;
}

function short(text: string, max = 140): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.lastIndexOf(" ", max);
  return `${line.slice(0, cut > max / 2 ? cut : max)}…`;
}
