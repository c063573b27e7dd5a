import { z } from "zod";

/**
 * The Instructions Review's findings as JSON: what the report endpoint returns beside the
 * Markdown (`details.review`), so that other agents (Script Generation writes a test per gap) and
 * users' tools can read the verdicts without parsing prose. Guided and LLM mode fill the same shape.
 */

export const REVIEW_DIMENSION_IDS = [
  "purpose",
  "audience",
  "scope",
  "refusal-style",
  "safety-escalation",
  "privacy",
  "regulated-advice",
  "honesty",
  "tone",
  "output-format",
  "prompt-injection",
  "minors-vulnerable",
  "fairness",
  "contradictions",
  "vague-wording",
] as const;

export const reviewStatusSchema = z.enum(["covered", "partial", "missing"]);
export const reviewSeveritySchema = z.enum(["none", "low", "medium", "high"]);
/**
 * How sure the verdict is, from the evidence it rests on: "high" for a quoted rule (a harmful rule,
 * a conflict, the rules that cover it), "medium" for an absence inferred from silence, "low" for a
 * verdict the rules could not settle (a model or a human should look again). Low-confidence findings
 * count half in the overall score (issue 39).
 */
export const reviewConfidenceSchema = z.enum(["high", "medium", "low"]);
/** Whether a quoted line shows that the dimension is handled, is the problem, or shows why it matters here. */
export const quoteRoleSchema = z.enum(["coverage", "problem", "context"]);

export const reviewQuoteSchema = z.object({
  /** 1-based line of the submitted instructions. */
  line: z.number().int().positive(),
  /** A part of that line as written ("…" marks a shortened quote). */
  quote: z.string(),
  role: quoteRoleSchema,
  note: z.string().optional(),
});

export const reviewDimensionSchema = z.object({
  id: z.enum(REVIEW_DIMENSION_IDS),
  name: z.string(),
  weight: z.number(),
  status: reviewStatusSchema,
  score: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  severity: reviewSeveritySchema,
  confidence: reviewConfidenceSchema,
  /** Why the confidence is low, when it is. */
  confidenceNote: z.string().optional(),
  summary: z.string(),
  evidence: z.array(reviewQuoteSchema),
  whyItMatters: z.string(),
  /** Only when the dimension is not covered. */
  suggestedSentence: z.string().optional(),
  /** Further concrete fixes: a rewrite per vague term, a replacement per harmful rule. */
  suggestions: z.array(z.string()),
  /**
   * "Could be stronger": secondary aspects that would help on a dimension whose core is present. Not
   * a flaw: the dimension stays covered and keeps its score (docs/review-labelling-guide.md).
   */
  couldBeStronger: z.array(z.string()).optional(),
  /**
   * Set when the dimension was not judged because nothing shows it arises for this deployment: the
   * question that would settle it ("tell us whether users may ask for medical advice"). The
   * dimension is then covered (not flagged) and counts in the score as covered. The guided review
   * sets it for regulated advice, prompt injection, minors and vulnerable users, fairness and safety
   * escalation when nothing in the text shows they arise (decision 0087).
   */
  notJudged: z.string().optional(),
});

export const reviewContradictionSchema = z.object({
  kind: z.enum(["opposite", "threshold", "exception", "persona-honesty"]),
  /** What the two rules disagree on. */
  topic: z.string(),
  first: reviewQuoteSchema,
  second: reviewQuoteSchema,
});

export const reviewHarmfulRuleSchema = z.object({
  kind: z.string(),
  dimension: z.enum(REVIEW_DIMENSION_IDS),
  severity: reviewSeveritySchema,
  problem: z.string(),
  quote: reviewQuoteSchema,
  suggestion: z.string(),
});

export const reviewVagueLineSchema = z.object({
  line: z.number().int().positive(),
  terms: z.array(z.string()),
  /** A measurable rewrite for each term, in the same order. */
  rewrites: z.array(z.string()),
});

const contextClueSchema = z.object({ value: z.string(), line: z.number().int().positive() });

export const reviewContextSchema = z.object({
  audiences: z.array(contextClueSchema),
  channels: z.array(contextClueSchema),
  domains: z.array(contextClueSchema),
  ages: z.object({ min: z.number(), max: z.number() }).nullable(),
});

export const instructionsReviewFindingsSchema = z.object({
  rubricVersion: z.number().int(),
  lineCount: z.number().int(),
  wordCount: z.number().int(),
  /** 0-100, weighted by dimension importance. */
  overallScore: z.number(),
  /** One per dimension, in rubric order. */
  dimensions: z.array(reviewDimensionSchema),
  topFixes: z.array(
    z.object({
      id: z.enum(REVIEW_DIMENSION_IDS),
      name: z.string(),
      status: z.enum(["partial", "missing"]),
      suggestedSentence: z.string(),
    }),
  ),
  clarifyingQuestions: z.array(z.string()),
  contradictions: z.array(reviewContradictionSchema),
  harmfulRules: z.array(reviewHarmfulRuleSchema),
  vagueWording: z.object({ total: z.number().int(), lines: z.array(reviewVagueLineSchema) }),
  context: reviewContextSchema,
  /** Judgements the rules cannot make, which need a model or a human. */
  limits: z.array(z.string()),
});

export type ReviewQuote = z.infer<typeof reviewQuoteSchema>;
export type ReviewDimension = z.infer<typeof reviewDimensionSchema>;
export type ReviewContradiction = z.infer<typeof reviewContradictionSchema>;
export type ReviewHarmfulRule = z.infer<typeof reviewHarmfulRuleSchema>;
export type ReviewVagueLine = z.infer<typeof reviewVagueLineSchema>;
export type InstructionsReviewFindings = z.infer<typeof instructionsReviewFindingsSchema>;
