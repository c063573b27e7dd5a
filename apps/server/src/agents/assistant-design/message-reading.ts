import { wordsOf } from "../../text/language";
import { clausesOf, sentencesOf } from "./clauses";
import type { DesignFacet } from "./design-state";
import { facetOf, facetScores } from "./facet-cues";
import { findSafetyMentions, type SafetyHit } from "./safety";

/**
 * One message of the creator's, read: its questions to the agent, its facts (each clause filed
 * under a facet), its safety mentions, and whether it is an aside, an evasive answer or a
 * correction. Commands (skip, go deeper, complete report, continue exploring) are read before this,
 * by the engine.
 */

export interface ReadFact {
  facet: DesignFacet;
  text: string;
}

export interface MessageReading {
  facts: ReadFact[];
  /** Sentences that ask the agent something. */
  questions: string[];
  safety: SafetyHit[];
  aside: boolean;
  evasive: boolean;
  /** "Actually…", "Sorry, I meant…", "Correction:": the message may replace something said before. */
  correctionMarker: boolean;
  /** "…also…": a correction that adds rather than replaces. */
  additive: boolean;
  /** Few words and nothing specific ("Kids.", "Professional."). */
  thin: boolean;
}

const QUESTION_START =
  /^(?:what|what's|whats|why|how|who|which|when|where|can|could|should|would|do|does|did|is|are|was|will|may|might|shall|isn't|aren't|doesn't|don't|any|tell me)\b/i;
const ASKS_THE_AGENT = /\b(?:example|for instance|you|your)\b/i;
const CORRECTION =
  /^(?:actually|sorry|no,? wait|wait|correction|scratch that|i meant|let me correct|to correct|oops|my mistake|right)\b|\b(?:i meant|i mean,|not \w+ but|instead of)\b/i;
const ADDITIVE = /\balso\b|\bas well\b|\bin addition\b/i;
const ASIDE =
  /\b(?:haha|hah|lol|brb|coffee|one sec|a sec|hold on|thanks|thank you|good question|ok|okay|cool|nice|hmm+|let me think|my boss|my cat|keyboard|be right back|back in a|sorry)\b/i;
const EVASIVE =
  /\b(?:not sure|later|we'?ll see|figure (?:that|it) out|sort (?:that|it) out|haven'?t (?:really )?thought|no idea|it'?s fine|probably fine|fine|doesn'?t matter|tbd|to be decided|it depends|whatever|dunno|maybe|no comment)\b/i;
const EVASIVE_ALL = new RegExp(EVASIVE.source, "gi");
const STOP = new Set(
  "a an the and or of to in on for with by at it its is are be we our they their them this that some all any just very mostly".split(
    " ",
  ),
);

export function readMessage(text: string, asked: DesignFacet | null): MessageReading {
  const sentences = sentencesOf(text);
  const questions: string[] = [];
  const statements: string[] = [];
  for (const sentence of sentences) {
    const trimmed = sentence.trim();
    const question =
      trimmed.endsWith("?") &&
      (QUESTION_START.test(trimmed) || (ASKS_THE_AGENT.test(trimmed) && wordsOf(trimmed).length > 2));
    (question ? questions : statements).push(trimmed);
  }
  const words = wordsOf(text);
  const content = words.filter((word) => !STOP.has(word));
  const strongestCue = Math.max(...Object.values(facetScores(text, null)));
  const short = words.length <= 10;
  const aside =
    questions.length === 0 &&
    short &&
    ASIDE.test(text) &&
    strongestCue < 1.5 &&
    !CORRECTION.test(text.replace(/^sorry\b/i, ""));
  // The evasive words themselves cue no topic: "not sure" and "no idea" are no limit ("not", "no").
  const evasive =
    !aside &&
    questions.length === 0 &&
    words.length <= 8 &&
    EVASIVE.test(text) &&
    Math.max(...Object.values(facetScores(text.replace(EVASIVE_ALL, " "), null))) < 1.5;
  // A clause naming a safety case is a risk, unless it is the answer to a safety question or says what to do.
  const facts =
    aside || evasive
      ? []
      : statements.flatMap((sentence) =>
          clausesOf(stripLeadIn(sentence)).map((clause) => {
            const hit =
              asked !== "escalation" ? findSafetyMentions([clause]).find((found) => !found.respondedInline) : undefined;
            return { facet: hit && hit.kind !== "minors" ? "risks" : facetOf(clause, asked), text: clause };
          }),
        );
  return {
    facts,
    questions,
    safety: findSafetyMentions(sentences),
    aside,
    evasive,
    correctionMarker: CORRECTION.test(text.trim()),
    additive: ADDITIVE.test(text),
    thin: !aside && !evasive && words.length <= 5 && content.length <= 3 && !/\d/.test(text),
  };
}

/** "Actually, …", "Sorry, correction: …", "Right: …": the words before the fact. */
function stripLeadIn(sentence: string): string {
  return sentence
    .replace(
      /^(?:(?:actually|sorry|no|wait|correction|scratch that|right|oops|my mistake|well|so|basically|ok|okay|then)\b[\s,:;—-]*)+/i,
      "",
    )
    .replace(/^i meant\s+(?:that\s+)?/i, "")
    .trim();
}
