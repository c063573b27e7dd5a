import {
  generateText,
  jsonSchema,
  tool,
  type LanguageModel,
  type ModelMessage,
  type StepResult,
  type ToolSet,
} from "ai";
import { toolParameters, type ToolCallRecord } from "@aesop/shared/contracts/tools";
import { TargetError } from "./call-limits";
import { answerToolCall, callLimitReached, toolMessageContent, type TurnTools } from "./simulated-tools";

/**
 * The script's tools offered to a model called through the AI SDK (Anthropic's, issue 37), with
 * the same semantics as the OpenAI-compatible tool loop (target-adapters.ts): every call answered
 * by AESOP (simulated-tools.ts), round after round, until the model answers in text; a call AESOP
 * cannot answer, or more calls than the script's limit per turn, fails the whole turn.
 *
 * The SDK runs the loop (`stopWhen`) and sends each answer back in the provider's own format
 * (Anthropic's `tool_result` blocks). It would also send an unanswerable call's error back to the
 * model and go on; the stop condition ends the loop there instead, and the turn fails with
 * AESOP's reason.
 */

export interface ModelToolTurn {
  model: LanguageModel;
  system: string | null;
  messages: ModelMessage[];
  offered: TurnTools;
  signal: AbortSignal;
}

export interface ModelToolReply {
  reply: string;
  toolCalls: ToolCallRecord[];
  inputTokens?: number;
  outputTokens?: number;
}

/**
 * Each script tool as an AI SDK tool: its JSON Schema as given (no validator, so arguments are
 * not checked against it, as on the OpenAI path), executed by AESOP's answer. Answers are kept by
 * call id: the SDK runs one round's calls concurrently, the record follows the model's order.
 */
function sdkToolsOf(offered: TurnTools, answers: Map<string, ToolCallRecord>): ToolSet {
  return Object.fromEntries(
    offered.tools.map((declared) => [
      declared.name,
      tool<unknown, ToolCallRecord>({
        description: declared.description,
        inputSchema: jsonSchema<unknown>(toolParameters(declared)),
        execute: (input, { toolCallId }): ToolCallRecord => {
          const answered = answerToolCall(offered, declared.name, JSON.stringify(input) ?? "");
          answers.set(toolCallId, answered);
          return answered;
        },
        // The same text the OpenAI path sends in its `tool` message; a scripted error is flagged
        // as one (Anthropic's `is_error`).
        toModelOutput: ({ output }) => ({
          type: output.error === null ? "text" : "error-text",
          value: toolMessageContent(output),
        }),
      }),
    ]),
  );
}

const callsOf = (steps: readonly StepResult<ToolSet>[]) => steps.flatMap((step) => step.toolCalls);

/** The turn through the SDK's tool loop: the reply, the calls in order with AESOP's answers, summed tokens. */
export async function generateWithTools({
  model,
  system,
  messages,
  offered,
  signal,
}: ModelToolTurn): Promise<ModelToolReply> {
  const answers = new Map<string, ToolCallRecord>();
  const unanswered = (steps: readonly StepResult<ToolSet>[]) =>
    callsOf(steps).some((call) => !answers.has(call.toolCallId));
  const result = await generateText({
    model,
    ...(system ? { system } : {}),
    messages,
    tools: sdkToolsOf(offered, answers),
    // The SDK goes on while every call of the last round was answered; this ends it at a call AESOP
    // could not answer or past the limit. Each round has a call, so it ends by limit + 1 rounds.
    stopWhen: ({ steps }) => unanswered(steps) || callsOf(steps).length > offered.maxCallsPerTurn,
    maxRetries: 0,
    abortSignal: signal,
  });
  const calls = callsOf(result.steps);
  // Checked before the calls' answers, as the OpenAI path does: a round past the limit fails on the limit.
  if (calls.length > offered.maxCallsPerTurn) throw callLimitReached(offered.maxCallsPerTurn);
  const records = calls.map((call) => {
    const answered = answers.get(call.toolCallId);
    if (answered) return answered;
    // An undeclared tool or input that is not JSON (the SDK's own refusals, `invalid` calls), or
    // a call our execute refused: answered again, it throws AESOP's reason.
    answerToolCall(
      offered,
      call.toolName,
      typeof call.input === "string" ? call.input : (JSON.stringify(call.input) ?? ""),
    );
    // A call the SDK did not execute: the model's reply ended (at its token limit, say) on it.
    throw new TargetError(
      `The assistant called "${call.toolName}" and its reply ended (${result.finishReason}) before the call was answered.`,
    );
  });
  return {
    reply: result.text,
    toolCalls: records,
    inputTokens: result.totalUsage.inputTokens ?? undefined,
    outputTokens: result.totalUsage.outputTokens ?? undefined,
  };
}
