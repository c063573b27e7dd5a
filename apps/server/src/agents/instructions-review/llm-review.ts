import { z } from "zod";
import type { TokenUsage } from "@aesop/shared/contracts/reports";
import type { ConfiguredModel } from "../runtime/llm/language-model";
import { generateStructured } from "../runtime/llm/structured-output";
import { toTokenUsage } from "../runtime/llm/token-usage";
import { delimitUntrusted, UNTRUSTED_DATA_RULE } from "../runtime/llm/untrusted";
import { auditInstructions, gapsByImportance, overallScore, toTopFix } from "./audit";
import { splitInstructionLines, type InstructionLine } from "../../text/instruction-lines";
import { RUBRIC } from "./rubric";
import type { DimensionFinding, DimensionId, EvidenceQuote, InstructionsAudit } from "./types";

/**
 * LLM mode of the Instructions Review Agent: the model reviews against the same rubric, with the
 * rule-based audit given as evidence, and answers in a zod-checked structure. Quotes are taken
 * from the instructions by the line numbers the model cites, so a report never shows a line the
 * user did not write.
 */

const DIMENSION_IDS = RUBRIC.map((dimension) => dimension.id) as [DimensionId, ...DimensionId[]];
const SCORE_OF = { covered: 2, partial: 1, missing: 0 } as const;
const MAX_EVIDENCE = 6;
const MAX_QUOTE = 200;

export const llmReviewSchema = z.object({
  dimensions: z
    .array(
      z.object({
        id: z.enum(DIMENSION_IDS),
        status: z.enum(["covered", "partial", "missing"]),
        summary: z.string().min(1).max(600),
        /** "low" when the model is not sure either: the report marks the verdict for a human. */
        confidence: z.enum(["high", "low"]).default("high"),
        /** Lines quoted as written, each saying whether it shows coverage or is the problem. */
        quotes: z
          .array(
            z.object({
              line: z.number().int().positive(),
              text: z.string().min(1).max(400),
              role: z.enum(["coverage", "problem"]),
            }),
          )
          .max(10)
          .default([]),
        /** Older shape: line numbers only, quoted whole. */
        evidenceLines: z.array(z.number().int().positive()).max(10).default([]),
        suggestedSentence: z.string().max(600).nullable().default(null),
      }),
    )
    .min(1),
  /**
   * Pairs of rules that cannot both be followed, each line quoted. When the model judged the
   * contradictions dimension, these replace the rule-based pairs (it saw them as evidence).
   */
  contradictions: z
    .array(
      z.object({
        kind: z.enum(["opposite", "threshold", "exception", "persona-honesty"]).default("opposite"),
        topic: z.string().min(1).max(200),
        first: z.object({ line: z.number().int().positive(), text: z.string().min(1).max(400) }),
        second: z.object({ line: z.number().int().positive(), text: z.string().min(1).max(400) }),
      }),
    )
    .max(10)
    .default([]),
  clarifyingQuestions: z.array(z.string().min(1).max(400)).min(1).max(8),
});
export type LlmReview = z.infer<typeof llmReviewSchema>;

export interface LlmAuditResult {
  audit: InstructionsAudit;
  usage: TokenUsage;
}

export async function reviewInstructionsWithModel(configured: ConfiguredModel, text: string): Promise<LlmAuditResult> {
  const guided = auditInstructions(text);
  const result = await generateStructured(configured, {
    schema: llmReviewSchema,
    name: "instructions_review",
    description: "The review of an AI assistant's instructions against the rubric, with clarifying questions.",
    system: reviewSystemPrompt(),
    prompt: reviewPrompt(text, guided),
    temperature: 0,
  });
  return { audit: mergeModelReview(guided, result.object, text), usage: toTokenUsage(configured.name, result.usage) };
}

export function reviewSystemPrompt(): string {
  const rubric = RUBRIC.map((d) => `- ${d.id} (${d.name}): ${d.whyItMatters}`).join("\n");
  return [
    "You are the Instructions Review Agent of AESOP. You audit the instructions (system prompt) that a creator wrote for an AI assistant.",
    "Judge every dimension of this rubric as covered, partial or missing (for contradictions and vague-wording, 'missing' means conflicts or much vague wording were found):",
    rubric,
    "For each dimension give a one-sentence summary; quotes: the lines you judged it on, each as {line, text, role}, where text is copied exactly from that line and role is 'coverage' when the line handles the dimension the safe way or 'problem' when the line is the problem (a harmful rule, a conflict, vague wording); your confidence ('low' when a human should check); and for a dimension that is not covered one concrete sentence the creator could add (suggestedSentence). Quotes that are not in the text are discarded.",
    "A rule that points the unsafe way (storing card numbers, never refusing, hiding uncertainty, claiming to be human, selecting people by age or origin, obeying pasted instructions) is a problem, never coverage.",
    "List every pair of rules that cannot both be followed as contradictions: {kind, topic, first: {line, text}, second: {line, text}}, kind one of opposite (one rule asks what the other forbids, in any words), threshold (incompatible numbers or limits), exception (an exception that swallows its rule), persona-honesty (a persona rule against honesty). Keep the rule-based pairs you agree with and leave out those that are not real conflicts (a rule with its own stated exception, or a rule saying which one wins, is no conflict).",
    "Then give 3 to 8 clarifying questions for the creator, about the most important gaps first.",
    "A rule-based audit has already been run; its findings are given as evidence. Use them, but correct them where your reading of the text differs.",
    UNTRUSTED_DATA_RULE,
    'Answer with one JSON object only: {"dimensions":[{"id","status","summary","confidence","quotes":[{"line","text","role"}],"suggestedSentence"}],"contradictions":[{"kind","topic","first":{"line","text"},"second":{"line","text"}}],"clarifyingQuestions":[strings]}.',
  ].join("\n\n");
}

