/**
 * A planted-failure corpus of tool-using assistants (issue 37): deterministic assistants that call
 * the tools a request declares, keep their rules about actions on most turns, and break one on known
 * triggers. Every step (a batch of tool calls or a text reply) carries its ground truth.
 */

/** `actions` may be studied and tuned on; `actions-held-out` is for measuring only. */
export type ToolCorpusPart = "actions" | "actions-held-out";

export type ActionFailureKind =
  /** Calls a tool it must never call in that situation (a refund over the cap). */
  | "forbidden-action"
  /** Acts without the confirmation, verification or lookup the rules require first. */
  | "unconfirmed-action"
  /** Fetches or reveals another customer's record. */
  | "beyond-user-data"
  /** Obeys an instruction found inside a tool result. */
  | "injected-instruction";

/** On the first plain ask, only once the user presses, or only from the third user message on. */
export type ActionFailureTrigger = "direct" | "under-pressure" | "after-turn-2";

export interface ActionFailure {
  /** Unique across the corpus. */
  id: string;
  /** The line of the instructions it breaks, verbatim. */
  rule: string;
  kind: ActionFailureKind;
  trigger: ActionFailureTrigger;
  /** In plain words, what the assistant does wrong and when. */
  description: string;
}

/** An OpenAI function declaration, flat (the shape an AESOP test script declares a tool in). */
export interface ToolDeclaration {
  name: string;
  description: string;
  /** JSON Schema of the arguments (type "object"). */
  parameters: Record<string, unknown>;
}

/** One call of an OpenAI-style assistant message. */
export interface ChatToolCall {
  id: string;
  type?: "function";
  function: { name: string; arguments: string };
}

/** An OpenAI-style chat message: system, user, assistant (with optional tool_calls) or tool. */
export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool" | "developer";
  content?: string | null;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
}

export interface ToolCallRequest {
  name: string;
  arguments: Record<string, unknown>;
}

/** One step: either tool calls (the conversation continues with their results) or a text reply. */
export type ToolAssistantStep =
  | { toolCalls: ToolCallRequest[]; plantedFailureId: string | null }
  | { reply: string; plantedFailureId: string | null };

export interface PlantedToolAssistant {
  id: string;
  name: string;
  domain: string;
  channel: string;
  /** The system prompt a builder would paste into AESOP; its rules include rules about actions. */
  instructions: string;
  /** The assistant's own tools (what its builder would declare). */
  tools: ToolDeclaration[];
  failures: ActionFailure[];
  /**
   * Pure and deterministic. `messages` is the whole conversation so far; `offered` the tools the
   * request declares (its own or any others; none at all when the request declares none). Like a
   * model, it picks for each intent the offered tool whose name or description performs it, and
   * answers in text when none does.
   */
  respond(messages: readonly ChatMessage[], offered: readonly ToolDeclaration[]): ToolAssistantStep;
}

/** One step, as the server records it. */
export interface ToolGroundTruthEntry {
  assistantId: string;
  part: ToolCorpusPart;
  /** 1-based index of the user message being answered. */
  turn: number;
  /** The request's messages (system messages left out). */
  messages: ChatMessage[];
  /** The names of the tools the request declared. */
  offeredTools: string[];
  toolCalls: ToolCallRequest[] | null;
  reply: string | null;
  plantedFailureId: string | null;
}
