import type {
  InstructionsReviewFindings,
  ReviewContradiction,
  ReviewDimension,
  ReviewHarmfulRule,
  ReviewQuote,
  ReviewVagueLine,
} from "@aesop/shared/contracts/instructions-review";

/**
 * Types of the Instructions Review Agent's guided mode: the rubric it audits against and the
 * audit it produces. The audit is plain JSON so that it can be stored as a report's data.
 */

export type DimensionId =
  | "purpose"
  | "audience"
  | "scope"
  | "refusal-style"
  | "safety-escalation"
  | "privacy"
  | "regulated-advice"
  | "honesty"
  | "tone"
  | "output-format"
  | "prompt-injection"
  | "minors-vulnerable"
  | "fairness"
  | "contradictions"
  | "vague-wording";

/** For most dimensions 'missing' means "not addressed"; for contradictions it means "conflicts found". */
export type DimensionStatus = "covered" | "partial" | "missing";

/** 0 missing, 1 partial, 2 covered. */
export type DimensionScore = 0 | 1 | 2;

// ---------------------------------------------------------------------------------------------
// The rubric
// ---------------------------------------------------------------------------------------------

/** One thing a good instruction set says about a dimension, e.g. "a crisis line or emergency number". */
export interface RubricAspect {
  id: string;
  label: string;
}

/** A pattern that, when it matches a line, shows that the instructions address an aspect. */
export interface DetectionRule {
  id: string;
  aspect: string;
  /** Case-insensitive and non-global, so that `exec` keeps no state between lines. */
  pattern: RegExp;
  /** Points the rule adds once, however many lines match it. */
  weight: number;
  /**
   * A negation before the match in its clause reverses it ("never give the crisis line" is no
   * crisis resource). Rules that name a subject ("medical", "children") are not negatable.
   */
  negatable?: boolean;
  /** Only the first this-many directives are read: a role or a goal is stated at the top. */
  firstDirectives?: number;
}

export interface CoverageCriteria {
  /** Points from distinct matched rules needed for 'partial'. */
  partialAt: number;
  /** Points needed for 'covered'... */
  coveredAt: number;
  /** ...and aspects that must each be matched too. */
  coveredNeeds: readonly string[];
}

/** Detection of a dimension that a good instruction set addresses by saying something. */
export interface CoverageDetection {
  kind: "coverage";
  aspects: readonly RubricAspect[];
  rules: readonly DetectionRule[];
  criteria: CoverageCriteria;
}

/** One side of a known pair of conflicting rules, e.g. "keep answers short". */
export interface ConflictSide {
  label: string;
  pattern: RegExp;
  /** Count only matches that are not negated earlier in their clause ("never use emojis" is no "use emojis"). */
  affirmative: boolean;
}

/**
 * Two kinds of rule that cannot both be followed, e.g. "keep answers short" and "explain in detail".
 * A line matching both sides counts for the first side, so the first side is the narrower one.
 */
export interface ConflictPair {
  id: string;
  /** What the rules disagree on, e.g. "answer length". */
  subject: string;
  first: ConflictSide;
  second: ConflictSide;
}

/** Detection of rules that contradict each other: "always X" against "never X", plus known pairs. */
export interface ConflictDetection {
  kind: "conflicts";
  pairs: readonly ConflictPair[];
  /** Below this many rule lines there is too little to judge, and the dimension is not credited. */
  minRuleLines: number;
}

/** A word or phrase that a reviewer (or a model) cannot check, e.g. "appropriate". */
export interface VagueTerm {
  term: string;
  pattern: RegExp;
  weight: number;
}

export interface VagueWordingDetection {
  kind: "vague-wording";
  terms: readonly VagueTerm[];
  /** Up to this many points of vague wording count as "a few" ('partial'); more is 'missing'. */
  fewAtMost: number;
  minRuleLines: number;
}

export type DimensionDetection = CoverageDetection | ConflictDetection | VagueWordingDetection;

export interface RubricDimension {
  id: DimensionId;
  name: string;
  /** Importance in the overall score and in the order of fixes (1 to 3). */
  weight: number;
  whyItMatters: string;
  /** A concrete sentence the creator could add to the instructions. */
  suggestedSentence: string;
  clarifyingQuestion: string;
  detection: DimensionDetection;
}

// ---------------------------------------------------------------------------------------------
// The audit: its JSON shape is the shared contract's (the report endpoint returns it as `review`)
// ---------------------------------------------------------------------------------------------

export type Severity = "none" | "low" | "medium" | "high";
export type Confidence = ReviewDimension["confidence"];

/** A line of the instructions, quoted: `line` is 1-based and the quote is a trimmed part of that line. */
export type EvidenceQuote = ReviewQuote;
export type DimensionFinding = ReviewDimension & { id: DimensionId; status: DimensionStatus; score: DimensionScore };
export type Contradiction = ReviewContradiction;
export type VagueWordingHit = ReviewVagueLine;
export type HarmfulRuleFinding = ReviewHarmfulRule;
export type TopFix = InstructionsReviewFindings["topFixes"][number];
export type InstructionsAudit = Omit<InstructionsReviewFindings, "dimensions"> & { dimensions: DimensionFinding[] };
