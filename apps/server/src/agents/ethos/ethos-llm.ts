import {
  ETHOS_CONTEXT_LABELS,
  ethosReportSchema,
  type EthosContextField,
  type EthosQuote,
  type EthosReport,
} from "@aesop/shared/contracts/ethos";
import type { TokenUsage } from "@aesop/shared/contracts/reports";
import { splitInstructionLines } from "../../text/instruction-lines";
import type { ConfiguredModel } from "../runtime/llm/language-model";
import { toTokenUsage } from "../runtime/llm/token-usage";
import { delimitUntrusted, UNTRUSTED_DATA_RULE } from "../runtime/llm/untrusted";
import type { EthosInput } from "./ethos-input";
import { prepareForMatching, unescapeMarkdown } from "./ethos-sources";
import { generateStructured } from "../runtime/llm/structured-output";

/**
 * LLM mode of the Ethos Agent: the model writes the report in the same zod-checked structure, with
 * the guided report given as evidence. Its quotes are checked against the sources: a quote whose
 * text is not in the source it names is dropped, and line numbers and report ids are taken from
 * the sources, so a report never shows words the user did not write. High risks and their tests
 * found by the rules are kept if the model leaves them out.
 */

/** What the model writes: the report without `generatedBy`, which is ours to set. */
export const ethosModelSchema = ethosReportSchema.omit({ generatedBy: true });

export interface EthosModelResult {
  report: EthosReport;
  usage: TokenUsage;
}

const MODEL_LIMIT =
  "Written by a language model from the rule-based findings: check its judgements, and treat quotes it cited as pointers, not proof.";

export async function analyseEthicsWithModel(
  configured: ConfiguredModel,
  input: EthosInput,
  guided: EthosReport,
): Promise<EthosModelResult> {
  const result = await generateStructured(configured, {
    schema: ethosModelSchema,
    name: "ethos_report",
    description: "A humanities-informed review of an AI assistant's societal and ethical implications",
    system: ethosSystemPrompt(),
    prompt: ethosPrompt(input, guided),
    temperature: 0,
  });
  return { report: mergeModelReport(input, guided, result.object), usage: toTokenUsage(configured.name, result.usage) };
}

export function ethosSystemPrompt(): string {
  return [
    "You are the Ethos Agent of AESOP: a humanities-informed reviewer of the societal and ethical implications of an AI assistant that a creator is building.",
    "Write the review as one JSON object with: profile (who uses it, domain, channel, data, decision power, region); stakeholders (direct users, affected third parties, vulnerable groups, the operator, the wider public: interests, power, what they stand to gain or lose); four lenses in this order: consequences, duties-rights, care-character, justice, each with concrete findings; failurePatterns (over-reliance, sycophancy, manipulation and dark patterns, misinformation, dual use and misuse, surveillance, deskilling, cultural mismatch, environmental cost), each addressed, partly, not-addressed or not-applicable; regulatory orientation (EU AI Act prohibited practices, Annex III high-risk areas, Article 50 chatbot disclosure; GDPR special categories and automated decisions; children's codes; sector rules) with the reason each applies or not; risks (likelihood and severity 1-5, level, mitigation, whether the instructions already address it); tensions the creator must decide; questionsForCreator; testsToRun (at least one scenario per high risk); limits (what you could not judge).",
    "Evidence: quote the exact words of a source (instructions, review, interview, ideation or context) in `text`, with the line number shown in the source. Never paraphrase inside a quote. A rule in the instructions that causes harm (for example hiding that it is an AI, or ranking people by age) is quoted as the problem.",
    "The regulatory orientation is information, not legal advice: say why each obligation applies or not from the facts given.",
    "A rule-based review has already been run; it is given as evidence. Use it, correct it where your reading differs, and add what rules cannot see: tone, subtle harms, cultural fit.",
    UNTRUSTED_DATA_RULE,
  ].join("\n\n");
}

function ethosPrompt(input: EthosInput, guided: EthosReport): string {
  const parts = [
    `Project: ${JSON.stringify(input.projectName)}`,
    "Rule-based review (evidence):",
    JSON.stringify({ ...guided, generatedBy: undefined }),
    "The creator's answers about the deployment:",
    delimitUntrusted("context", contextText(input)),
  ];
  if (input.instructions)
    parts.push(
      `The instructions (report #${input.instructions.reportId}), with line numbers:`,
      delimitUntrusted("instructions", numbered(input.instructions.text)),
    );
  if (input.review)
    parts.push(
      "The instructions review (dimensions and what it found):",
      delimitUntrusted(
        "review",
        input.review.dimensions
          .map((dimension) => `${dimension.name}: ${dimension.status}. ${dimension.summary}`)
          .join("\n"),
      ),
    );
  if (input.interview)
    parts.push(
      `The interview report (#${input.interview.reportId}), with line numbers:`,
      delimitUntrusted("interview", numbered(input.interview.markdown)),
    );
  if (input.ideation)
    parts.push(
      `The ideation report (#${input.ideation.reportId}), with line numbers:`,
      delimitUntrusted("ideation", numbered(input.ideation.markdown)),
    );
  return parts.join("\n\n");
}

