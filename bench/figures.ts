/** Helpers shared by the sections of `npm run bench`: failures and simple statistics. */

/** A part that could not be measured, with the reason. */
export interface Failure {
  error: string;
}

export function failure(error: unknown): Failure {
  return { error: error instanceof Error ? error.message : String(error) };
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Nearest-rank percentile (p in 0..100): the smallest value with at least p % of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}
