import type { ChatAgent } from "@aesop/shared/contracts/agents";
import type { PlanTopic } from "./plan-topic";
import type { GuidedState, InterviewGap, SessionTimeframe } from "./state";
import type { ConversationContext, ConversationReport, TranscriptMessage } from "./types";

/** Topics "continue exploring" adds to a plan at a time. */
export const TOPICS_PER_EXTENSION = 3;

/** How a session starts: its topics in order, how many are planned, and what it was built from. */
export interface PlanOpening {
  topicIds: string[];
  plannedCount: number;
  /** Findings of the project's review that the session asks about (each one a topic). */
  gaps: InterviewGap[];
  instructions: GuidedState["instructions"];
}

/**
 * A chat agent as the guided engine sees it: its written plan and the few sentences that differ
 * between agents. The engine (guided-conversation, messages, model-plan) only ever reads these,
 * so a new chat agent is a new plan, never a new branch in the engine.
 */
export interface ChatPlan {
  agent: ChatAgent;
  /** "Ideation Agent": in transcripts and closing sentences. */
  agentName: string;
  /** What one step of the plan is called in question headings: "Topic 2 of 7", "Section 2 of 7". */
  stepName: string;
  /** Sessions that open by asking for a timeframe, which sets how many topics are planned. */
  timeframe: { topicsPer: Readonly<Record<SessionTimeframe, number>> } | null;
  /** True when "continue exploring" always has a meaning (more of the plan), not only when topics remain. */
  alwaysExtendable: boolean;
  open(ctx: ConversationContext): PlanOpening;
  /** The plan's topic of that id (gap topics included), or undefined. */
  topic(state: GuidedState, topicId: string): PlanTopic | undefined;
  /** The first message; `firstQuestion` is null when the session asks for a timeframe first. */
  welcome(ctx: ConversationContext, state: GuidedState, firstQuestion: string | null): string;
  phrases: {
    /** "every topic I have": when nothing is left to add. */
    everything: string;
    /** "That covers the 4 topics of your plan.": when the planned topics are done. */
    planDone(state: GuidedState): string;
    /** What "continue exploring" would add when `remaining` topics are beyond the plan. */
    moreToAdd(state: GuidedState, remaining: number): string;
    /** "ideation report", and what it comes with (", with a draft set of instructions …"). */
    reportName: string;
    reportExtra: string;
  };
  /** LLM mode: who the model is, and the plan's purpose and situation for its system prompt. */
  model: { role: string; intro(state: GuidedState): string[] };
  /** The report written when the session ends, from the answers in its state. */
  report(
    state: GuidedState,
    transcript: ReadonlyArray<TranscriptMessage>,
    ctx: ConversationContext,
  ): ConversationReport;
}
