import type { ChatAgent } from "@aesop/shared/contracts/agents";
import { detectIntent, type Intent, parseTimeframe } from "./commands";
import {
  alreadyEnded,
  completedReply,
  extensionAdded,
  helpText,
  nothingLeft,
  questionBlock,
  timeframeChosen,
  timeframeReask,
  topicHelp,
  topicName,
  wrapUpOffer,
} from "./messages";
import { TOPICS_PER_EXTENSION, type ChatPlan } from "./chat-plan";
import { topicDefinition } from "./session-plan";
import { countWords, reflectAnswer } from "./reflect";
import { GUIDED_STATE_VERSION, type GuidedState, topicProgress, type TopicProgress } from "./state";
import type { ConversationContext, GuidedTurn } from "./types";

/**
 * The guided mode of the chat agents: a deterministic state machine over the agent's written
 * plan. Each turn takes the stored state and the user's message and returns the next state and
 * the reply; the input state is never modified.
 */

/** An answer to a main question shorter than this gets one follow-up before moving on. */
const SHORT_ANSWER_WORDS = 8;

export function startGuidedConversation(plan: ChatPlan, ctx: ConversationContext): GuidedTurn {
  const opening = plan.open(ctx);
  const state: GuidedState = {
    ...newState(plan.agent, opening.topicIds, opening.plannedCount),
    instructions: opening.instructions,
    gaps: opening.gaps,
  };
  if (plan.timeframe) {
    const waiting: GuidedState = { ...state, phase: "timeframe" };
    return turn(waiting, plan.welcome(ctx, waiting, null));
  }
  const first = openNextTopic(plan, state);
  return turn(state, plan.welcome(ctx, state, first ?? wrapUpOffer(plan, state)));
}

export function continueGuidedConversation(
  plan: ChatPlan,
  previous: GuidedState,
  userText: string,
  _ctx: ConversationContext,
): GuidedTurn {
  if (previous.agent !== plan.agent) {
    throw new Error(`A guided ${previous.agent} session cannot continue as ${plan.agent}`);
  }
  const state = structuredClone(previous);
  if (state.phase === "completed") return turn(state, alreadyEnded(plan));
  if (userText.trim() === "") return turn(state, join("I didn't catch that.", repeatLastQuestion(plan, state)));
  const justAnswered = state.lastAnswered;
  state.lastAnswered = null;
  const intent = detectIntent(userText, { wrapUp: state.phase === "wrap-up" });
  switch (state.phase) {
    case "timeframe":
      return timeframeTurn(plan, state, intent, userText);
    case "topics":
      return topicTurn(plan, state, intent, userText, justAnswered);
    case "wrap-up":
      return wrapUpTurn(plan, state, intent, userText, justAnswered);
  }
}

// ---------------------------------------------------------------------------------------------
// Phases
// ---------------------------------------------------------------------------------------------

function timeframeTurn(plan: ChatPlan, state: GuidedState, intent: Intent, userText: string): GuidedTurn {
  if (intent.kind === "complete-report") return complete(plan, state, "complete-report");
  const timeframe = intent.kind === "answer" || intent.kind === "question" ? parseTimeframe(userText) : null;
  if (timeframe === null) {
    const reply =
      intent.kind === "help"
        ? `${helpText(plan, state)}\n\n${timeframeReask(plan, state, false)}`
        : timeframeReask(plan, state, intent.kind === "question");
    return turn(state, reply);
  }
  state.timeframe = timeframe;
  state.plannedCount = Math.min(plan.timeframe?.topicsPer[timeframe] ?? state.topics.length, state.topics.length);
  state.phase = "topics";
  return turn(state, join(timeframeChosen(plan, state), openNextTopic(plan, state) ?? wrapUpOffer(plan, state)));
}

function topicTurn(
  plan: ChatPlan,
  state: GuidedState,
  intent: Intent,
  userText: string,
  justAnswered: string | null,
): GuidedTurn {
  const asking = state.asking;
  const current = asking ? topicProgress(state, asking.topicId) : undefined;
  if (!asking || !current) return advance(plan, state, []);
  const reask = () => questionBlock(plan, state, asking.topicId, asking.followUp);
  switch (intent.kind) {
    case "complete-report":
      return complete(plan, state, "complete-report");
    case "continue-exploring": {
      const from = state.plannedCount;
      extendPlan(plan, state);
      const lead = state.plannedCount > from ? extensionAdded(plan, state, from) : nothingLeft(plan, false);
      return turn(state, join(lead, reask()));
    }
    case "skip": {
      if (current.answers.length === 0) current.status = "skipped";
      const lead =
        current.status === "skipped"
          ? `No problem, let's skip ${topicName(plan, state, current.id)}; I'll list it as an open question in the report.`
          : "Let's move on.";
      return advance(plan, state, [lead]);
    }
    case "go-deeper": {
      const target = [
        ...(current.answers.length === 0 && justAnswered ? [justAnswered] : []),
        current.id,
        ...(justAnswered ? [justAnswered] : []),
      ]
        .map((id) => topicProgress(state, id))
        .find((topic) => topic !== undefined && hasFollowUpLeft(plan, state, topic));
      if (!target) {
        return turn(
          state,
          join(
            `I have no more follow-up questions on ${topicName(plan, state, current.id)}. Add anything you like in your own words, or say **skip** to move on.`,
            reask(),
          ),
        );
      }
      return turn(state, askFollowUp(plan, state, target, goDeeperLead(plan, state, target)));
    }
    case "help":
      return turn(state, join(helpText(plan, state), reask()));
    case "question":
      return turn(
        state,
        join(topicHelp(plan, state, current.id, intent.focus), `Now, in your own words:\n\n${reask()}`),
      );
    case "answer":
      return answerTurn(plan, state, current, asking.followUp, userText);
  }
}

