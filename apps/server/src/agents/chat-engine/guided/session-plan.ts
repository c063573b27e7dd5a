import type { ChatPlan } from "./chat-plan";
import type { PlanTopic } from "./plan-topic";
import { type GuidedState, type InterviewGap } from "./state";

/** The plan of one session: what each of its topics asks, whichever agent's plan it is. */
export function topicDefinition(plan: ChatPlan, state: GuidedState, topicId: string): PlanTopic {
  const topic = plan.topic(state, topicId);
  if (!topic) throw new Error(`Unknown topic "${topicId}" in a guided ${state.agent} session`);
  return topic;
}

/** The review finding a topic asks about, when it is one. */
export function gapOf(state: GuidedState, topicId: string): InterviewGap | undefined {
  return state.gaps.find((gap) => gap.topicId === topicId);
}
