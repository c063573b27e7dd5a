import type { LanguageModelUsage } from "ai";
import type { TokenUsage } from "@aesop/shared/contracts/reports";

/** The AI SDK's usage as recorded on a report; providers that do not report usage give nulls. */
export function toTokenUsage(modelName: string, usage: LanguageModelUsage | undefined): TokenUsage {
  const count = (value: number | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  return {
    model: modelName,
    inputTokens: count(usage?.inputTokens),
    outputTokens: count(usage?.outputTokens),
    totalTokens: count(usage?.totalTokens),
  };
}

/** Sums the usage of several calls (a chat session's replies), keeping null only when nothing was counted. */
export function addTokenUsage(total: TokenUsage | undefined, next: TokenUsage): TokenUsage {
  if (!total) return next;
  const add = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
  return {
    model: next.model,
    inputTokens: add(total.inputTokens, next.inputTokens),
    outputTokens: add(total.outputTokens, next.outputTokens),
    totalTokens: add(total.totalTokens, next.totalTokens),
  };
}
