import { has, youngReaders, type ReviewContext } from "./context";
import type { Directive } from "../../text/directives";
import type { DimensionId } from "./types";
import { NEGATED } from "../../text/vocabulary";

/**
 * Rules checked against the inferred context: a rule that suits a web page can be wrong for the
 * channel or the audience (markdown read aloud by a speaker, a table in a text message, 400-word
 * answers for a seven-year-old).
 */

export interface ContextProblem {
  dimension: DimensionId;
  directive: Directive;
  problem: string;
  suggestion: string;
}

const MARKUP =
  /\b(?:markdown|headings?|headers?|tables?|bullet(?:ed)?(?:[- ]points?| lists?)?|bullets|bold|italics?|numbered lists?|code blocks?|links?|urls?|hyperlinks?)\b|#{2,}/i;
const EMOJI = /\bemojis?\b|[\u{1F300}-\u{1FAFF}]/u;
const LONG_TEXT =
  /\b(?:in (?:great |full )?detail|detailed|long|lengthy|comprehensive|exhaustive|thorough|in-depth|at length|full (?:explanation|answer|story|account|details?)|(?:the )?full (?:[\w-]+ ){0,2}(?:terms|conditions|policy|policies|price list|list)|full worked \w+|worked (?:examples?|answers?|solutions?)|every (?:part|step|detail|stage)|all (?:the )?(?:parts|details|steps|stages))\b/i;
/** Most phones split a text message after 160 characters; about 30 words. */
const SMS_WORDS = 30;
/** Beyond this many words, an answer read aloud loses the listener. */
const VOICE_WORDS = 120;
/** Beyond this many words, a reader of 7 to 11 loses the thread. */
const YOUNG_READER_WORDS = 150;

export function contextProblems(directives: readonly Directive[], context: ReviewContext): ContextProblem[] {
  const sms = has(context.channels, "sms");
  const voice = has(context.channels, "voice");
  const young = youngReaders(context);
  if (!sms && !voice && !young) return [];
  const problems: ContextProblem[] = [];
  for (const directive of directives) {
    // A prohibition, or a question heading ("How long are replies?"), asks for nothing.
    if (directive.modality === "must-not" || /\?\s*$/.test(directive.text)) continue;
    const problem = problemOf(directive, { sms, voice, young });
    if (problem) problems.push({ dimension: "output-format", directive, ...problem });
  }
  return problems;
}

function problemOf(
  directive: Directive,
  where: { sms: boolean; voice: boolean; young: boolean },
): { problem: string; suggestion: string } | null {
  const text = directive.text;
  const negated = NEGATED.test(text);
  const channel = where.voice ? "voice" : "SMS";
  if ((where.sms || where.voice) && !negated && MARKUP.test(text)) {
    return {
      problem: `asks for markdown, lists or tables over ${channel}, where they are ${where.voice ? "read out as symbols or lost" : "shown as raw characters"}`,
      suggestion: where.voice
        ? "Speak in plain sentences: no headings, lists, tables or links; say numbers and steps in words."
        : "Write plain text of at most 160 characters per message: no markdown, tables or links.",
    };
  }
  if (where.voice && !negated && EMOJI.test(text) && !/\bno\b/i.test(text)) {
    return {
      problem: "asks for emojis in a voice channel",
      suggestion: "Say feelings in words; a speaker cannot show emojis.",
    };
  }
  const longest = Math.max(
    0,
    ...directive.numbers
      .filter((number) => number.unit === "word" && number.bound !== "max")
      .map((number) => number.value),
  );
  const limit = where.sms ? SMS_WORDS : where.voice ? VOICE_WORDS : YOUNG_READER_WORDS;
  if (longest > limit) {
    const who = where.sms ? "an SMS" : where.voice ? "a voice channel" : "young readers";
    return {
      problem: `asks for ${longest}-word answers, too long for ${who}`,
      suggestion: where.sms
        ? "Keep each message under 160 characters; send a link or a second message for more."
        : where.voice
          ? `Keep spoken answers under ${VOICE_WORDS} words and offer to say more.`
          : `Keep answers for young readers under ${YOUNG_READER_WORDS} words, in short sentences.`,
    };
  }
  if (
    (where.sms || where.voice || where.young) &&
    !negated &&
    LONG_TEXT.test(text) &&
    /\b(?:answers?|repl(?:y|ies)|responses?|explanations?|stories|messages?|texts?|read (?:out|aloud)|reads (?:out|aloud))\b/i.test(
      text,
    )
  ) {
    const who = where.sms ? "SMS" : where.voice ? "a voice line" : "young readers";
    return {
      problem: `asks for long, detailed answers for ${who}`,
      suggestion: where.sms
        ? "Keep each message under 160 characters."
        : where.voice
          ? `Keep spoken answers under ${VOICE_WORDS} words and offer to send the rest in writing.`
          : `Keep answers under ${YOUNG_READER_WORDS} words.`,
    };
  }
  return null;
}
