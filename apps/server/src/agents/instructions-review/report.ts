import type { DimensionFinding, DimensionStatus, EvidenceQuote, InstructionsAudit, TopFix } from "./types";
import { MAX_VAGUE_LINES } from "./vague-wording";
import { escapeMarkdownText } from "../runtime/markdown";

/**
 * The Markdown report of a guided-mode audit: score and top fixes first, then the dimensions at a
 * glance, then each dimension with the lines it was judged on, then questions for the creator.
 *
 * Quotes of the instructions, the project name and anything derived from them are user text: each
 * goes through `escapeMarkdownText`, and only ever after other text on its line, so that it cannot
 * start a heading, a list, a quote or a table row, nor open emphasis, a link or an HTML tag.
 */

export interface AuditReportOptions {
  projectName?: string;
  /** Who judged: the rule-based audit (default) or a model, named in the overview. */
  reviewer?: { kind: "guided" } | { kind: "llm"; model: string };
}

const STATUS_LABEL: Record<DimensionStatus, string> = { covered: "Covered", partial: "Partial", missing: "Missing" };
/** Lines of vague wording listed by number at the end of that dimension's section. */
const MAX_VAGUE_LINES_LISTED = 20;

export function renderAuditMarkdown(audit: InstructionsAudit, options: AuditReportOptions = {}): string {
  const sections = [
    title(options.projectName),
    overview(audit, options.reviewer ?? { kind: "guided" }),
    topFixes(audit.topFixes),
    couldBeStronger(audit.dimensions),
    notJudged(audit.dimensions),
    dimensionTable(audit.dimensions),
    "## Findings",
    ...audit.dimensions.map((finding) => dimensionSection(finding, audit)),
    limits(audit),
    questions(audit.clarifyingQuestions),
  ].filter((section) => section !== "");
  return `${sections.join("\n\n")}\n`;
}

function title(projectName: string | undefined): string {
  const name = projectName?.trim();
  return name ? `# Instructions review: ${escapeMarkdownText(name)}` : "# Instructions review";
}

function overview(audit: InstructionsAudit, reviewer: NonNullable<AuditReportOptions["reviewer"]>): string {
  const method =
    reviewer.kind === "llm"
      ? `Review by the model ${escapeMarkdownText(reviewer.model)} (LLM mode), checked against the rule-based audit,`
      : "Rule-based audit (guided mode)";
  const count = (status: DimensionStatus) => audit.dimensions.filter((finding) => finding.status === status).length;
  const stronger = audit.dimensions.filter((finding) => finding.couldBeStronger?.length).length;
  const unjudged = audit.dimensions.filter((finding) => finding.notJudged).length;
  return [
    `**Overall score: ${audit.overallScore}/100**`,
    "",
    `${count("covered")} of ${audit.dimensions.length} dimensions covered (${stronger} could be stronger, ${unjudged} not judged), ${count("partial")} partial, ${count("missing")} missing. Low-confidence findings count half in the score.`,
    `${method} of ${plural(audit.lineCount, "line")} and ${plural(audit.wordCount, "word")}, rubric version ${audit.rubricVersion}.`,
  ].join("\n");
}

function topFixes(fixes: readonly TopFix[]): string {
  if (fixes.length === 0) return "## Top fixes\n\nNo gaps found: every dimension of the rubric is covered.";
  const items = fixes.map(
    (fix, index) =>
      `${index + 1}. **${escapeMarkdownText(fix.name)}** (${STATUS_LABEL[fix.status].toLowerCase()}). Add: “${escapeMarkdownText(fix.suggestedSentence)}”`,
  );
  return `## Top fixes\n\n${items.join("\n")}`;
}

/**
 * Suggestions on covered dimensions, apart from the flaws: a builder can launch without them
 * (issue 39, the second level). Empty when there is nothing to suggest.
 */
function couldBeStronger(dimensions: readonly DimensionFinding[]): string {
  const items = dimensions.flatMap((finding) =>
    (finding.couldBeStronger ?? []).map(
      (suggestion) => `- **${escapeMarkdownText(finding.name)}:** ${escapeMarkdownText(suggestion)}`,
    ),
  );
  if (items.length === 0) return "## Could be stronger\n\nNo suggestions on the covered dimensions.";
  return `## Could be stronger\n\nNot flaws: the core of these dimensions is there, and these would help.\n\n${items.join("\n")}`;
}

