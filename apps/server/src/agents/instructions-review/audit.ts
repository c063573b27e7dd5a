import { findContradictions } from "./contradictions";
import { clueOf, has, inferContext, servesMinors, type ReviewContext } from "./context";
import { contextProblems, type ContextProblem } from "./context-checks";
import { DirectiveIndex } from "./directive-index";
import { splitDirectives, type Directive } from "../../text/directives";
import { findHarmfulRules, harmedDimensions, type HarmfulRule } from "./harmful-rules";
import { countWords, quoteLine, splitInstructionLines } from "../../text/instruction-lines";
import { GENERAL_QUESTIONS, RUBRIC, RUBRIC_VERSION } from "./rubric";
import type {
  Confidence,
  Contradiction,
  CoverageDetection,
  DetectionRule,
  DimensionFinding,
  DimensionId,
  DimensionScore,
  DimensionStatus,
  EvidenceQuote,
  HarmfulRuleFinding,
  InstructionsAudit,
  RubricDimension,
  Severity,
  TopFix,
} from "./types";
import { findVagueWording, MAX_VAGUE_LINES, type VagueWordingScan } from "./vague-wording";
import { countUpTo, languageArises, ownField, RELEVANCE_GATES, secondaryAspects } from "./relevance";
import { NEGATED_BEFORE } from "../../text/vocabulary";

/**
 * The Instructions Review Agent's guided mode: the instructions read as rules (directives with
 * modality, action, condition and numbers), judged per dimension of the rubric. A rule counts as
 * coverage only when it points the safe way; a rule that points the unsafe way is quoted as the
 * problem. Pure and deterministic: the same text always gives a deep-equal audit.
 */

const MAX_EVIDENCE = 3;
const MAX_PROBLEM_QUOTES = 6;
const MAX_CONFLICTS_QUOTED = 2;
const MAX_LINES_NAMED = 5;
const TOP_FIX_COUNT = 3;
const MAX_QUESTIONS = 8;
const MIN_QUESTIONS = 3;
const MAX_HARMFUL_RULES = 30;
/** Vague terms up to this many are "a few" (partial); more is missing (labelling guide). */
const FEW_VAGUE_TERMS = 3;

/** Subjects that need the information-not-advice line, whatever the deployment says it is for. */
const REGULATED_SUBJECT =
  /\b(?:medic\w*|symptoms?|diagnos\w*|doses?|prescri\w*|clinical|health (?:advice|questions?|conditions?)|legal|lawyers?|solicitors?|courts?|tenanc\w*|evict\w*|immigration|visas?|invest\w*|pensions?|mortgages?|loans?|credit|debts?|tax (?:advice|returns?)|insurance|benefits? (?:claims?|entitlement)|employment (?:law|rights)|redundanc\w*|dismissal|grievances?|disciplinary)\b/i;

/** Fields where an adults-only audience still includes vulnerable people (patients). */
const VULNERABLE_DOMAINS: ReadonlySet<string> = new Set(["health", "mental health"]);

const SCORE_OF: Record<DimensionStatus, DimensionScore> = { covered: 2, partial: 1, missing: 0 };

/** What the whole text yields once, shared by the dimensions. */
interface InstructionsScan {
  directives: readonly Directive[];
  index: DirectiveIndex;
  context: ReviewContext;
  harmful: readonly HarmfulRule[];
  contextProblems: readonly ContextProblem[];
  contradictions: Contradiction[];
  vagueWording: VagueWordingScan;
}

interface Assessment {
  status: DimensionStatus;
  summary: string;
  evidence: EvidenceQuote[];
  confidence: Confidence;
  confidenceNote?: string;
  suggestions: string[];
  severity?: Severity;
  /** Secondary aspects that would help a covered dimension ("could be stronger"). */
  couldBeStronger?: string[];
  /** The question that would settle whether this dimension arises, when it was not judged. */
  notJudged?: string;
  /** The aspects of a coverage dimension that the rules found (read by later dimensions). */
  aspects?: ReadonlySet<string>;
  /** The scope's out-of-scope handling, quoted, for the refusal style to cite. */
  handlingQuote?: EvidenceQuote;
}

