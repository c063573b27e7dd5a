import type { ChatAgent } from "@aesop/shared/contracts/agents";
import { detectIntent, type Intent, parseTimeframe } from "./commands";
import {
  alreadyEnded,
  completedReply,
  extensionAdded,
  helpText,
  ideationWelcome,
  interviewWelcome,
  nothingLeft,
  questionBlock,
  timeframeChosen,
  timeframeReask,
  topicHelp,
  topicName,
  wrapUpOffer,
} from "./messages";
import { TOPICS_PER_EXTENSION, TOPICS_PER_TIMEFRAME } from "./plans/ideation-plan";
import { gapsFromAudit } from "./plans/interview-plan";
import { ideationTopicIds, interviewTopicIds, topicDefinition } from "./plans/session-plan";
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

export function startGuidedConversation(agent: ChatAgent, ctx: ConversationContext): GuidedTurn {
  if (agent === "ideation") {
    const state = newState(agent, ideationTopicIds(), 0);
    return turn({ ...state, phase: "timeframe" }, ideationWelcome(ctx.projectName));
  }
  const audit = ctx.instructions?.audit ?? null;
  const gaps = audit ? gapsFromAudit(audit) : [];
  const { ids, plannedCount } = interviewTopicIds(gaps);
  const state: GuidedState = {
    ...newState(agent, ids, plannedCount),
    instructions: ctx.instructions
      ? { reportId: ctx.instructions.reportId, reviewed: audit !== null, overallScore: audit?.overallScore ?? null }
      : null,
    gaps,
  };
  const first = openNextTopic(state);
  return turn(state, interviewWelcome(ctx.projectName, state, first ?? wrapUpOffer(state)));
}

export function continueGuidedConversation(
  agent: ChatAgent,
  previous: GuidedState,
  userText: string,
  _ctx: ConversationContext,
): GuidedTurn {
  if (previous.agent !== agent) throw new Error(`A guided ${previous.agent} session cannot continue as ${agent}`);
  const state = structuredClone(previous);
  if (state.phase === "completed") return turn(state, alreadyEnded(state));
  if (userText.trim() === "") return turn(state, join("I didn't catch that.", repeatLastQuestion(state)));
  const justAnswered = state.lastAnswered;
  state.lastAnswered = null;
  const intent = detectIntent(userText, { wrapUp: state.phase === "wrap-up" });
  switch (state.phase) {
    case "timeframe":
      return timeframeTurn(state, intent, userText);
    case "topics":
      return topicTurn(state, intent, userText, justAnswered);
    case "wrap-up":
      return wrapUpTurn(state, intent, userText, justAnswered);
  }
}

// ---------------------------------------------------------------------------------------------
// Phases
// ---------------------------------------------------------------------------------------------

function timeframeTurn(state: GuidedState, intent: Intent, userText: string): GuidedTurn {
  if (intent.kind === "complete-report") return complete(state, "complete-report");
  const timeframe = intent.kind === "answer" || intent.kind === "question" ? parseTimeframe(userText) : null;
  if (timeframe === null) {
    const reply =
      intent.kind === "help"
        ? `${helpText(state)}\n\n${timeframeReask(false)}`
        : timeframeReask(intent.kind === "question");
    return turn(state, reply);
  }
  state.timeframe = timeframe;
  state.plannedCount = Math.min(TOPICS_PER_TIMEFRAME[timeframe], state.topics.length);
  state.phase = "topics";
  return turn(state, join(timeframeChosen(state), openNextTopic(state) ?? wrapUpOffer(state)));
}

function topicTurn(state: GuidedState, intent: Intent, userText: string, justAnswered: string | null): GuidedTurn {
  const asking = state.asking;
  const current = asking ? topicProgress(state, asking.topicId) : undefined;
  if (!asking || !current) return advance(state, []);
  const reask = () => questionBlock(state, asking.topicId, asking.followUp);
  switch (intent.kind) {
    case "complete-report":
      return complete(state, "complete-report");
    case "continue-exploring": {
      const from = state.plannedCount;
      extendPlan(state);
      const lead = state.plannedCount > from ? extensionAdded(state, from) : nothingLeft(state, false);
      return turn(state, join(lead, reask()));
    }
    case "skip": {
      if (current.answers.length === 0) current.status = "skipped";
      const lead =
        current.status === "skipped"
          ? `No problem, let's skip ${topicName(state, current.id)}; I'll list it as an open question in the report.`
          : "Let's move on.";
      return advance(state, [lead]);
    }
    case "go-deeper": {
      const target = [
        ...(current.answers.length === 0 && justAnswered ? [justAnswered] : []),
        current.id,
        ...(justAnswered ? [justAnswered] : []),
      ]
        .map((id) => topicProgress(state, id))
        .find((topic) => topic !== undefined && hasFollowUpLeft(state, topic));
      if (!target) {
        return turn(
          state,
          join(
            `I have no more follow-up questions on ${topicName(state, current.id)}. Add anything you like in your own words, or say **skip** to move on.`,
            reask(),
          ),
        );
      }
      return turn(state, askFollowUp(state, target, goDeeperLead(state, target)));
    }
    case "help":
      return turn(state, join(helpText(state), reask()));
    case "question":
      return turn(state, join(topicHelp(state, current.id, intent.focus), `Now, in your own words:\n\n${reask()}`));
    case "answer":
      return answerTurn(state, current, asking.followUp, userText);
  }
}