/** Dimensions that arise only in some deployments, not judged because nothing shows they arise here. */
function notJudged(dimensions: readonly DimensionFinding[]): string {
  const items = dimensions
    .filter((finding) => finding.notJudged)
    .map((finding) => `- **${escapeMarkdownText(finding.name)}:** ${escapeMarkdownText(finding.notJudged ?? "")}`);
  if (items.length === 0) return "";
  return `## Not judged\n\nNothing in the instructions shows that these arise for this assistant, so they are not flagged.\n\n${items.join("\n")}`;
}

function statusLabel(finding: DimensionFinding): string {
  if (finding.notJudged) return "Not judged";
  if (finding.status === "covered" && finding.couldBeStronger?.length) return "Covered, could be stronger";
  return STATUS_LABEL[finding.status];
}

function dimensionTable(dimensions: readonly DimensionFinding[]): string {
  const rows = dimensions.map(
    (finding) =>
      `| ${escapeMarkdownText(finding.name)} | ${statusLabel(finding)} | ${finding.confidence} | ${finding.score}/2 |`,
  );
  return [
    "## Dimensions",
    "",
    "| Dimension | Status | Confidence | Score |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

function dimensionSection(finding: DimensionFinding, audit: InstructionsAudit): string {
  // A dimension not judged says why in its own line; a confidence note would only repeat it.
  const confidence =
    finding.confidence === "low" && !finding.notJudged
      ? ` **Low confidence:** ${escapeMarkdownText(finding.confidenceNote ?? "a model or a human should check this verdict.")}`
      : "";
  const parts = [
    `### ${escapeMarkdownText(finding.name)}`,
    `**Status:** ${statusLabel(finding)}. ${escapeMarkdownText(finding.summary)}${confidence}`,
    ...finding.evidence.map(evidenceQuote),
  ];
  if (finding.notJudged) parts.push(`**Not judged:** ${escapeMarkdownText(finding.notJudged)}`);
  if (finding.couldBeStronger?.length) {
    parts.push(
      `**Could be stronger:**\n${finding.couldBeStronger.map((suggestion) => `- ${escapeMarkdownText(suggestion)}`).join("\n")}`,
    );
  }
  if (finding.id === "vague-wording") parts.push(...allVagueLines(audit, finding));
  parts.push(`**Why it matters:** ${escapeMarkdownText(finding.whyItMatters)}`);
  if (finding.suggestedSentence) {
    parts.push(`**Suggested sentence:** “${escapeMarkdownText(finding.suggestedSentence)}”`);
  }
  if (finding.suggestions.length > 0) {
    parts.push(
      `**Fixes:**\n${finding.suggestions.map((suggestion) => `- ${escapeMarkdownText(suggestion)}`).join("\n")}`,
    );
  }
  return parts.join("\n\n");
}

/** Each quote says what it is: evidence of coverage, the problem itself, or why the dimension matters here. */
const ROLE_LABEL: Record<EvidenceQuote["role"], string> = {
  coverage: "evidence of coverage",
  problem: "the problem",
  context: "context",
};

function evidenceQuote(evidence: EvidenceQuote): string {
  const note = evidence.note ? ` (${escapeMarkdownText(evidence.note)})` : "";
  return `> Line ${evidence.line}, ${ROLE_LABEL[evidence.role]}: “${escapeMarkdownText(evidence.quote)}”${note}`;
}

/** Honest limits: what the rules cannot judge, and the verdicts to check. */
function limits(audit: InstructionsAudit): string {
  const unsure = audit.dimensions.filter((finding) => finding.confidence === "low").map((finding) => finding.name);
  const items = audit.limits.map((limit) => `- ${escapeMarkdownText(limit)}`);
  if (unsure.length > 0) {
    items.push(`- Low-confidence verdicts to check: ${unsure.map(escapeMarkdownText).join(", ")}.`);
  }
  return `## What this review cannot judge\n\n${items.join("\n")}`;
}

/** The quotes show three lines; the creator needs every line to fix. */
function allVagueLines(audit: InstructionsAudit, finding: DimensionFinding): string[] {
  const { lines } = audit.vagueWording;
  if (lines.length <= finding.evidence.length) return [];
  const listed = lines.slice(0, MAX_VAGUE_LINES_LISTED).map((hit) => String(hit.line));
  // The audit keeps a bounded list of lines; when it is full, there may be more in the text.
  const more = lines.length > listed.length || lines.length >= MAX_VAGUE_LINES ? " and more" : "";
  return [`Vague wording on lines ${listed.join(", ")}${more}.`];
}

function questions(clarifyingQuestions: readonly string[]): string {
  const items = clarifyingQuestions.map((question, index) => `${index + 1}. ${escapeMarkdownText(question)}`);
  return `## Questions for you\n\n${items.join("\n")}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