export function auditInstructions(text: string): InstructionsAudit {
  const lines = splitInstructionLines(text);
  const directives = splitDirectives(lines);
  const index = new DirectiveIndex(directives);
  const context = inferContext(index);
  const scan: InstructionsScan = {
    directives,
    index,
    context,
    harmful: findHarmfulRules(index, context).slice(0, MAX_HARMFUL_RULES),
    contextProblems: contextProblems(index.directives, context),
    contradictions: findContradictions(index),
    vagueWording: findVagueWording(index),
  };
  const assessments = new Map<DimensionId, Assessment>();
  for (const dimension of RUBRIC) assessments.set(dimension.id, assessDimension(dimension, scan, assessments));
  const dimensions = RUBRIC.map((dimension) =>
    toFinding(dimension, assessments.get(dimension.id) ?? missingAssessment()),
  );
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
    harmfulRules: harmfulRuleFindings(scan),
    vagueWording: { total: scan.vagueWording.total, lines: scan.vagueWording.lines },
    context: contextSummary(context),
    limits: REVIEW_LIMITS,
  };
}

/** What the rules cannot judge; the report says so instead of guessing. */
export const REVIEW_LIMITS: string[] = [
  "Whether the facts, numbers and phone numbers in the instructions are correct needs a human who knows the service.",
  "Conflicts that depend on meaning beyond the topics the rules know (two differently worded rules about the same situation) need a model or a human reviewer.",
  "Whether a tone or persona suits this audience, and whether the scope is the right one for the business, is a judgement for a human.",
  "Harmful rules are found by their wording: a harmful rule phrased in an unusual way can be missed, and verdicts marked low confidence should be checked by a model or a human.",
];

function missingAssessment(): Assessment {
  return { status: "missing", summary: "Not assessed.", evidence: [], confidence: "low", suggestions: [] };
}

function assessDimension(
  dimension: RubricDimension,
  scan: InstructionsScan,
  earlier: ReadonlyMap<DimensionId, Assessment>,
): Assessment {
  const assessment =
    dimension.detection.kind === "coverage"
      ? assessCoverage(dimension, dimension.detection, scan, earlier)
      : dimension.detection.kind === "conflicts"
        ? assessContradictions(scan)
        : assessVagueWording(scan);
  return withRelevanceGate(dimension, withProblems(dimension, assessment, scan), scan, earlier);
}

/**
 * A gap on a dimension that arises only in some deployments, with no sign in the text that it
 * arises in this one, is not judged (decision 0087, superseding 0067): the dimension counts as
 * covered and says which question would settle it. A reviewer does not send back a museum guide for
 * lacking a medical-advice rule. A quoted problem (a harmful rule) is always judged: the rule itself
 * shows the dimension arises. Boundaries that rule a dimension out (an adults-only audience, a
 * closed scope) are read earlier, in `mootBoundary`.
 */
function withRelevanceGate(
  dimension: RubricDimension,
  assessment: Assessment,
  scan: InstructionsScan,
  earlier: ReadonlyMap<DimensionId, Assessment>,
): Assessment {
  const gate = RELEVANCE_GATES[dimension.id];
  if (!gate || assessment.status === "covered") return assessment;
  // With no purpose and no field named (empty text, "You are a helpful assistant"), there is no
  // deployment to ask about: the gap is plain, not uncertain.
  const deploymentKnown =
    earlier.get("purpose")?.status === "covered" ||
    scan.context.domains.length > 0 ||
    scan.context.audiences.length > 0;
  if (!deploymentKnown) return assessment;
  if (assessment.evidence.some((quote) => quote.role === "problem")) return assessment;
  if (gate.arises(scan.index, scan.context)) return assessment;
  return {
    status: "covered",
    summary: "Nothing in the instructions shows that this arises for this assistant.",
    evidence: [],
    confidence: "low",
    suggestions: [],
    notJudged: gate.question,
  };
}

