import type { DimensionId, DimensionStatus } from "../types";

/**
 * An instruction set of the test corpus, with the statuses a reviewer would expect for the
 * dimensions that matter for it. A list means any of those statuses is a fair reading.
 */
export interface InstructionSample {
  id: string;
  title: string;
  instructions: string;
  expected: ExpectedStatuses;
}

export type ExpectedStatuses = Partial<Record<DimensionId, DimensionStatus | readonly DimensionStatus[]>>;
