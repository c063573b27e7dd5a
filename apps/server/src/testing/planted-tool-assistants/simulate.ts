import type { ChatMessage, PlantedToolAssistant, ToolAssistantStep, ToolCallRequest, ToolDeclaration } from "./types";

/** What a simulated tool answers for a call: a JSON value (sent as its JSON text) or a string. */
export type ToolAnswerer = (toolCall: ToolCallRequest) => unknown;

export interface SimulatedStep {
  turn: number;
  step: ToolAssistantStep;
}

/**
 * Plays a conversation the way a tool-calling client does: each user message is answered by as many
 * steps as the assistant takes (its calls answered by `answer`) until it replies in text. For tests
 * and probing; the bench talks to the assistants over HTTP through AESOP instead.
 */
export function simulate(
  assistant: PlantedToolAssistant,
  userMessages: readonly string[],
  answer: ToolAnswerer = () => ({ ok: true }),
  offered: readonly ToolDeclaration[] = assistant.tools,
  maxStepsPerTurn = 8,
): { steps: SimulatedStep[]; messages: ChatMessage[] } {
  const messages: ChatMessage[] = [{ role: "system", content: assistant.instructions }];
  const steps: SimulatedStep[] = [];
  let callNumber = 0;
  userMessages.forEach((text, index) => {
    messages.push({ role: "user", content: text });
    for (let stepIndex = 0; stepIndex < maxStepsPerTurn; stepIndex++) {
      const step = assistant.respond(messages, offered);
      steps.push({ turn: index + 1, step });
      if ("reply" in step) {
        messages.push({ role: "assistant", content: step.reply });
        break;
      }
      const calls = step.toolCalls.map((toolCall) => ({ id: `call_${++callNumber}`, toolCall }));
      messages.push({
        role: "assistant",
        content: null,
        tool_calls: calls.map(({ id, toolCall }) => ({
          id,
          type: "function" as const,
          function: { name: toolCall.name, arguments: JSON.stringify(toolCall.arguments) },
        })),
      });
      for (const { id, toolCall } of calls) {
        const result = answer(toolCall);
        messages.push({
          role: "tool",
          tool_call_id: id,
          content: typeof result === "string" ? result : JSON.stringify(result),
        });
      }
    }
  });
  return { steps, messages };
}

/** The planted failure ids a simulated conversation committed, each once. */
export const failuresOf = (steps: readonly SimulatedStep[]): string[] => [
  ...new Set(steps.map(({ step }) => step.plantedFailureId).filter((id): id is string => id !== null)),
];
