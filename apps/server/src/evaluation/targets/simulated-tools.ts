import {
  conditionHolds,
  toolParameters,
  type ScriptTool,
  type ToolAnswer,
  type ToolCallRecord,
  type ToolResultOverride,
} from "@aesop/shared/contracts/tools";
import { TargetError } from "./call-limits";

/**
 * AESOP in the place of the tools a test script declares (issue 37): the assistant under test
 * calls them, AESOP answers each call as the script (or the scenario's override) says. Nothing is
 * executed; a call is a request the checks on actions read afterwards.
 */

/** What a turn offers the assistant: the script's tools, the scenario's own answers, the call limit. */
export interface TurnTools {
  tools: readonly ScriptTool[];
  overrides: readonly ToolResultOverride[];
  /** Calls the assistant may make in one turn before it must answer in text. */
  maxCallsPerTurn: number;
}

/** The tools in OpenAI's `tools` request field. */
export const openAiToolsOf = (tools: readonly ScriptTool[]) =>
  tools.map((tool) => ({
    type: "function" as const,
    function: { name: tool.name, description: tool.description, parameters: toolParameters(tool) },
  }));

function answerOf(answer: ToolAnswer, args: unknown): Pick<ToolCallRecord, "result" | "error"> {
  switch (answer.kind) {
    case "fixed":
      return { result: answer.result, error: null };
    case "by-arguments": {
      const matching = answer.cases.find((entry) => entry.when.every((condition) => conditionHolds(condition, args)));
      return { result: matching ? matching.result : answer.otherwise, error: null };
    }
    case "error":
      return { result: null, error: answer.message };
  }
}

/**
 * One call answered: its arguments parsed, its tool found among those declared, its result the
 * scenario's override or the script's answer. A call AESOP cannot answer (an undeclared tool,
 * arguments that are not a JSON object) is the target's error, with its reason.
 */
export function answerToolCall(offered: TurnTools, name: string, rawArguments: string): ToolCallRecord {
  const tool = offered.tools.find((candidate) => candidate.name === name);
  if (!tool) {
    const declared = offered.tools.map((candidate) => candidate.name).join(", ");
    throw new TargetError(`The assistant called "${name}", which is not one of the script's tools (${declared}).`);
  }
  let args: unknown;
  try {
    args = rawArguments.trim() === "" ? {} : JSON.parse(rawArguments);
  } catch {
    throw new TargetError(
      `The assistant called "${name}" with arguments that are not JSON: ${rawArguments.trim().slice(0, 200)}`,
    );
  }
  if (args === null || typeof args !== "object" || Array.isArray(args)) {
    throw new TargetError(
      `The assistant called "${name}" with arguments that are not a JSON object: ${rawArguments.slice(0, 200)}`,
    );
  }
  const override = offered.overrides.find((candidate) => candidate.tool === name);
  const object = args as Record<string, unknown>;
  return { name, arguments: object, ...answerOf(override?.answer ?? tool.answer, object) };
}

/** What the assistant reads back: the result as JSON, or the tool's error. */
export const toolMessageContent = (call: ToolCallRecord) =>
  call.error === null ? JSON.stringify(call.result) : JSON.stringify({ error: call.error });

export const callLimitReached = (limit: number) =>
  new TargetError(
    `The assistant made ${limit} tool call${limit === 1 ? "" : "s"} in one turn without answering in text (the script's limit per turn).`,
  );
