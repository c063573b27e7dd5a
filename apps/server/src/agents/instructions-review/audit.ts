import { findContradictions } from "./contradictions";
import { countWords, quoteLine, splitInstructionLines, type InstructionLine } from "./instruction-lines";
import { GENERAL_QUESTIONS, RUBRIC, RUBRIC_VERSION } from "./rubric";
import type {
  ConflictDetection,
  Contradiction,
  CoverageDetection,
  DetectionRule,
  DimensionFinding,
  DimensionScore,
  DimensionStatus,
  EvidenceQuote,
  InstructionsAudit,
  RubricDimension,
  TopFix,
  VagueWordingDetection,
} from "./types";
import { findVagueWording, MAX_VAGUE_LINES, type VagueWordingScan } from "./vague-wording";

/**
 * The Instructions Review Agent's guided mode: a rule-based audit of an assistant's instructions
 * against the rubric, quoting the lines it judges. Pure and deterministic: the same text always
 * gives a deep-equal audit, so a stored report can be reproduced.
 */

const MAX_EVIDENCE = 3;
/** Two conflicts, each quoted on both sides. */
const MAX_CONFLICTS_QUOTED = 2;
/** Beyond this, a summary gives the number of lines rather than the list. */
const MAX_LINES_NAMED = 5;
const TOP_FIX_COUNT = 3;
const MAX_QUESTIONS = 8;
const MIN_QUESTIONS = 3;

/** The rubric's conflict pairs and vague terms, gathered once (their compiled forms are cached by identity). */
const CONFLICT_PAIRS = RUBRIC.flatMap((dimension) =>
  dimension.detection.kind === "conflicts" ? dimension.detection.pairs : [],
);
const VAGUE_TERMS = RUBRIC.flatMap((dimension) =>
  dimension.detection.kind === "vague-wording" ? dimension.detection.terms : [],
);

const SCORE_OF: Record<DimensionStatus, DimensionScore> = { covered: 2, partial: 1, missing: 0 };

/** What the whole text yields once, shared by the dimensions that need it. */
interface InstructionsScan {
  lines: readonly InstructionLine[];
  ruleLineCount: number;
  contradictions: Contradiction[];
  vagueWording: VagueWordingScan;
}

interface Assessment {
  status: DimensionStatus;
  summary: string;
  evidence: EvidenceQuote[];
}

export function auditInstructions(text: string): InstructionsAudit {
  const lines = splitInstructionLines(text);
  const scan: InstructionsScan = {
    lines,
    ruleLineCount: lines.filter((line) => line.isRule).length,
    contradictions: findContradictions(lines, CONFLICT_PAIRS),
    vagueWording: findVagueWording(lines, VAGUE_TERMS),
  };
  const dimensions = RUBRIC.map((dimension) => toFinding(dimension, assessDimension(dimension, scan)));
  const gaps = gapsByImportance(dimensions);
  return {
    rubricVersion: RUBRIC_VERSION,
    lineCount: lines.length,
    wordCount: countWords(text),
    overallScore: overallScore(dimensions),
    dimensions,
    topFixes: gaps.slice(0, TOP_FIX_COUNT).map(toTopFix),
    clarifyingQuestions: clarifyingQuestions(gaps, scan),
    contradictions: scan.contradictions,
    vagueWording: { total: scan.vagueWording.total, lines: scan.vagueWording.lines },
  };
}

function assessDimension(dimension: RubricDimension, scan: InstructionsScan): Assessment {
  switch (dimension.detection.kind) {
    case "coverage":
      return assessCoverage(dimension.detection, scan.lines);
    case "conflicts":
      return assessContradictions(dimension.detection, scan);
    case "vague-wording":
      return assessVagueWording(dimension.detection, scan);
  }
}

function toFinding(dimension: RubricDimension, assessment: Assessment): DimensionFinding {
  const finding: DimensionFinding = {
    id: dimension.id,
    name: dimension.name,
    weight: dimension.weight,
    status: assessment.status,
    score: SCORE_OF[assessment.status],
    summary: assessment.summary,
    evidence: assessment.evidence,
    whyItMatters: dimension.whyItMatters,
  };
  if (assessment.status !== "covered") finding.suggestedSentence = dimension.suggestedSentence;
  return finding;
}

