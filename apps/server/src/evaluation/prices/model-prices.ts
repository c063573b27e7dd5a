import type { ModelPrice } from "@aesop/shared/contracts/eval";

/**
 * The price table until a user edits theirs (USD per million tokens, list prices of late 2026;
 * the user's own table is what counts: prices change and deals differ).
 */
export const DEFAULT_MODEL_PRICES: readonly ModelPrice[] = [
  { model: "gpt-4o", inputPerMillion: 2.5, outputPerMillion: 10 },
  { model: "gpt-4o-mini", inputPerMillion: 0.15, outputPerMillion: 0.6 },
  { model: "gpt-4.1", inputPerMillion: 2, outputPerMillion: 8 },
  { model: "gpt-4.1-mini", inputPerMillion: 0.4, outputPerMillion: 1.6 },
  { model: "claude-sonnet-4-5", inputPerMillion: 3, outputPerMillion: 15 },
  { model: "claude-haiku-4-5", inputPerMillion: 1, outputPerMillion: 5 },
];

/** A turn's cost from its tokens, or null when the model has no price or no tokens were counted. */
export function costOf(
  prices: readonly ModelPrice[],
  model: string | null,
  inputTokens: number | null | undefined,
  outputTokens: number | null | undefined,
): number | null {
  if (!model || (inputTokens == null && outputTokens == null)) return null;
  const price = prices.find((candidate) => candidate.model === model);
  if (!price) return null;
  return ((inputTokens ?? 0) * price.inputPerMillion + (outputTokens ?? 0) * price.outputPerMillion) / 1_000_000;
}