function toFinding(dimension: RubricDimension, assessment: Assessment): DimensionFinding {
  const finding: DimensionFinding = {
    id: dimension.id,
    name: dimension.name,
    weight: dimension.weight,
    status: assessment.status,
    score: SCORE_OF[assessment.status],
    severity: assessment.severity ?? severityOf(dimension, assessment.status),
    confidence: assessment.confidence,
    summary: assessment.summary,
    evidence: assessment.evidence,
    whyItMatters: dimension.whyItMatters,
    suggestions: assessment.suggestions,
  };
  if (assessment.confidenceNote) finding.confidenceNote = assessment.confidenceNote;
  if (assessment.status !== "covered") finding.suggestedSentence = dimension.suggestedSentence;
  if (assessment.couldBeStronger?.length) finding.couldBeStronger = assessment.couldBeStronger;
  if (assessment.notJudged) finding.notJudged = assessment.notJudged;
  return finding;
}

function severityOf(dimension: RubricDimension, status: DimensionStatus): Severity {
  if (status === "covered") return "none";
  if (status === "partial") return dimension.weight >= 3 ? "medium" : "low";
  return dimension.weight >= 3 ? "high" : dimension.weight === 2 ? "medium" : "low";
}

// ---------------------------------------------------------------------------------------------
// Coverage: rules that address the dimension and point the safe way
// ---------------------------------------------------------------------------------------------

interface RuleMatch {
  rule: Pick<DetectionRule, "aspect" | "weight">;
  directive: Directive;
  index: number;
  note: string;
}

function assessCoverage(
  dimension: RubricDimension,
  detection: CoverageDetection,
  scan: InstructionsScan,
  earlier: ReadonlyMap<DimensionId, Assessment>,
): Assessment {
  const harmfulHere = new Set(
    scan.harmful.filter((rule) => harmedDimensions(rule).includes(dimension.id)).map((rule) => rule.directive),
  );
  const matches = [
    ...firstMatchOfEachRule(detection, scan.index, harmfulHere),
    ...contextMatches(dimension.id, detection, scan.context),
  ];
  const points = sumPoints(matches);
  const foundAspects = new Set(matches.map((match) => match.rule.aspect));
  const { criteria } = detection;
  let status: DimensionStatus =
    points >= criteria.coveredAt && criteria.coveredNeeds.every((aspect) => foundAspects.has(aspect))
      ? "covered"
      : points >= criteria.partialAt
        ? "partial"
        : "missing";
  let summary = coverageSummary(detection, status, foundAspects);
  // Two levels (labelling guide): with every core aspect present, an absent secondary aspect is a
  // suggestion on a covered dimension, not a flaw.
  const secondary = secondaryAspects(dimension.id, scan.index, scan.context);
  const borrowed = dimension.id === "refusal-style" ? declineFromScope(earlier, foundAspects) : null;
  if (
    dimension.id === "refusal-style" &&
    status !== "covered" &&
    refusalCoreStated(foundAspects) &&
    (foundAspects.has("alternative") || secondary.includes("alternative"))
  ) {
    status = "covered";
    summary = coverageSummary(detection, status, foundAspects);
  }
  const absentSecondary = detection.aspects.filter(
    (aspect) => secondary.includes(aspect.id) && !foundAspects.has(aspect.id),
  );
  const coreComplete = detection.aspects.every(
    (aspect) => secondary.includes(aspect.id) || foundAspects.has(aspect.id),
  );
  if (status !== "covered" && secondary.length > 0 && coreComplete && foundAspects.size > 0) {
    status = "covered";
    const found = detection.aspects.filter((aspect) => foundAspects.has(aspect.id)).map((aspect) => aspect.label);
    summary = `States ${joinWords(found, "and")}.`;
  }
  const couldBeStronger =
    status === "covered"
      ? absentSecondary
          // The language is suggested only where users may write in more than one.
          .filter((aspect) => aspect.id !== "language" || languageArises(scan.index))
          .map((aspect) => `Could also state ${aspect.label}.`)
      : [];
  let confidence: Confidence = status === "covered" ? "high" : "medium";
  let confidenceNote: string | undefined;
  const evidence = coverageEvidence(matches);
  if (borrowed && status === "covered" && evidence.length === 0) evidence.push(borrowed);

  // Boundaries that make a dimension moot (labelling guide): a reviewer accepts them.
  const moot = mootBoundary(dimension.id, scan, earlier);
  if (status !== "covered" && moot) {
    status = "covered";
    summary = moot.summary;
    evidence.push(...moot.evidence);
    confidence = "low";
    confidenceNote = "Covered by a boundary (closed scope or adults-only audience) rather than an explicit rule.";
  } else if (status === "partial" && matches.length === 1) {
    confidence = "low";
    confidenceNote = "One passing mention: a model or a human should judge whether it is enough.";
  } else if (status !== "covered") {
    confidenceNote = "Inferred from what the instructions do not say.";
  }
  const assessment: Assessment = { status, summary, evidence, confidence, suggestions: [], aspects: foundAspects };
  if (confidenceNote) assessment.confidenceNote = confidenceNote;
  if (couldBeStronger.length > 0) assessment.couldBeStronger = couldBeStronger;
  // Only the scope's handling is cited by a later dimension (the refusal style's `declineFromScope`).
  const handling = dimension.id === "scope" ? matches.find((match) => match.rule.aspect === "handling") : undefined;
  if (handling) {
    assessment.handlingQuote = {
      ...quoteLine(handling.directive.line, handling.directive.at + handling.index, handling.note),
      role: "coverage",
    };
  }
  return assessment;
}

