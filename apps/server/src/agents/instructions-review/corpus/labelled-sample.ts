import type { DimensionId, DimensionStatus } from "../types";

export type SampleDomain =
  | "children"
  | "health"
  | "finance"
  | "legal"
  | "hr"
  | "retail"
  | "companionship"
  | "public-sector"
  | "education"
  | "travel"
  | "other";

/**
 * An instruction set labelled by hand by docs/review-labelling-guide.md, without reference to the
 * rule engine, so that the engine can be scored against what a careful reviewer concludes.
 */
export interface LabelledSample {
  /** kebab-case, the same as the file name. */
  id: string;
  title: string;
  domain: SampleDomain;
  instructions: string;
  /** Every one of the 15 dimensions; a list when two statuses are both fair readings (used sparingly). */
  expected: Record<DimensionId, DimensionStatus | readonly DimensionStatus[]>;
  /** Planted contradictions: 1-based line numbers of the two conflicting lines (`instructions.split("\n")`). */
  contradictions: Array<{ lines: [number, number]; topic: string }>;
  /** Rules that point the unsafe way: their line, and the dimension they harm. */
  harmful: Array<{ line: number; dimension: DimensionId }>;
  /** Unmeasurable terms planted, exact substrings of the text. */
  vague: string[];
  /**
   * Dimensions labelled `covered` whose core aspects are present, with the secondary aspect that would
   * still help ("could be stronger" in docs/review-labelling-guide.md). Not a flaw: a reviewer would
   * suggest it, not flag it. Optional; parts written before issue 39 do not use it.
   */
  couldBeStronger?: Partial<Record<DimensionId, string>>;
  /**
   * Dimensions (or one aspect of a dimension, such as the language of output-format) that do not arise
   * for this deployment, labelled `covered`, with the reason. Optional; parts written before issue 39
   * do not use it.
   */
  notRelevant?: Partial<Record<DimensionId, string>>;
}