// ---------------------------------------------------------------------------------------------
// Coverage: does the text address the dimension?
// ---------------------------------------------------------------------------------------------

interface RuleMatch {
  rule: DetectionRule;
  line: InstructionLine;
  index: number;
}

function assessCoverage(detection: CoverageDetection, lines: readonly InstructionLine[]): Assessment {
  const matches = firstMatchOfEachRule(detection.rules, lines);
  const points = matches.reduce((sum, match) => sum + match.rule.weight, 0);
  const foundAspects = new Set(matches.map((match) => match.rule.aspect));
  const { criteria } = detection;
  const status: DimensionStatus =
    points >= criteria.coveredAt && criteria.coveredNeeds.every((aspect) => foundAspects.has(aspect))
      ? "covered"
      : points >= criteria.partialAt
        ? "partial"
        : "missing";
  return {
    status,
    summary: coverageSummary(detection, status, foundAspects),
    evidence: coverageEvidence(detection, matches),
  };
}

/**
 * A rule counts once, at its first line: repeating a sentence does not make instructions better.
 * So a rule is no longer tried once it has matched, and the scan stops when every rule has, which
 * keeps long texts fast.
 */
function firstMatchOfEachRule(rules: readonly DetectionRule[], lines: readonly InstructionLine[]): RuleMatch[] {
  const matches: RuleMatch[] = [];
  let pending = [...rules];
  for (const line of lines) {
    if (pending.length === 0) break;
    if (!line.isRule) continue;
    const stillPending: DetectionRule[] = [];
    for (const rule of pending) {
      const match = rule.pattern.exec(line.text);
      if (match) matches.push({ rule, line, index: match.index });
      else stillPending.push(rule);
    }
    pending = stillPending;
  }
  return matches;
}

/** The strongest matches on distinct lines, shown in the order of the text. */
function coverageEvidence(detection: CoverageDetection, matches: readonly RuleMatch[]): EvidenceQuote[] {
  const strongestFirst = [...matches].sort((a, b) => b.rule.weight - a.rule.weight || a.line.number - b.line.number);
  const chosen: RuleMatch[] = [];
  for (const match of strongestFirst) {
    if (chosen.length === MAX_EVIDENCE) break;
    if (!chosen.some((other) => other.line.number === match.line.number)) chosen.push(match);
  }
  return chosen
    .sort((a, b) => a.line.number - b.line.number)
    .map((match) => quoteLine(match.line, match.index, aspectLabel(detection, match.rule.aspect)));
}

function coverageSummary(
  detection: CoverageDetection,
  status: DimensionStatus,
  foundAspects: ReadonlySet<string>,
): string {
  const found = detection.aspects.filter((aspect) => foundAspects.has(aspect.id)).map((aspect) => aspect.label);
  const notFound = detection.aspects.filter((aspect) => !foundAspects.has(aspect.id)).map((aspect) => aspect.label);
  if (found.length === 0) return `Not addressed: no mention of ${joinWords(notFound, "or")}.`;
  if (status === "missing") return `Not addressed: only a passing mention of ${joinWords(found, "and")}.`;
  if (notFound.length === 0) return `States ${joinWords(found, "and")}.`;
  return `States ${joinWords(found, "and")}; does not state ${joinWords(notFound, "or")}.`;
}

function aspectLabel(detection: CoverageDetection, aspectId: string): string {
  return detection.aspects.find((aspect) => aspect.id === aspectId)?.label ?? aspectId;
}

// ---------------------------------------------------------------------------------------------
// Contradictions and vague wording: problems found in the text
// ---------------------------------------------------------------------------------------------

function assessContradictions(detection: ConflictDetection, scan: InstructionsScan): Assessment {
  const { contradictions } = scan;
  if (contradictions.length > 0) {
    const count = contradictions.length;
    return {
      status: "missing",
      summary: `${count} ${count === 1 ? "pair" : "pairs"} of conflicting rules: ${contradictions.map(describeConflict).join("; ")}.`,
      evidence: contradictions.slice(0, MAX_CONFLICTS_QUOTED).flatMap((c) => [c.first, c.second]),
    };
  }
  // A text with hardly any rules has nothing to conflict; that is no credit.
  if (scan.ruleLineCount < detection.minRuleLines) {
    return { status: "missing", summary: tooFewRules(scan.ruleLineCount, "check for conflicts"), evidence: [] };
  }
  return { status: "covered", summary: `No conflicting rules found in ${scan.ruleLineCount} lines.`, evidence: [] };
}