/**
 * An out-of-scope rule with its handling ("anything else: 'Sorry, this line only does bus times.
 * For other services call…'") says what to decline. Adds that aspect to the refusal's and returns the
 * quote that shows it; how to decline (a manner, or somewhere to go) must still be found.
 */
function declineFromScope(earlier: ReadonlyMap<DimensionId, Assessment>, found: Set<string>): EvidenceQuote | null {
  const scope = earlier.get("scope");
  const handling = scope?.handlingQuote;
  const aspects = scope?.aspects;
  if (scope?.status !== "covered" || !aspects?.has("handling") || !handling) return null;
  // A handling rule with no scope around it ("direct them to the desk") is not a refusal of anything.
  if (!aspects.has("in-scope") && !aspects.has("out-of-scope")) return null;
  found.add("when");
  return { ...handling, note: "out-of-scope requests declined with a redirect" };
}

/**
 * The core of a refusal style (labelling guide): what to decline, and how — a manner, a brief reason
 * or somewhere else to go. Where a refused user would be stranded, somewhere to go is core too
 * (`secondaryAspects`).
 */
function refusalCoreStated(found: ReadonlySet<string>): boolean {
  return found.has("when") && (found.has("how") || found.has("alternative"));
}

function sumPoints(matches: readonly RuleMatch[]): number {
  return matches.reduce((sum, match) => sum + match.rule.weight, 0);
}

/**
 * A rule counts once, at its first directive: repeating a sentence does not make instructions
 * better. A directive that is a harmful rule for this dimension is never coverage of it, and a
 * negatable rule does not count when a negation precedes it in its clause.
 */
function firstMatchOfEachRule(
  detection: CoverageDetection,
  index: DirectiveIndex,
  harmful: ReadonlySet<Directive>,
): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const rule of detection.rules) {
    let at = 0;
    const position = index.first(rule.pattern, (directive, where) => {
      if (harmful.has(directive)) return false;
      if (rule.firstDirectives !== undefined && where >= rule.firstDirectives) return false;
      // Every match in the directive, not only the first: "you are not a lawyer: suggest a
      // solicitor" has a negated mention before the one that counts.
      const all = rule.negatable ? globalPattern(rule.pattern) : null;
      if (!all) {
        const match = rule.pattern.exec(directive.text);
        if (!match) return false;
        at = match.index;
        return true;
      }
      all.lastIndex = 0;
      for (let match = all.exec(directive.text); match; match = all.exec(directive.text)) {
        if (!NEGATED_BEFORE.test(directive.text.slice(0, match.index))) {
          at = match.index;
          return true;
        }
        if (match[0].length === 0) all.lastIndex++;
      }
      return false;
    });
    const directive = position === undefined ? undefined : index.directives[position];
    if (directive) matches.push({ rule, directive, index: at, note: aspectLabel(detection, rule.aspect) });
  }
  return matches;
}

