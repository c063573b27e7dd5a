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
  topicName,
  wrapUpOffer,
} from "./messages";
import { TOPICS_PER_EXTENSION, type ChatPlan } from "./chat-plan";
import { emptyDesign, hasFacet, activeFacts, paraphrase } from "../../assistant-design/index";
import { listen, type AskedTopic, type Heard } from "../../assistant-design/index";
import { topicDefinition as definitionOf, gapOf } from "./session-plan";
import { GUIDED_STATE_VERSION, type GuidedState, topicProgress, type TopicProgress } from "./state";
import type { ConversationContext, GuidedTurn } from "./types";

/**
 * The guided mode of the chat agents: a deterministic state machine over the agent's written
 * plan. Each turn takes the stored state and the user's message and returns the next state and
 * the reply; the input state is never modified.
 */

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
  ctx: ConversationContext,
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
      return topicTurn(plan, state, intent, userText, justAnswered, ctx);
    case "wrap-up":
      return wrapUpTurn(plan, state, intent, userText, justAnswered, ctx);
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
  ctx: ConversationContext,
): GuidedTurn {
  const asking = state.asking;
  const current = asking ? topicProgress(state, asking.topicId) : undefined;
  if (!asking || !current) return advance(plan, state, []);
  const pending = state.pendingQuestion;
  const reask = () => pending ?? questionBlock(plan, state, asking.topicId, asking.followUp);
  if (intent.kind !== "answer" && intent.kind !== "question") state.pendingQuestion = null;
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
      // A topic already told about in another answer is covered, not skipped.
      if (current.answers.length === 0)
        current.status = hasFacet(state.design, definitionOf(plan, state, current.id).facet) ? "answered" : "skipped";
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
    case "answer":
      return listeningTurn(plan, state, current, asking.followUp, userText, ctx, pending);
  }
}

/**
 * An answer, a question, a correction or an aside: the message is understood against the design
 * so far, and the reply says what was understood, answers what was asked, follows up once where
 * the answer needs it (safety first), and otherwise moves on through the plan.
 */
function listeningTurn(
  plan: ChatPlan,
  state: GuidedState,
  topic: TopicProgress,
  followUp: number | null,
  userText: string,
  ctx: ConversationContext,
  pending: string | null,
): GuidedTurn {
  const text = userText.trim();
  state.pendingQuestion = null;
  const heard = listen(state.design, {
    text,
    asked: askedTopic(plan, state, topic.id),
    projectName: ctx.projectName,
    finding: findingOf(state, topic.id),
  });
  if (heard.answeredAsked) {
    topic.answers.push({ followUp, text });
    topic.status = "answered";
    state.lastAnswered = topic.id;
  }
  const reask = () => pending ?? questionBlock(plan, state, topic.id, followUp);
  if (heard.followUp) return askListeningFollowUp(plan, state, topic, heard);
  if (heard.kind === "aside") return turn(state, join(...heard.lead, reask()));
  if (heard.kind === "evasive") {
    if (topic.answers.length === 0) topic.status = "skipped";
    return advance(plan, state, [
      `Let's leave ${topicName(plan, state, topic.id)} open for now; I'll list it as an open question in the report.`,
    ]);
  }
  if (topic.status === "answered") return advance(plan, state, heard.lead);
  return turn(
    state,
    join(
      ...heard.lead,
      `Now, back to ${topicName(plan, state, topic.id)}:`,
      questionBlock(plan, state, topic.id, followUp),
    ),
  );
}

function askListeningFollowUp(plan: ChatPlan, state: GuidedState, topic: TopicProgress, heard: Heard): GuidedTurn {
  const followUp = heard.followUp;
  if (!followUp) return turn(state, join(...heard.lead));
  if (followUp.kind !== "safety" && followUp.kind !== "contradiction") state.design.followedUp.push(topic.id);
  const position = state.topics.findIndex((candidate) => candidate.id === topic.id) + 1;
  const heading = `**${plan.stepName} ${position} of ${state.plannedCount}: ${definitionOf(plan, state, topic.id).title}** (follow-up)`;
  state.pendingQuestion = `${heading}\n\n${followUp.text}`;
  return turn(state, join(...heard.lead, state.pendingQuestion));
}

function askedTopic(plan: ChatPlan, state: GuidedState, topicId: string): AskedTopic {
  const definition = definitionOf(plan, state, topicId);
  return {
    topicId,
    facet: definition.facet,
    title: definition.title,
    question: definition.question,
    why: definition.why,
    example: definition.example,
    followedUp: state.design.followedUp.includes(topicId),
  };
}

function findingOf(state: GuidedState, topicId: string) {
  const gap = gapOf(state, topicId);
  return gap
    ? {
        name: gap.name,
        summary: gap.summary,
        evidence: gap.evidence,
        whyItMatters: gap.whyItMatters,
        suggestedSentence: gap.suggestedSentence,
      }
    : null;
}

function wrapUpTurn(
  plan: ChatPlan,
  state: GuidedState,
  intent: Intent,
  userText: string,
  justAnswered: string | null,
  ctx: ConversationContext,
): GuidedTurn {
  const pending = state.pendingQuestion;
  state.pendingQuestion = null;
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
      return turn(state, join(helpText(plan, state), pending ?? wrapUpOffer(plan, state)));
    case "question":
    case "answer": {
      const text = userText.trim();
      const heard = listen(state.design, { text, asked: null, projectName: ctx.projectName, finding: null });
      if (heard.kind === "aside") return turn(state, join(...heard.lead, pending ?? wrapUpOffer(plan, state)));
      if (heard.filed.length > 0 || heard.newSafety.length > 0) state.notes.push(text);
      const lead =
        heard.filed.length > 0 ? [...heard.lead, "I've added that to the notes of your report."] : heard.lead;
      if (heard.followUp) {
        state.pendingQuestion = heard.followUp.text;
        return turn(state, join(...lead, heard.followUp.text));
      }
      return turn(state, join(...lead, wrapUpOffer(plan, state)));
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
  const block = questionBlock(plan, state, next.id, null);
  const told = activeFacts(state.design, definitionOf(plan, state, next.id).facet).at(-1);
  return told
    ? join(
        block,
        `You've already told me: "${paraphrase(told.text)}". Anything to add? If that covers it, say **skip**.`,
      )
    : block;
}

function askFollowUp(plan: ChatPlan, state: GuidedState, topic: TopicProgress, lead: string): string {
  const followUp = topic.followUpsAsked;
  topic.followUpsAsked += 1;
  state.asking = { topicId: topic.id, followUp };
  return join(lead, questionBlock(plan, state, topic.id, followUp));
}

function repeatLastQuestion(plan: ChatPlan, state: GuidedState): string {
  if (state.phase === "timeframe") return timeframeReask(plan, state, false);
  if (state.pendingQuestion) return state.pendingQuestion;
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
    design: emptyDesign(),
    pendingQuestion: null,
  };
}

function turn(state: GuidedState, reply: string): GuidedTurn {
  return { state, reply, completed: state.phase === "completed", timeframe: state.timeframe };
}

function hasFollowUpLeft(plan: ChatPlan, state: GuidedState, topic: TopicProgress): boolean {
  return topic.followUpsAsked < definitionOf(plan, state, topic.id).followUps.length;
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}
