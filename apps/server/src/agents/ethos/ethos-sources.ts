import type { EthosContextField, EthosQuote, EthosQuoteSource } from "@aesop/shared/contracts/ethos";
import { splitInstructionLines } from "../../text/instruction-lines";
import type { EthosInput } from "./ethos-input";

/**
 * The analysis reads every source as sentences it can match and quote: the instructions' rules,
 * the creator's own answers in the interview and ideation reports, and the context form. Agent
 * wording in the reports (questions, headings, suggestions) is left out, so that a question such
 * as "Could children use it?" is never read as a fact about the deployment.
 */

export interface SourceSentence {
  source: EthosQuoteSource;
  reportId?: number;
  /** 1-based line of the instructions or report; absent for the context form. */
  line?: number;
  field?: EthosContextField;
  /** Prepared for matching: no emphasis marks, straight apostrophes, single spaces. */
  text: string;
  /** As written (shortened when long): always part of the source once "…" is removed. */
  quote: string;
  /**
   * Names a group or topic as a case to handle ("If a user mentions self-harm…", "Never ask about
   * age") rather than saying who uses the assistant or what it does: such sentences show how a
   * risk is handled, never who the users are.
   */
  caseOnly: boolean;
}

export const MAX_QUOTE_CHARS = 240;

const LEADING_MARKUP = /^\s*(?:(?:[-*+>]|\d{1,3}[.)]|#{1,6})\s+)*/;
const SENTENCE_END = /(?<=[.!?])\s+(?=["'(\p{Lu}\d])/u;
const CONDITIONAL_START = /^(?:if|when|whenever|where|should|in case|unless|once|ignore|disregard)\b/i;
const PROHIBITED_SUBJECT =
  /\b(?:never|not|don't|must not|mustn't|avoid|without)\s+(?:\w+\s+){0,2}?(?:ask(?:ing)?|consider(?:ing)?|collect(?:ing)?|stor(?:e|ing)|us(?:e|ing)|infer(?:ring)?|mention(?:ing)?|request(?:ing)?|discuss(?:ing)?|take into account|judg(?:e|ing)|comment(?:ing)? on|giv(?:e|ing)|offer(?:ing)?|provid(?:e|ing))\b/i;
/** Questions the agents ask, and suggested sentences, in the chat agents' reports. */
const AGENT_WORDING = /^\s*(?:\*\*(?:Question|Follow-up):\*\*|#|\d+\.\s)/;
const QUOTED = /"([^"]+)"/g;

export function readSources(input: EthosInput): SourceSentence[] {
  return [
    ...contextSentences(input.context),
    ...(input.instructions ? instructionSentences(input.instructions.reportId, input.instructions.text) : []),
    ...(input.interview ? answerSentences("interview", input.interview.reportId, input.interview.markdown) : []),
    ...(input.ideation ? answerSentences("ideation", input.ideation.reportId, input.ideation.markdown) : []),
  ];
}

export function instructionSentences(reportId: number, text: string): SourceSentence[] {
  return splitInstructionLines(text)
    .filter((line) => line.isRule)
    .flatMap((line) =>
      sentencesOf(line.raw.replace(LEADING_MARKUP, "")).map((sentence) =>
        toSentence({ source: "instructions", reportId, line: line.number }, sentence),
      ),
    );
}

function answerSentences(source: "interview" | "ideation", reportId: number, markdown: string): SourceSentence[] {
  return markdown.split(/\r\n|\r|\n/).flatMap((raw, index) => {
    if (AGENT_WORDING.test(raw) || raw.includes("For example:")) return [];
    return Array.from(raw.matchAll(QUOTED), (match) => unescapeMarkdown(match[1] ?? "")).flatMap((answer) =>
      sentencesOf(answer).map((sentence) => toSentence({ source, reportId, line: index + 1 }, sentence)),
    );
  });
}

function contextSentences(context: EthosInput["context"]): SourceSentence[] {
  return (Object.entries(context) as Array<[EthosContextField, string | undefined]>).flatMap(([field, value]) => {
    const answer = value?.trim() ?? "";
    if (answer === "") return [];
    // A context answer describes the deployment even when it is phrased as a condition.
    return [{ ...toSentence({ source: "context", field }, answer), caseOnly: false }];
  });
}

function toSentence(
  where: Pick<SourceSentence, "source" | "reportId" | "line" | "field">,
  raw: string,
): SourceSentence {
  const written = raw.replace(/\s+/g, " ").trim();
  const text = prepareForMatching(written);
  return {
    ...where,
    text,
    quote: shorten(written),
    caseOnly: CONDITIONAL_START.test(text) || PROHIBITED_SUBJECT.test(text),
  };
}

function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

export function prepareForMatching(text: string): string {
  return text
    .replace(/[*_`]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** The chat agents' reports escape user text (escapeMarkdownText); quotes show it as typed. */
export function unescapeMarkdown(text: string): string {
  return text
    .replace(/\\([\\`*_[\]|#~>])/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");
}

function shorten(text: string): string {
  if (text.length <= MAX_QUOTE_CHARS) return text;
  const cut = text.lastIndexOf(" ", MAX_QUOTE_CHARS - 1);
  return `${text.slice(0, cut > MAX_QUOTE_CHARS / 2 ? cut : MAX_QUOTE_CHARS - 1)}…`;
}

export function quoteOf(sentence: SourceSentence): EthosQuote {
  return {
    source: sentence.source,
    ...(sentence.reportId === undefined ? {} : { reportId: sentence.reportId }),
    ...(sentence.line === undefined ? {} : { line: sentence.line }),
    text: sentence.quote,
  };
}