const globalPatterns = new WeakMap<RegExp, RegExp>();

/** A global copy of a rule's pattern, made once, for reading every match in a directive. */
function globalPattern(pattern: RegExp): RegExp {
  let global = globalPatterns.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
    globalPatterns.set(pattern, global);
  }
  return global;
}

/** The audience is inferred from any phrasing ("used by children aged 7 to 11"), not one pattern. */
function contextMatches(id: DimensionId, detection: CoverageDetection, context: ReviewContext): RuleMatch[] {
  if (id !== "audience") return [];
  const matches: RuleMatch[] = [];
  const specific = context.audiences.find((clue) => clue.value !== "customers" && clue.value !== "the public");
  const who = specific ?? context.audiences[0];
  if (who) {
    matches.push({
      rule: { aspect: "who", weight: 1 },
      directive: who.directive,
      index: 0,
      note: `users: ${who.value}`,
    });
  }
  if (context.ages) {
    matches.push({
      rule: { aspect: "profile", weight: 1 },
      directive: context.ages.directive,
      index: 0,
      note: `aged ${context.ages.min} to ${context.ages.max}`,
    });
  }
  return matches.filter((match) => detection.aspects.some((aspect) => aspect.id === match.rule.aspect));
}

function mootBoundary(
  id: DimensionId,
  scan: InstructionsScan,
  earlier: ReadonlyMap<DimensionId, Assessment>,
): { summary: string; evidence: EvidenceQuote[] } | null {
  if (id === "regulated-advice") {
    // A deployment that returns to a regulated subject; one passing word ("the log to
    // diagnose" in an IT desk) does not make it one. Domain clues are too loose to decide this.
    const regulated =
      countUpTo(
        scan.index.matching(REGULATED_SUBJECT, () => true),
        2,
      ) >= 2;
    const scope = earlier.get("scope");
    if (!regulated && scope?.status === "covered") {
      return {
        summary:
          "No medical, legal or financial subject, and a closed scope with an out-of-scope rule keeps such questions out.",
        evidence: scope.evidence.slice(0, 1).map((quote) => ({ ...quote, note: "closed scope" })),
      };
    }
  }
  if (id === "minors-vulnerable") {
    const adults = scan.context.adultsOnly;
    // Health brings vulnerable adults with it, however adult the audience (labelling guide).
    const vulnerable =
      has(scan.context.audiences, "vulnerable adults") ||
      servesMinors(scan.context) ||
      // The first field named is the deployment's own; later ones are passing mentions, and so is
      // a field named only to rule it out ("does not give diet, injury or medical advice").
      VULNERABLE_DOMAINS.has(ownField(scan.context));
    if (adults && !vulnerable) {
      return {
        summary: "The audience is stated as adults only, and nothing suggests vulnerable users.",
        evidence: [{ ...quoteLine(adults.directive.line, adults.directive.at, "adults only"), role: "coverage" }],
      };
    }
    // Adults at a hard moment need, first of all, somewhere to turn: a crisis route with its
    // triggers protects them (labelling guide). Children need more than that.
    const safety = earlier.get("safety-escalation");
    if (!servesMinors(scan.context) && safety?.status === "covered" && !safety.notJudged) {
      return {
        summary: "No children are named, and adults at a hard moment are given a crisis route.",
        evidence: safety.evidence.slice(0, 1).map((quote) => ({ ...quote, note: "crisis route" })),
      };
    }
  }
  return null;
}