function answerTurn(
  plan: ChatPlan,
  state: GuidedState,
  topic: TopicProgress,
  followUp: number | null,
  userText: string,
): GuidedTurn {
  const text = userText.trim();
  topic.answers.push({ followUp, text });
  topic.status = "answered";
  state.lastAnswered = topic.id;
  const lead = reflectAnswer(text, answerCount(state) - 1);
  const isShort = followUp === null && topic.followUpsAsked === 0 && countWords(text) < SHORT_ANSWER_WORDS;
  if (isShort && hasFollowUpLeft(plan, state, topic))
    return turn(state, askFollowUp(plan, state, topic, `${lead} Could you say a bit more?`));
  return advance(plan, state, [lead]);
}

function wrapUpTurn(
  plan: ChatPlan,
  state: GuidedState,
  intent: Intent,
  userText: string,
  justAnswered: string | null,
): GuidedTurn {
  switch (intent.kind) {
    case "complete-report":
      return complete(plan, state, "plan-done");
    case "continue-exploring": {
      const from = state.plannedCount;
      extendPlan(plan, state);
      if (state.plannedCount === from) return turn(state, nothingLeft(plan, true));
      state.phase = "topics";
      return advance(plan, state, [extensionAdded(plan, state, from)]);
    }
    case "go-deeper": {
      const target = justAnswered ? topicProgress(state, justAnswered) : undefined;
      if (target && hasFollowUpLeft(plan, state, target)) {
        state.phase = "topics";
        return turn(state, askFollowUp(plan, state, target, goDeeperLead(plan, state, target)));
      }
      return turn(state, join("I have no more follow-up questions on that topic.", wrapUpOffer(plan, state)));
    }
    case "skip":
      return turn(state, join("There is no question left to skip.", wrapUpOffer(plan, state)));
    case "help":
    case "question":
      return turn(state, join(helpText(plan, state), wrapUpOffer(plan, state)));
    case "answer": {
      const text = userText.trim();
      state.notes.push(text);
      const lead = `${reflectAnswer(text, answerCount(state) - 1)} I've added that to the notes of your report.`;
      return turn(state, join(lead, wrapUpOffer(plan, state)));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/** Asks the next planned topic that is still pending, or offers to end when there is none. */
function advance(plan: ChatPlan, state: GuidedState, lead: string[]): GuidedTurn {
  const next = openNextTopic(plan, state);
  if (next) return turn(state, join(...lead, next));
  state.phase = "wrap-up";
  state.asking = null;
  return turn(state, join(...lead, wrapUpOffer(plan, state)));
}

function openNextTopic(plan: ChatPlan, state: GuidedState): string | null {
  const next = state.topics.slice(0, state.plannedCount).find((topic) => topic.status === "pending");
  if (!next) return null;
  state.phase = "topics";
  state.asking = { topicId: next.id, followUp: null };
  return questionBlock(plan, state, next.id, null);
}

function askFollowUp(plan: ChatPlan, state: GuidedState, topic: TopicProgress, lead: string): string {
  const followUp = topic.followUpsAsked;
  topic.followUpsAsked += 1;
  state.asking = { topicId: topic.id, followUp };
  return join(lead, questionBlock(plan, state, topic.id, followUp));
}

function repeatLastQuestion(plan: ChatPlan, state: GuidedState): string {
  if (state.phase === "timeframe") return timeframeReask(plan, state, false);
  if (state.phase === "wrap-up" || !state.asking) return wrapUpOffer(plan, state);
  return questionBlock(plan, state, state.asking.topicId, state.asking.followUp);
}

function goDeeperLead(plan: ChatPlan, state: GuidedState, topic: TopicProgress): string {
  return `Let's go deeper on ${topicName(plan, state, topic.id)}.`;
}

function extendPlan(plan: ChatPlan, state: GuidedState): void {
  state.plannedCount = Math.min(state.plannedCount + TOPICS_PER_EXTENSION, state.topics.length);
}

function complete(plan: ChatPlan, state: GuidedState, endedBy: NonNullable<GuidedState["endedBy"]>): GuidedTurn {
  state.phase = "completed";
  state.asking = null;
  state.endedBy = endedBy;
  return turn(state, completedReply(plan, state));
}

// ---------------------------------------------------------------------------------------------

function newState(agent: ChatAgent, topicIds: readonly string[], plannedCount: number): GuidedState {
  return {
    version: GUIDED_STATE_VERSION,
    agent,
    phase: "topics",
    timeframe: null,
    topics: topicIds.map((id) => ({ id, status: "pending", answers: [], followUpsAsked: 0 })),
    plannedCount,
    asking: null,
    lastAnswered: null,
    instructions: null,
    gaps: [],
    notes: [],
    endedBy: null,
  };
}

function turn(state: GuidedState, reply: string): GuidedTurn {
  return { state, reply, completed: state.phase === "completed", timeframe: state.timeframe };
}

function hasFollowUpLeft(plan: ChatPlan, state: GuidedState, topic: TopicProgress): boolean {
  return topic.followUpsAsked < topicDefinition(plan, state, topic.id).followUps.length;
}

function answerCount(state: GuidedState): number {
  return state.topics.reduce((sum, topic) => sum + topic.answers.length, 0) + state.notes.length;
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}