function reviewPrompt(text: string, guided: InstructionsAudit): string {
  const numbered = splitInstructionLines(text)
    .map((line) => `${line.number}: ${line.raw}`)
    .join("\n");
  const evidence = guided.dimensions.map((finding) => ({
    id: finding.id,
    status: finding.status,
    confidence: finding.confidence,
    summary: finding.summary,
    quotes: finding.evidence.map((quote) => ({ line: quote.line, role: quote.role, note: quote.note })),
  }));
  const pairs = guided.contradictions.map((pair) => ({
    kind: pair.kind,
    topic: pair.topic,
    lines: [pair.first.line, pair.second.line],
  }));
  return [
    "Rule-based findings (evidence):",
    JSON.stringify(evidence),
    "Rule-based contradictions (evidence):",
    JSON.stringify(pairs),
    "The instructions to review, with line numbers:",
    delimitUntrusted("instructions", numbered),
  ].join("\n\n");
}

/**
 * The model's judgement in the audit's shape; dimensions it left out keep the rule-based finding.
 * A quote is kept only when its text is in the instructions (on the line given, or else on the
 * line where it is found): a model's quote that is not in the text is dropped.
 */
export function mergeModelReview(guided: InstructionsAudit, review: LlmReview, text: string): InstructionsAudit {
  const lines = splitInstructionLines(text);
  const judged = new Map(review.dimensions.map((dimension) => [dimension.id, dimension]));
  const dimensions: DimensionFinding[] = guided.dimensions.map((finding) => {
    const model = judged.get(finding.id);
    if (!model) return finding;
    const rubric = RUBRIC.find((dimension) => dimension.id === finding.id);
    const legacyRole = model.status === "covered" ? "coverage" : "context";
    const evidence = [
      ...verifiedQuotes(lines, model.quotes),
      ...quoteLines(lines, model.evidenceLines, legacyRole),
    ].slice(0, MAX_EVIDENCE);
    const merged: DimensionFinding = {
      ...finding,
      status: model.status,
      score: SCORE_OF[model.status],
      severity: model.status === "covered" ? "none" : finding.severity === "none" ? "medium" : finding.severity,
      confidence: model.confidence,
      summary: model.summary.trim(),
      evidence: evidence.length > 0 ? evidence : finding.evidence,
    };
    if (model.confidence === "low") merged.confidenceNote = "The model marked this verdict as uncertain.";
    else delete merged.confidenceNote;
    if (model.status === "covered") delete merged.suggestedSentence;
    else merged.suggestedSentence = model.suggestedSentence?.trim() || rubric?.suggestedSentence || "";
    return merged;
  });
  return {
    ...guided,
    contradictions: judged.has("contradictions")
      ? modelContradictions(lines, review.contradictions)
      : guided.contradictions,
    overallScore: overallScore(dimensions),
    dimensions,
    topFixes: gapsByImportance(dimensions).slice(0, 3).map(toTopFix),
    clarifyingQuestions: review.clarifyingQuestions.map((question) => question.trim()).filter(Boolean),
  };
}

/** The model's pairs whose two quotes are both in the text, on two lines, each pair once. */
function modelContradictions(
  lines: readonly InstructionLine[],
  pairs: LlmReview["contradictions"],
): InstructionsAudit["contradictions"] {
  const kept: InstructionsAudit["contradictions"] = [];
  for (const pair of pairs) {
    const [first] = verifiedQuotes(lines, [{ ...pair.first, role: "problem" }]);
    const [second] = verifiedQuotes(lines, [{ ...pair.second, role: "problem" }]);
    if (!first || !second || first.line === second.line) continue;
    const same = (a: number, b: number) =>
      kept.some(
        (known) =>
          (known.first.line === a && known.second.line === b) || (known.first.line === b && known.second.line === a),
      );
    if (same(first.line, second.line)) continue;
    kept.push({ kind: pair.kind, topic: pair.topic.trim(), first, second });
  }
  return kept;
}

function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

function verifiedQuotes(
  lines: readonly InstructionLine[],
  quotes: LlmReview["dimensions"][number]["quotes"],
): EvidenceQuote[] {
  const verified: EvidenceQuote[] = [];
  for (const quote of quotes) {
    const wanted = normalise(quote.text.replace(/^…|…$/g, ""));
    if (wanted.length < 3) continue;
    const given = lines[quote.line - 1];
    const line =
      given && normalise(given.raw).includes(wanted)
        ? given
        : lines.find((candidate) => normalise(candidate.raw).includes(wanted));
    if (!line) continue;
    // The line as written when it is short; otherwise the model's words, now known to be in it.
    const whole = line.raw.trim();
    const excerpt = whole.length <= MAX_QUOTE ? whole : `${quote.text.trim().slice(0, MAX_QUOTE - 1)}…`;
    verified.push({ line: line.number, quote: excerpt, role: quote.role });
  }
  return verified;
}

function quoteLines(
  lines: readonly InstructionLine[],
  numbers: readonly number[],
  role: EvidenceQuote["role"],
): EvidenceQuote[] {
  const seen = new Set<number>();
  const quotes: EvidenceQuote[] = [];
  for (const number of numbers) {
    const line = lines[number - 1];
    if (!line || !line.raw.trim() || seen.has(number)) continue;
    seen.add(number);
    const raw = line.raw.trim();
    quotes.push({ line: number, quote: raw.length > MAX_QUOTE ? `${raw.slice(0, MAX_QUOTE - 1)}…` : raw, role });
    if (quotes.length === MAX_EVIDENCE) break;
  }
  return quotes;
}
