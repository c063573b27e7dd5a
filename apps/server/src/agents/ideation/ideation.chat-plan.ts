import { TIMEFRAME_LABELS } from "@aesop/shared/contracts/agents";
import { TOPICS_PER_EXTENSION, type ChatPlan } from "../chat-engine/guided/chat-plan";
import { plural, projectLabel, timeframeOptions, titlesOf } from "../chat-engine/guided/messages";
import type { GuidedState } from "../chat-engine/guided/state";
import { buildIdeationReport } from "./ideation-report";
import { IDEATION_TOPICS, TOPICS_PER_TIMEFRAME } from "./ideation-plan";

/**
 * The Ideation Agent for the guided engine: a timeframe first (5, 15 or 30 minutes set how many
 * topics are planned), then the topics in order; "continue exploring" adds the next ones.
 */
export const IDEATION_PLAN: ChatPlan = {
  agent: "ideation",
  agentName: "Ideation Agent",
  stepName: "Topic",
  timeframe: { topicsPer: TOPICS_PER_TIMEFRAME },
  alwaysExtendable: true,
  open: () => ({
    topicIds: IDEATION_TOPICS.map((topic) => topic.id),
    plannedCount: 0,
    gaps: [],
    instructions: null,
  }),
  topic: (_state, topicId) => IDEATION_TOPICS.find((topic) => topic.id === topicId),
  welcome: (ctx) => ideationWelcome(ctx.projectName),
  phrases: {
    everything: "every topic I have",
    planDone: (state) =>
      state.timeframe !== null && state.plannedCount === TOPICS_PER_TIMEFRAME[state.timeframe]
        ? `That covers the ${plural(state.plannedCount, "topic")} of your **${TIMEFRAME_LABELS[state.timeframe]}** plan.`
        : `That covers the ${plural(state.plannedCount, "topic")} of your plan.`,
    moreToAdd: (state) =>
      `the next topics (${titlesOf(IDEATION_PLAN, state, state.plannedCount, state.plannedCount + TOPICS_PER_EXTENSION)})`,
    reportName: "ideation report",
    reportExtra: ", with a draft set of instructions built from your answers",
  },
  model: {
    role: "You are the Ideation Agent of AESOP. You help an AI builder design an AI assistant through a friendly, focused conversation.",
    intro: ideationIntro,
  },
  report: (state, transcript, ctx) => buildIdeationReport(IDEATION_PLAN, state, transcript, ctx),
};

function ideationWelcome(projectName: string): string {
  return [
    "## Welcome to the Ideation Agent",
    `Let's think through ${projectLabel(projectName)} together, one topic at a time: what it is for, who will use it, what it must never do, what could go wrong, and more. When we finish, I'll write an ideation report with a draft set of instructions built from your answers.`,
    [
      "**You are in control of this session:**",
      "- Ask me a question at any time, for example why a topic matters or for an example answer.",
      "- Say **skip** to move past a topic, or **go deeper** for a follow-up question.",
      "- Say **complete report** whenever you want to end early and get your report.",
      "- Say **continue exploring** to add more topics beyond your timeframe.",
    ].join("\n"),
    "The timeframe is a guideline, not a timer: nothing stops when the time is up.",
    `**How much time would you like to spend?** Choose one:\n${timeframeOptions(TOPICS_PER_TIMEFRAME)}`,
  ].join("\n\n");
}

function ideationIntro(state: GuidedState): string[] {
  if (state.timeframe === null) {
    const options = ([30, 15, 5] as const)
      .map((minutes) => `"${TIMEFRAME_LABELS[minutes]}" (${TOPICS_PER_TIMEFRAME[minutes]} topics)`)
      .join(", ");
    return [
      "Purpose: help the creator think their AI assistant through before writing its instructions.",
      `Timeframe: not chosen yet. Welcome the user, explain that they control the session, and offer exactly these options: ${options}. The timeframe is a guideline, not a timer. It decides how many of the topics below, from the first, the session covers.`,
    ];
  }
  return [
    "Purpose: help the creator think their AI assistant through before writing its instructions.",
    `Timeframe: ${TIMEFRAME_LABELS[state.timeframe]}, a guideline, not a timer; it sets how many topics are planned (${state.plannedCount} now).`,
  ];
}