function answerTurn(state: GuidedState, topic: TopicProgress, followUp: number | null, userText: string): GuidedTurn {
  const text = userText.trim();
  topic.answers.push({ followUp, text });
  topic.status = "answered";
  state.lastAnswered = topic.id;
  const lead = reflectAnswer(text, answerCount(state) - 1);
  const isShort = followUp === null && topic.followUpsAsked === 0 && countWords(text) < SHORT_ANSWER_WORDS;
  if (isShort && hasFollowUpLeft(state, topic))
    return turn(state, askFollowUp(state, topic, `${lead} Could you say a bit more?`));
  return advance(state, [lead]);
}

function wrapUpTurn(state: GuidedState, intent: Intent, userText: string, justAnswered: string | null): GuidedTurn {
  switch (intent.kind) {
    case "complete-report":
      return complete(state, "plan-done");
    case "continue-exploring": {
      const from = state.plannedCount;
      extendPlan(state);
      if (state.plannedCount === from) return turn(state, nothingLeft(state, true));
      state.phase = "topics";
      return advance(state, [extensionAdded(state, from)]);
    }
    case "go-deeper": {
      const target = justAnswered ? topicProgress(state, justAnswered) : undefined;
      if (target && hasFollowUpLeft(state, target)) {
        state.phase = "topics";
        return turn(state, askFollowUp(state, target, goDeeperLead(state, target)));
      }
      return turn(state, join("I have no more follow-up questions on that topic.", wrapUpOffer(state)));
    }
    case "skip":
      return turn(state, join("There is no question left to skip.", wrapUpOffer(state)));
    case "help":
    case "question":
      return turn(state, join(helpText(state), wrapUpOffer(state)));
    case "answer": {
      const text = userText.trim();
      state.notes.push(text);
      const lead = `${reflectAnswer(text, answerCount(state) - 1)} I've added that to the notes of your report.`;
      return turn(state, join(lead, wrapUpOffer(state)));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/** Asks the next planned topic that is still pending, or offers to end when there is none. */
function advance(state: GuidedState, lead: string[]): GuidedTurn {
  const next = openNextTopic(state);
  if (next) return turn(state, join(...lead, next));
  state.phase = "wrap-up";
  state.asking = null;
  return turn(state, join(...lead, wrapUpOffer(state)));
}

function openNextTopic(state: GuidedState): string | null {
  const next = state.topics.slice(0, state.plannedCount).find((topic) => topic.status === "pending");
  if (!next) return null;
  state.phase = "topics";
  state.asking = { topicId: next.id, followUp: null };
  return questionBlock(state, next.id, null);
}

function askFollowUp(state: GuidedState, topic: TopicProgress, lead: string): string {
  const followUp = topic.followUpsAsked;
  topic.followUpsAsked += 1;
  state.asking = { topicId: topic.id, followUp };
  return join(lead, questionBlock(state, topic.id, followUp));
}

function repeatLastQuestion(state: GuidedState): string {
  if (state.phase === "timeframe") return timeframeReask(false);
  if (state.phase === "wrap-up" || !state.asking) return wrapUpOffer(state);
  return questionBlock(state, state.asking.topicId, state.asking.followUp);
}

function goDeeperLead(state: GuidedState, topic: TopicProgress): string {
  return `Let's go deeper on ${topicName(state, topic.id)}.`;
}

function extendPlan(state: GuidedState): void {
  state.plannedCount = Math.min(state.plannedCount + TOPICS_PER_EXTENSION, state.topics.length);
}

function complete(state: GuidedState, endedBy: NonNullable<GuidedState["endedBy"]>): GuidedTurn {
  state.phase = "completed";
  state.asking = null;
  state.endedBy = endedBy;
  return turn(state, completedReply(state));
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

function hasFollowUpLeft(state: GuidedState, topic: TopicProgress): boolean {
  return topic.followUpsAsked < topicDefinition(state, topic.id).followUps.length;
}

function answerCount(state: GuidedState): number {
  return state.topics.reduce((sum, topic) => sum + topic.answers.length, 0) + state.notes.length;
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}
