import { z } from "zod";
import type { TokenUsage } from "@aesop/shared/contracts/reports";
import type { ConfiguredModel } from "../runtime/llm/language-model";
import { generateStructured } from "../runtime/llm/structured-output";
import { toTokenUsage } from "../runtime/llm/token-usage";
import { delimitUntrusted, UNTRUSTED_DATA_RULE } from "../runtime/llm/untrusted";
import { auditInstructions, gapsByImportance, overallScore, toTopFix } from "./audit";
import { splitInstructionLines, type InstructionLine } from "./instruction-lines";
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
const MAX_EVIDENCE = 3;
const MAX_QUOTE = 200;

export const llmReviewSchema = z.object({
  dimensions: z
    .array(
      z.object({
        id: z.enum(DIMENSION_IDS),
        status: z.enum(["covered", "partial", "missing"]),
        summary: z.string().min(1).max(600),
        evidenceLines: z.array(z.number().int().positive()).max(10).default([]),
        suggestedSentence: z.string().max(600).nullable().default(null),
      }),
    )
    .min(1),
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
    "For each dimension give a one-sentence summary, the numbers of the lines you judged it on (evidenceLines), and for a dimension that is not covered one concrete sentence the creator could add (suggestedSentence).",
    "Then give 3 to 8 clarifying questions for the creator, about the most important gaps first.",
    "A rule-based audit has already been run; its findings are given as evidence. Use them, but correct them where your reading of the text differs.",
    UNTRUSTED_DATA_RULE,
    'Answer with one JSON object only: {"dimensions":[{"id","status","summary","evidenceLines":[numbers],"suggestedSentence"}],"clarifyingQuestions":[strings]}.',
  ].join("\n\n");
}

function reviewPrompt(text: string, guided: InstructionsAudit): string {
  const numbered = splitInstructionLines(text)
    .map((line) => `${line.number}: ${line.raw}`)
    .join("\n");
  const evidence = guided.dimensions.map((finding) => ({
    id: finding.id,
    status: finding.status,
    summary: finding.summary,
    lines: finding.evidence.map((quote) => quote.line),
  }));
  return [
    "Rule-based findings (evidence):",
    JSON.stringify(evidence),
    "The instructions to review, with line numbers:",
    delimitUntrusted("instructions", numbered),
  ].join("\n\n");
}

/** The model's judgement in the audit's shape; dimensions it left out keep the rule-based finding. */
export function mergeModelReview(guided: InstructionsAudit, review: LlmReview, text: string): InstructionsAudit {
  const lines = splitInstructionLines(text);
  const judged = new Map(review.dimensions.map((dimension) => [dimension.id, dimension]));
  const dimensions: DimensionFinding[] = guided.dimensions.map((finding) => {
    const model = judged.get(finding.id);
    if (!model) return finding;
    const rubric = RUBRIC.find((dimension) => dimension.id === finding.id);
    const evidence = quoteLines(lines, model.evidenceLines);
    const merged: DimensionFinding = {
      ...finding,
      status: model.status,
      score: SCORE_OF[model.status],
      summary: model.summary.trim(),
      evidence: evidence.length > 0 ? evidence : finding.evidence,
    };
    if (model.status === "covered") delete merged.suggestedSentence;
    else merged.suggestedSentence = model.suggestedSentence?.trim() || rubric?.suggestedSentence || "";
    return merged;
  });
  return {
    ...guided,
    overallScore: overallScore(dimensions),
    dimensions,
    topFixes: gapsByImportance(dimensions).slice(0, 3).map(toTopFix),
    clarifyingQuestions: review.clarifyingQuestions.map((question) => question.trim()).filter(Boolean),
  };
}

function quoteLines(lines: readonly InstructionLine[], numbers: readonly number[]): EvidenceQuote[] {
  const seen = new Set<number>();
  const quotes: EvidenceQuote[] = [];
  for (const number of numbers) {
    const line = lines[number - 1];
    if (!line || !line.raw.trim() || seen.has(number)) continue;
    seen.add(number);
    const raw = line.raw.trim();
    quotes.push({ line: number, quote: raw.length > MAX_QUOTE ? `${raw.slice(0, MAX_QUOTE - 1)}…` : raw });
    if (quotes.length === MAX_EVIDENCE) break;
  }
  return quotes;
}
