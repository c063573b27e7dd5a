import { parseBodyTemplate } from "@aesop/shared/contracts/body-template";
import type { ToolCallRecord } from "@aesop/shared/contracts/tools";

/**
 * An HTTP target's request and reply, as promptfoo's HTTP provider shapes them: a JSON body
 * template whose placeholders are replaced by JSON values, and a dotted path to the reply.
 */

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
  /** An assistant turn's tool calls with AESOP's answers, made before its text (chat-history.ts). */
  toolCalls?: ToolCallRecord[];
}

export class TargetReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TargetReplyError";
  }
}

/** The body for one message (the template's rules: contracts/body-template.ts), parsed. */
export function renderBodyTemplate(
  template: string,
  values: { message: string; history: ChatTurn[]; sessionId: string },
): unknown {
  const parsed = parseBodyTemplate(template, values);
  if (!parsed.ok) throw new TargetReplyError(parsed.problem);
  return parsed.body;
}

/** The value at `path` ("choices.0.message.content"), or a clear error naming where it stopped. */
export function readReplyPath(answer: unknown, path: string): string {
  let current: unknown = answer;
  const walked: string[] = [];
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object" || !(key in current)) {
      const where = walked.length ? `"${walked.join(".")}"` : "the answer";
      throw new TargetReplyError(`The reply path "${path}" was not found: ${where} has no "${key}".`);
    }
    current = (current as Record<string, unknown>)[key];
    walked.push(key);
  }
  if (typeof current === "string") return current;
  if (typeof current === "number" || typeof current === "boolean") return String(current);
  throw new TargetReplyError(
    `The reply path "${path}" leads to ${current === null ? "null" : Array.isArray(current) ? "a list" : "an object"}, not text.`,
  );
}

/** The answer's body as JSON, or a clear error quoting its start. */
export function parseJsonAnswer(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const start = text.trim().slice(0, 120);
    throw new TargetReplyError(`The target did not answer JSON: "${start}${text.trim().length > 120 ? "…" : ""}"`);
  }
}