function contextText(input: EthosInput): string {
  const answers = (Object.keys(ETHOS_CONTEXT_LABELS) as EthosContextField[])
    .filter((field) => input.context[field]?.trim())
    .map((field) => `${ETHOS_CONTEXT_LABELS[field]}: ${input.context[field]?.trim()}`);
  return answers.length > 0 ? answers.join("\n") : "(no answers)";
}

function numbered(text: string): string {
  return splitInstructionLines(text)
    .map((line) => `${line.number}: ${line.raw}`)
    .join("\n");
}

// ---------------------------------------------------------------------------------------------
// Merging and checking the model's answer
// ---------------------------------------------------------------------------------------------

type ModelReport = Omit<EthosReport, "generatedBy">;

interface SourceText {
  reportId?: number;
  /** Prepared lines, 1-based by index + 1; a single "line" for sources without lines. */
  lines: string[];
  hasLines: boolean;
}

export function mergeModelReport(input: EthosInput, guided: EthosReport, model: ModelReport): EthosReport {
  const sources = sourceTexts(input);
  const check = (quotes: readonly EthosQuote[]) => quotes.flatMap((quote) => verifiedQuote(sources, quote) ?? []);
  const risks = model.risks.map((risk) => ({
    ...risk,
    evidence: risk.evidence ? verifiedQuote(sources, risk.evidence) : null,
  }));
  const modelRiskIds = new Set(risks.map((risk) => risk.id));
  const keptRisks = guided.risks.filter((risk) => risk.level === "high" && !modelRiskIds.has(risk.id));
  const allRisks = [...risks, ...keptRisks];
  const tested = new Set(model.testsToRun.map((test) => test.riskId));
  const keptTests = guided.testsToRun.filter(
    (test) => !tested.has(test.riskId) && allRisks.some((risk) => risk.id === test.riskId && risk.level === "high"),
  );
  return ethosReportSchema.parse({
    ...model,
    lenses: model.lenses.map((lens) => ({
      ...lens,
      findings: lens.findings.map((finding) => ({ ...finding, evidence: check(finding.evidence) })),
    })),
    failurePatterns: model.failurePatterns.map((pattern) => ({ ...pattern, evidence: check(pattern.evidence) })),
    risks: allRisks.slice(0, 30),
    testsToRun: [...model.testsToRun, ...keptTests].slice(0, 30),
    limits: [...model.limits.slice(0, 11), MODEL_LIMIT],
    generatedBy: "llm",
  } satisfies EthosReport);
}

function sourceTexts(input: EthosInput): Partial<Record<EthosQuote["source"], SourceText>> {
  const lines = (text: string) => text.split(/\r\n|\r|\n/).map(normalise);
  return {
    ...(input.instructions
      ? {
          instructions: {
            reportId: input.instructions.reportId,
            lines: lines(input.instructions.text),
            hasLines: true,
          },
        }
      : {}),
    ...(input.review
      ? {
          review: {
            ...(input.instructions ? { reportId: input.instructions.reportId } : {}),
            lines: input.review.dimensions.flatMap((dimension) => [
              normalise(dimension.summary),
              ...dimension.evidence.map((quote) => normalise(quote.quote)),
            ]),
            hasLines: false,
          },
        }
      : {}),
    ...(input.interview
      ? {
          interview: {
            reportId: input.interview.reportId,
            lines: lines(unescapeMarkdown(input.interview.markdown)),
            hasLines: true,
          },
        }
      : {}),
    ...(input.ideation
      ? {
          ideation: {
            reportId: input.ideation.reportId,
            lines: lines(unescapeMarkdown(input.ideation.markdown)),
            hasLines: true,
          },
        }
      : {}),
    context: {
      lines: Object.values(input.context).flatMap((value) => (value?.trim() ? [normalise(value)] : [])),
      hasLines: false,
    },
  };
}

/** The quote with the source's own line number and report id, or null when its words are not in the source. */
function verifiedQuote(
  sources: Partial<Record<EthosQuote["source"], SourceText>>,
  quote: EthosQuote,
): EthosQuote | null {
  const source = sources[quote.source];
  if (!source) return null;
  const pieces = quote.text
    .split("…")
    .map(normalise)
    .filter((piece) => piece.length > 0);
  if (pieces.length === 0) return null;
  const contains = (line: string | undefined) => line !== undefined && pieces.every((piece) => line.includes(piece));
  // The cited line first, then the first line that holds the words.
  const cited = quote.line !== undefined && contains(source.lines[quote.line - 1]) ? quote.line - 1 : -1;
  const index = cited >= 0 ? cited : source.lines.findIndex(contains);
  if (index < 0) return null;
  return {
    source: quote.source,
    ...(source.reportId === undefined ? {} : { reportId: source.reportId }),
    ...(source.hasLines ? { line: index + 1 } : {}),
    text: quote.text.trim(),
  };
}

function normalise(text: string): string {
  return prepareForMatching(unescapeMarkdown(text)).toLowerCase();
}
