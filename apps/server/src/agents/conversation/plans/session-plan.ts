import { type GuidedState, type InterviewGap } from "../state";
import { IDEATION_TOPICS } from "./ideation-plan";
import { gapTopic, INTERVIEW_SECTIONS, MAX_PLANNED_GAPS } from "./interview-plan";
import type { PlanTopic } from "./plan-topic";

/** The plan of one session: which topics it may cover, in order, and what each one asks. */

/** The interview's topic ids: intent, the first gaps, the other sections, then the remaining gaps. */
export function interviewTopicIds(gaps: readonly InterviewGap[]): { ids: string[]; plannedCount: number } {
  const [intent, ...sections] = INTERVIEW_SECTIONS.map((section) => section.id);
  const planned = gaps.slice(0, MAX_PLANNED_GAPS).map((gap) => gap.topicId);
  const reserve = gaps.slice(MAX_PLANNED_GAPS).map((gap) => gap.topicId);
  const ids = [...(intent === undefined ? [] : [intent]), ...planned, ...sections, ...reserve];
  return { ids, plannedCount: ids.length - reserve.length };
}

export function ideationTopicIds(): string[] {
  return IDEATION_TOPICS.map((topic) => topic.id);
}

export function topicDefinition(state: GuidedState, topicId: string): PlanTopic {
  if (state.agent === "ideation") {
    const topic = IDEATION_TOPICS.find((candidate) => candidate.id === topicId);
    if (topic) return topic;
  } else {
    const section = INTERVIEW_SECTIONS.find((candidate) => candidate.id === topicId);
    if (section) return section;
    const gap = gapOf(state, topicId);
    if (gap) return gapTopic(gap);
  }
  throw new Error(`Unknown topic "${topicId}" in a guided ${state.agent} session`);
}

export function gapOf(state: GuidedState, topicId: string): InterviewGap | undefined {
  return state.gaps.find((gap) => gap.topicId === topicId);
}
