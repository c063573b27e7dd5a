import type { InstructionsReviewFindings } from "@aesop/shared/contracts/instructions-review";
import type { GuidedState, SessionTimeframe } from "./state";

/** What the server passes to a chat agent's guided engine, each turn. */
export interface ConversationContext {
  projectName: string;
  /** The project's newest submitted instructions and their review, for agents that load them. */
  instructions?: { reportId: number; text: string; audit: InstructionsReviewFindings | null };
}

export interface GuidedTurn {
  state: GuidedState;
  /** Markdown. */
  reply: string;
  /** True when the session has ended (the user said 'complete report', or confirmed once the plan was done). */
  completed: boolean;
  timeframe: SessionTimeframe | null;
}

export interface ConversationReport {
  title: string;
  markdown: string;
  /** Ideation: a draft instruction set (plain text, one rule per line, in sections) built from the answers. */
  draftInstructions: string | null;
}

export interface TranscriptMessage {
  role: "user" | "assistant";
  text: string;
}
