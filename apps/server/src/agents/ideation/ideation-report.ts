import { TIMEFRAME_LABELS } from "@aesop/shared/contracts/agents";
import type { ChatPlan } from "../chat-engine/guided/chat-plan";
import { joinWords, plural, topicName } from "../chat-engine/guided/messages";
import {
  answersFromTranscript,
  designUnderstood,
  fenced,
  questionsAsked,
  risksSection,
  keyPoints,
  quoted,
  reportTitle,
  titleHeading,
  topicAnswers,
} from "../chat-engine/guided/report-sections";
import { topicDefinition } from "../chat-engine/guided/session-plan";
import { plannedTopics, type GuidedState } from "../chat-engine/guided/state";
import type { ConversationContext, ConversationReport, TranscriptMessage } from "../chat-engine/guided/types";
import { escapeMarkdownText } from "../runtime/markdown";
import { buildDraftInstructions } from "./draft-instructions";

/**
 * The Ideation Agent's report: a summary in the creator's words, a section per topic, open
 * questions for what was skipped or not reached, and a draft instruction set built from the answers.
 */

export function buildIdeationReport(
  plan: ChatPlan,
  state: GuidedState,
  transcript: readonly TranscriptMessage[],
  ctx: ConversationContext,
): ConversationReport {
  const draftInstructions = buildDraftInstructions(state, ctx.projectName);
  const sections = [
    titleHeading("Ideation report", ctx.projectName),
    summary(plan, state),
    ...designUnderstood(state),
    risksSection(state),
    ...questionsAsked(state),
    topicsSection(plan, state),
    ...notes(state),
    ...fromTranscript(state, transcript),
    openQuestions(plan, state),
    [
      "## Draft instructions",
      "A starting point built from what you told me: fill in the placeholders listed at its top (each stands for a fact not given), then submit the instructions to the Instructions Review Agent.",
      fenced(draftInstructions),
    ].join("\n\n"),
  ];
  return {
    title: reportTitle("Ideation report", ctx.projectName),
    markdown: `${sections.join("\n\n")}\n`,
    draftInstructions,
  };
}

function summary(plan: ChatPlan, state: GuidedState): string {
  const planned = plannedTopics(state);
  const answered = planned.filter((topic) => topic.status === "answered").length;
  const skipped = planned.filter((topic) => topic.status === "skipped").length;
  const notReached = planned.filter((topic) => topic.status === "pending").length;
  const timeframe =
    state.timeframe === null ? "not chosen" : `${TIMEFRAME_LABELS[state.timeframe]} (a guideline, not a timer)`;
  const counts = [
    `${answered} of ${plural(planned.length, "planned topic")} answered`,
    ...(skipped > 0 ? [`${skipped} skipped`] : []),
    ...(notReached > 0 ? [`${notReached} not reached`] : []),
  ];
  const ended =
    state.endedBy === "complete-report" && notReached > 0 ? ' The session was ended early with "complete report".' : "";
  const points = keyPoints(plan, state, planned);
  return [
    "## Summary",
    [`- **Timeframe:** ${timeframe}`, `- **Topics:** ${joinWords(counts)}.${ended}`].join("\n"),
    points.length > 0
      ? `**Key points, in your words:**\n\n${points.join("\n")}`
      : "No topic was answered in this session.",
  ].join("\n\n");
}

function topicsSection(plan: ChatPlan, state: GuidedState): string {
  const planned = plannedTopics(state);
  if (planned.length === 0)
    return "## Topics\n\nNo topics were planned: the session ended before a timeframe was chosen.";
  const parts = planned.map((topic, index) => {
    const title = escapeMarkdownText(topicDefinition(plan, state, topic.id).title);
    const unanswered = topic.status === "skipped" ? "*Skipped.*" : "*Not reached in this session.*";
    return `### ${index + 1}. ${title}\n\n${topicAnswers(plan, state, topic, unanswered)}`;
  });
  return ["## Topics", ...parts].join("\n\n");
}

function notes(state: GuidedState): string[] {
  if (state.notes.length === 0) return [];
  return [`## Additional notes\n\n${state.notes.map((note) => `- ${quoted(note)}`).join("\n")}`];
}

function fromTranscript(state: GuidedState, transcript: readonly TranscriptMessage[]): string[] {
  const said = answersFromTranscript(state, transcript);
  return said.length === 0 ? [] : [`## What you said\n\n${said.join("\n")}`];
}

function openQuestions(plan: ChatPlan, state: GuidedState): string {
  const open = plannedTopics(state)
    .filter((topic) => topic.status !== "answered")
    .map((topic) => {
      const definition = topicDefinition(plan, state, topic.id);
      const why = topic.status === "skipped" ? "skipped" : "not reached";
      return `- **${escapeMarkdownText(definition.title)}** (${why}): ${escapeMarkdownText(definition.question)}`;
    });
  const beyond = state.topics.slice(state.plannedCount).map((topic) => topicName(plan, state, topic.id));
  const parts = ["## Open questions"];
  parts.push(open.length > 0 ? open.join("\n") : "None: every planned topic was answered.");
  if (beyond.length > 0) {
    parts.push(
      `Not in this session's plan: ${joinWords(beyond)}. A longer session, or "continue exploring", covers them.`,
    );
  }
  return parts.join("\n\n");
}