function describeConflict(contradiction: Contradiction): string {
  return `${contradiction.topic} (lines ${contradiction.first.line} and ${contradiction.second.line})`;
}

function assessVagueWording(detection: VagueWordingDetection, scan: InstructionsScan): Assessment {
  const { total, points, quotes } = scan.vagueWording;
  if (scan.ruleLineCount < detection.minRuleLines) {
    return { status: "missing", summary: tooFewRules(scan.ruleLineCount, "judge the wording"), evidence: quotes };
  }
  if (total === 0) {
    return { status: "covered", summary: `No vague wording found in ${scan.ruleLineCount} lines.`, evidence: [] };
  }
  return {
    status: points <= detection.fewAtMost ? "partial" : "missing",
    summary: `${total} vague ${total === 1 ? "word or phrase" : "words or phrases"} ${onLines(scan.vagueWording)}.`,
    evidence: quotes,
  };
}

function onLines(vagueWording: VagueWordingScan): string {
  const numbers = vagueWording.lines.map((hit) => String(hit.line));
  if (numbers.length >= MAX_VAGUE_LINES) return `on ${numbers.length} or more lines`;
  if (numbers.length > MAX_LINES_NAMED) return `on ${numbers.length} lines`;
  return numbers.length === 1 ? `on line ${numbers.join("")}` : `on lines ${joinWords(numbers, "and")}`;
}

function tooFewRules(count: number, purpose: string): string {
  return `Too few rules (${count} ${count === 1 ? "line" : "lines"}) to ${purpose}; state the assistant's rules first.`;
}

// ---------------------------------------------------------------------------------------------
// Score, fixes and questions
// ---------------------------------------------------------------------------------------------

export function overallScore(dimensions: readonly DimensionFinding[]): number {
  const earned = dimensions.reduce((sum, dimension) => sum + dimension.weight * dimension.score, 0);
  const possible = dimensions.reduce((sum, dimension) => sum + dimension.weight * 2, 0);
  return possible === 0 ? 0 : Math.round((100 * earned) / possible);
}

/** Dimensions not covered, the heaviest first, then in rubric order (the sort is stable). */
export function gapsByImportance(dimensions: readonly DimensionFinding[]): DimensionFinding[] {
  return dimensions.filter((dimension) => dimension.status !== "covered").sort((a, b) => b.weight - a.weight);
}

export function toTopFix(gap: DimensionFinding): TopFix {
  return {
    id: gap.id,
    name: gap.name,
    status: gap.status === "partial" ? "partial" : "missing",
    suggestedSentence: gap.suggestedSentence ?? "",
  };
}

function clarifyingQuestions(gaps: readonly DimensionFinding[], scan: InstructionsScan): string[] {
  const questions = gaps.slice(0, MAX_QUESTIONS).map((gap) => questionFor(gap, scan));
  for (const general of GENERAL_QUESTIONS) {
    if (questions.length >= MIN_QUESTIONS) break;
    questions.push(general);
  }
  return questions;
}

/** The rubric's question, made specific where the audit has found the lines concerned. */
function questionFor(gap: DimensionFinding, scan: InstructionsScan): string {
  const firstConflict = scan.contradictions[0];
  if (gap.id === "contradictions" && firstConflict) {
    return `Lines ${firstConflict.first.line} and ${firstConflict.second.line} conflict on ${firstConflict.topic}: which rule should the assistant follow, and in which situations?`;
  }
  const vagueLines = scan.vagueWording.lines.slice(0, 2);
  if (gap.id === "vague-wording" && vagueLines.length > 0) {
    const terms = vagueLines.map((hit) => `"${hit.terms[0] ?? ""}" on line ${hit.line}`);
    return `What exactly do you mean by ${joinWords(terms, "and")}? A concrete rule can be tested.`;
  }
  return RUBRIC.find((dimension) => dimension.id === gap.id)?.clarifyingQuestion ?? "";
}

// ---------------------------------------------------------------------------------------------

/** "a", "a and b", "a, b and c". */
function joinWords(words: readonly string[], conjunction: "and" | "or"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1) ?? ""}`;
}
