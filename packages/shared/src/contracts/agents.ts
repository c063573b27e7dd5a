import { z } from "zod";
import { CHAT_AGENTS, RUNTIME_AGENTS, type ChatAgent, type RuntimeAgent } from "../agents/catalogue";
import { textSchema } from "./text";
import { CHAT_INPUT_MAX_CHARS, type SESSION_TIMEFRAMES_MINUTES } from "../constants/index";

/**
 * The agent runtime's contracts: which mode each agent runs in, and the chat agents' sessions
 * (Ideation, Interview). Chat replies are streamed in the AI SDK's UI message stream protocol.
 */

export const AGENT_MODES = ["guided", "llm", "webhook"] as const;
export type AgentMode = (typeof AGENT_MODES)[number];

export { CHAT_AGENTS, RUNTIME_AGENTS, type ChatAgent, type RuntimeAgent };

/** GET /api/agents/modes: decided by the server's configuration. */
export const agentModesSchema = z.object({
  /** Every agent that runs on this server (the catalogue's available ones). */
  agents: z.record(z.enum(RUNTIME_AGENTS), z.enum(AGENT_MODES)),
  /** The configured model, when LLM mode is available. */
  model: z.object({ provider: z.enum(["openai-compatible", "anthropic"]), name: z.string() }).nullable(),
  /** Voice input is offered only when a transcription model is configured. */
  transcription: z.boolean(),
});
export type AgentModes = z.infer<typeof agentModesSchema>;

/** Shown in the UI next to an agent's title. */
export const AGENT_MODE_LABELS: Record<AgentMode, string> = {
  guided: "Guided mode",
  llm: "LLM mode",
  webhook: "Webhook mode",
};

export const CHAT_LIMIT_MESSAGE = "You exceeded the character limit (2 000).";

export const AGENT_SESSION_STATUSES = ["active", "completed"] as const;
export type AgentSessionStatus = (typeof AGENT_SESSION_STATUSES)[number];

export const agentMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  text: z.string(),
  /** A failed assistant reply shows its error and a retry. */
  status: z.enum(["complete", "failed"]),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentMessage = z.infer<typeof agentMessageSchema>;

export const agentSessionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  agent: z.enum(CHAT_AGENTS),
  status: z.enum(AGENT_SESSION_STATUSES),
  mode: z.enum(AGENT_MODES),
  /** Minutes chosen by the user (5, 15, 30); null until chosen. A guideline, not a timer. */
  timeframe: z.number().int().nullable(),
  /** The report written when the session ended. */
  reportId: z.number().int().nullable(),
  /** A short label for the list of past sessions (the first answer, shortened). */
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentSession = z.infer<typeof agentSessionSchema>;

export const agentSessionListSchema = z.object({ sessions: z.array(agentSessionSchema) });

export const agentSessionDetailSchema = z.object({
  session: agentSessionSchema,
  messages: z.array(agentMessageSchema),
});
export type AgentSessionDetail = z.infer<typeof agentSessionDetailSchema>;

/** POST /api/projects/{projectId}/agent-sessions */
export const createAgentSessionSchema = z.object({ agent: z.enum(CHAT_AGENTS) });

/**
 * POST /api/agent-sessions/{sessionId}/messages: either a new message, or a retry of the last
 * (failed) reply. The answer is a UI message stream (text/event-stream).
 */
export const chatMessageRequestSchema = z.union([
  z.object({
    text: textSchema()
      .refine((text) => text.trim().length > 0, "Please type a message.")
      .refine((text) => text.length <= CHAT_INPUT_MAX_CHARS, CHAT_LIMIT_MESSAGE),
  }),
  z.object({ retry: z.literal(true) }),
]);
export type ChatMessageRequest = z.infer<typeof chatMessageRequestSchema>;

/** The phrases of the spec that end a session early or extend it (case-insensitive). */
export const COMPLETE_REPORT_PHRASE = "complete report";
export const CONTINUE_EXPLORING_PHRASE = "continue exploring";

/** Welcome-message choices of the Ideation Agent, longest first as in the spec. */
export const TIMEFRAME_LABELS: Record<(typeof SESSION_TIMEFRAMES_MINUTES)[number], string> = {
  30: "30 min Comprehensive",
  15: "15 min Standard",
  5: "5 min Essentials",
};

/** GET /api/projects/{projectId}/interview-context: what the Interview Agent starts from. */
export const interviewContextSchema = z.object({
  hasInstructions: z.boolean(),
  /** The newest Instructions Review report of the project (its id is the instructions id). */
  instructionsReportId: z.number().int().nullable(),
  /** Gaps found by that review, quoted by the interview. */
  gapCount: z.number().int(),
});
export type InterviewContext = z.infer<typeof interviewContextSchema>;

/** POST /api/transcriptions (multipart `audio`): the recorded voice input as text. */
export const transcriptionSchema = z.object({ text: z.string() });