/** The strongest matches on distinct lines, in the order of the text. */
function coverageEvidence(matches: readonly RuleMatch[]): EvidenceQuote[] {
  const strongestFirst = [...matches].sort(
    (a, b) => b.rule.weight - a.rule.weight || a.directive.line.number - b.directive.line.number,
  );
  const chosen: RuleMatch[] = [];
  for (const match of strongestFirst) {
    if (chosen.length === MAX_EVIDENCE) break;
    if (!chosen.some((other) => other.directive.line.number === match.directive.line.number)) chosen.push(match);
  }
  return chosen
    .sort((a, b) => a.directive.line.number - b.directive.line.number)
    .map((match) => ({
      ...quoteLine(match.directive.line, match.directive.at + match.index, match.note),
      role: "coverage" as const,
    }));
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
// Problems: harmful rules and audience mismatches override coverage
// ---------------------------------------------------------------------------------------------

function withProblems(dimension: RubricDimension, assessment: Assessment, scan: InstructionsScan): Assessment {
  const harmful = scan.harmful.filter((rule) => harmedDimensions(rule).includes(dimension.id));
  const mismatches = scan.contextProblems.filter((problem) => problem.dimension === dimension.id);
  if (harmful.length === 0 && mismatches.length === 0) {
    const clash = dimension.id === "output-format" ? formatConflict(scan) : undefined;
    if (clash && assessment.status === "covered") return withFormatConflict(assessment, clash);
    return withContextQuote(dimension, assessment, scan);
  }
  const problems: EvidenceQuote[] = [
    ...harmful.map((rule) => ({
      ...quoteLine(rule.directive.line, rule.directive.at, `problem: ${rule.kind.problem}`),
      role: "problem" as const,
    })),
    ...mismatches.map((problem) => ({
      ...quoteLine(problem.directive.line, problem.directive.at, `problem: ${problem.problem}`),
      role: "problem" as const,
    })),
  ];
  const uniqueProblems = problems.filter(
    (quote, index) => problems.findIndex((other) => other.line === quote.line) === index,
  );
  const coverage = assessment.evidence.filter(
    (quote) => !uniqueProblems.some((problem) => problem.line === quote.line),
  );
  // A harmful rule fails the dimension: the assistant may follow either rule. An audience
  // mismatch leaves it partial when a suitable rule of the same kind remains.
  const status: DimensionStatus =
    harmful.length > 0 ? "missing" : assessment.status === "covered" || coverage.length > 0 ? "partial" : "missing";
  const what = [...harmful.map((rule) => rule.kind.problem), ...mismatches.map((problem) => problem.problem)];
  return {
    status,
    summary: `Problem: ${joinWords([...new Set(what)], "and")}.${coverage.length > 0 ? ` ${assessment.summary}` : ""}`,
    // Every problem is quoted (up to a bound): each is a line the creator must change.
    evidence: [...uniqueProblems.slice(0, MAX_PROBLEM_QUOTES), ...coverage.slice(0, 1)],
    confidence: "high",
    suggestions: [
      ...new Set([...harmful.map((rule) => rule.kind.suggestion), ...mismatches.map((problem) => problem.suggestion)]),
    ],
    severity: harmful.some((rule) => rule.kind.severity === "high") ? "high" : "medium",
  };
}

/** Conflicts about the form of every answer: its length, or the markup it may use. */
const FORMAT_CONFLICT = /^(?:answer length|markup in replies|(?:word|character|sentence|line|paragraph)s: )/;

function formatConflict(scan: InstructionsScan): Contradiction | undefined {
  return scan.contradictions.find((conflict) => FORMAT_CONFLICT.test(conflict.topic));
}

/**
 * Two format rules that cannot both be followed ("at most 40 words" / "full paragraphs with the
 * policy quoted"): one of them is unsuitable, so the format is only partly settled.
 */
function withFormatConflict(assessment: Assessment, clash: Contradiction): Assessment {
  const note = `problem: conflicts with line ${clash.second.line} on ${clash.topic}`;
  return {
    ...assessment,
    status: "partial",
    summary: `Two format rules cannot both be followed (${clash.topic}). ${assessment.summary}`,
    evidence: [{ ...clash.first, note, role: "problem" }, ...assessment.evidence.slice(0, 1)],
    suggestions: [
      "Keep one length and format rule per audience or channel, and say which applies when (e.g. parents vs pupils).",
    ],
  };
}

/**
 * A gap with nothing to quote is quoted by the line that shows why the dimension matters here
 * (who the users are, the channel, the field), so that every flagged dimension points at the text.
 */
function withContextQuote(dimension: RubricDimension, assessment: Assessment, scan: InstructionsScan): Assessment {
  if (assessment.status === "covered" || assessment.evidence.length > 0) return assessment;
  const clue = contextClueFor(dimension.id, scan);
  if (!clue) return assessment;
  return {
    ...assessment,
    evidence: [{ ...quoteLine(clue.directive.line, clue.directive.at, clue.note), role: "context" }],
  };
}

function contextClueFor(id: DimensionId, scan: InstructionsScan): { directive: Directive; note: string } | null {
  const { context } = scan;
  const minors = clueOf(context.audiences, "children") ?? clueOf(context.audiences, "teenagers");
  const vulnerable = clueOf(context.audiences, "vulnerable adults");
  const regulated =
    clueOf(context.domains, "health") ?? clueOf(context.domains, "finance") ?? clueOf(context.domains, "legal");
  const audience = context.audiences[0];
  const pick = (clue: { directive: Directive; value: string } | undefined, why: string) =>
    clue ? { directive: clue.directive, note: `context: ${clue.value}; ${why}` } : null;
  const nothingOn = `nothing in the text on ${dimensionName(id).toLowerCase()}`;
  const specific =
    id === "minors-vulnerable"
      ? pick(minors ?? vulnerable, nothingOn)
      : id === "regulated-advice"
        ? pick(regulated, nothingOn)
        : id === "safety-escalation" || id === "privacy"
          ? pick(minors ?? vulnerable ?? regulated ?? audience, nothingOn)
          : id === "output-format"
            ? pick(context.channels[0] ?? audience, nothingOn)
            : null;
  if (specific) return specific;
  const first = scan.directives[0];
  return first ? { directive: first, note: `context: the assistant's role; ${nothingOn}` } : null;
}

function dimensionName(id: DimensionId): string {
  return RUBRIC.find((dimension) => dimension.id === id)?.name ?? id;
}

// ---------------------------------------------------------------------------------------------
// Contradictions and vague wording
// ---------------------------------------------------------------------------------------------

/** With no rule at all there is nothing to judge: no credit for the text's properties. */
function nothingToJudge(): Assessment {
  return {
    status: "missing",
    summary: "No rules to judge: state the assistant's rules first.",
    evidence: [],
    confidence: "high",
    suggestions: [],
  };
}

function assessContradictions(scan: InstructionsScan): Assessment {
  if (scan.directives.length === 0) return nothingToJudge();
  const { contradictions } = scan;
  if (contradictions.length > 0) {
    const count = contradictions.length;
    return {
      status: "missing",
      summary: `${count} ${count === 1 ? "pair" : "pairs"} of conflicting rules: ${contradictions.map(describeConflict).join("; ")}.`,
      evidence: contradictions.slice(0, MAX_CONFLICTS_QUOTED).flatMap((c) => [c.first, c.second]),
      confidence: "high",
      suggestions: contradictions
        .slice(0, MAX_CONFLICTS_QUOTED)
        .map(
          (c) =>
            `Lines ${c.first.line} and ${c.second.line}: keep one rule, or say when each applies and which one wins.`,
        ),
    };
  }
  const count = scan.directives.length;
  return {
    status: "covered",
    summary: `No conflicting rules found among ${count} ${count === 1 ? "rule" : "rules"}.`,
    evidence: [],
    // A conflict of meaning between differently worded rules can escape the rules.
    confidence: count > 12 ? "low" : "high",
    ...(count > 12
      ? { confidenceNote: "Many rules: conflicts of meaning outside the known topics need a model or a human." }
      : {}),
    suggestions: [],
  };
}

function describeConflict(contradiction: Contradiction): string {
  return `${contradiction.topic} (lines ${contradiction.first.line} and ${contradiction.second.line})`;
}

function assessVagueWording(scan: InstructionsScan): Assessment {
  if (scan.directives.length === 0) return nothingToJudge();
  const { total, central, quotes, lines } = scan.vagueWording;
  if (total === 0) {
    return {
      status: "covered",
      summary: `No vague wording found in ${scan.directives.length} rules.`,
      evidence: [],
      confidence: "high",
      suggestions: [],
    };
  }
  const status: DimensionStatus = central || total > FEW_VAGUE_TERMS ? "missing" : "partial";
  return {
    status,
    summary: `${total} vague ${total === 1 ? "word or phrase" : "words or phrases"} ${onLines(lines.map((hit) => hit.line))}${central ? ", one of them a criterion for choosing people" : ""}.`,
    evidence: quotes,
    confidence: "high",
    suggestions: [...new Set(lines.flatMap((hit) => hit.rewrites))].slice(0, 5),
  };
}

function onLines(numbers: readonly number[]): string {
  if (numbers.length >= MAX_VAGUE_LINES) return `on ${numbers.length} or more lines`;
  if (numbers.length > MAX_LINES_NAMED) return `on ${numbers.length} lines`;
  return numbers.length === 1 ? `on line ${numbers.join("")}` : `on lines ${joinWords(numbers.map(String), "and")}`;
}

function harmfulRuleFindings(scan: InstructionsScan): HarmfulRuleFinding[] {
  return scan.harmful.map((rule) => ({
    kind: rule.kind.id,
    dimension: rule.kind.dimension,
    severity: rule.kind.severity,
    problem: rule.kind.problem,
    quote: { ...quoteLine(rule.directive.line, rule.directive.at, `problem: ${rule.kind.problem}`), role: "problem" },
    suggestion: rule.kind.suggestion,
  }));
}

function contextSummary(context: ReviewContext): InstructionsAudit["context"] {
  const clue = <T extends string>(clues: readonly { value: T; directive: Directive }[]) =>
    clues.map((found) => ({ value: found.value, line: found.directive.line.number }));
  return {
    audiences: clue(context.audiences),
    channels: clue(context.channels),
    domains: clue(context.domains),
    ages: context.ages ? { min: context.ages.min, max: context.ages.max } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Score, fixes and questions
// ---------------------------------------------------------------------------------------------

/**
 * A low-confidence finding loses half its points: the rules could not settle it, so it weighs less
 * than a quoted problem or a clear absence (issue 39).
 */
const CONFIDENCE_FACTOR: Record<Confidence, number> = { high: 1, medium: 0.75, low: 0.5 };
const SEVERITY_RANK: Record<Severity, number> = { none: 0, low: 1, medium: 2, high: 3 };

export function overallScore(dimensions: readonly DimensionFinding[]): number {
  const possible = dimensions.reduce((sum, dimension) => sum + dimension.weight * 2, 0);
  const lost = dimensions.reduce(
    (sum, dimension) =>
      sum + dimension.weight * (2 - dimension.score) * (dimension.confidence === "low" ? CONFIDENCE_FACTOR.low : 1),
    0,
  );
  return possible === 0 ? 0 : Math.round((100 * (possible - lost)) / possible);
}

/**
 * Dimensions not covered, by severity × confidence (a quoted harmful rule before an inferred
 * absence of the same severity), then the heaviest, then in rubric order (the sort is stable).
 */
export function gapsByImportance(dimensions: readonly DimensionFinding[]): DimensionFinding[] {
  const priority = (dimension: DimensionFinding) =>
    SEVERITY_RANK[dimension.severity] * CONFIDENCE_FACTOR[dimension.confidence];
  return dimensions
    .filter((dimension) => dimension.status !== "covered")
    .sort((a, b) => priority(b) - priority(a) || b.weight - a.weight);
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
  return [...new Set(questions)];
}

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
  const harmful = scan.harmful.find((rule) => rule.kind.dimension === gap.id);
  if (harmful) {
    return `Line ${harmful.directive.line.number} ${harmful.kind.problem}: is that intended, and what should the assistant do instead?`;
  }
  return RUBRIC.find((dimension) => dimension.id === gap.id)?.clarifyingQuestion ?? "";
}

/** "a", "a and b", "a, b and c". */
function joinWords(words: readonly string[], conjunction: "and" | "or"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1) ?? ""}`;
}
