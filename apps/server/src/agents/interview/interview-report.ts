import type { ChatPlan } from "../chat-engine/guided/chat-plan";
import { gapIntro, joinWords, plural } from "../chat-engine/guided/messages";
import {
  answersFromTranscript,
  designUnderstood,
  keyPoints,
  questionsAsked,
  risksSection,
  quoted,
  reportTitle,
  titleHeading,
  topicAnswers,
} from "../chat-engine/guided/report-sections";
import { gapOf, topicDefinition } from "../chat-engine/guided/session-plan";
import { plannedTopics, type GuidedState, type InterviewGap, type TopicProgress } from "../chat-engine/guided/state";
import type { ConversationContext, ConversationReport, TranscriptMessage } from "../chat-engine/guided/types";
import { escapeMarkdownText } from "../runtime/markdown";

/**
 * The Interview Agent's report: a summary, each section's answers in the creator's words, the gaps
 * of the instructions review that were discussed (quoted), risks and open items, and next steps.
 */

export function buildInterviewReport(
  plan: ChatPlan,
  state: GuidedState,
  transcript: readonly TranscriptMessage[],
  ctx: ConversationContext,
): ConversationReport {
  const planned = plannedTopics(state);
  const sections = planned.filter((topic) => !gapOf(state, topic.id));
  const gaps = planned.filter((topic) => gapOf(state, topic.id));
  const said = answersFromTranscript(state, transcript);
  const parts = [
    titleHeading("Interview report", ctx.projectName),
    summary(plan, state, planned),
    ["## Sections", ...sections.map((topic, index) => section(plan, state, topic, index))].join("\n\n"),
    gapsDiscussed(plan, state, gaps),
    ...(state.notes.length > 0
      ? [`## Additional notes\n\n${state.notes.map((note) => `- ${quoted(note)}`).join("\n")}`]
      : []),
    ...(said.length > 0 ? [`## What you said\n\n${said.join("\n")}`] : []),
    decisionsMade(plan, state, planned),
    risksSection(state),
    ...questionsAsked(state),
    risksAndOpenItems(plan, state, planned),
    nextSteps(plan, state, planned),
  ];
  return {
    title: reportTitle("Interview report", ctx.projectName),
    markdown: `${parts.join("\n\n")}\n`,
    draftInstructions: null,
  };
}

/** What the creator decided, topic by topic, from the facts of their answers. */
function decisionsMade(plan: ChatPlan, state: GuidedState, planned: readonly TopicProgress[]): string {
  const lines = planned.flatMap((topic) => {
    const facts = state.design.facts.filter((fact) => fact.topicId === topic.id && fact.supersededBy === null);
    if (facts.length === 0) return [];
    const title = escapeMarkdownText(topicDefinition(plan, state, topic.id).title);
    return [`- **${title}:** ${facts.map((fact) => quoted(fact.text)).join("; ")}`];
  });
  const understood = designUnderstood(state);
  return [
    `## Decisions made\n\n${lines.length > 0 ? lines.join("\n") : "No decision was recorded in this interview."}`,
    ...understood,
  ].join("\n\n");
}

function summary(plan: ChatPlan, state: GuidedState, planned: readonly TopicProgress[]): string {
  const answered = planned.filter((topic) => topic.status === "answered").length;
  const skipped = planned.filter((topic) => topic.status === "skipped").length;
  const notReached = planned.filter((topic) => topic.status === "pending").length;
  const counts = [
    `${answered} of ${plural(planned.length, "section")} answered`,
    ...(skipped > 0 ? [`${skipped} skipped`] : []),
    ...(notReached > 0 ? [`${notReached} not reached`] : []),
  ];
  const ended =
    state.endedBy === "complete-report" && notReached > 0
      ? ' The interview was ended early with "complete report".'
      : "";
  const points = keyPoints(plan, state, planned);
  return [
    "## Summary",
    [
      `- **Instructions:** ${instructionsSummary(plan, state, planned)}`,
      `- **Sections:** ${joinWords(counts)}.${ended}`,
    ].join("\n"),
    points.length > 0
      ? `**Key points, in your words:**\n\n${points.join("\n")}`
      : "No section was answered in this interview.",
  ].join("\n\n");
}

function instructionsSummary(plan: ChatPlan, state: GuidedState, planned: readonly TopicProgress[]): string {
  const { instructions } = state;
  if (!instructions) return "none found for this project; the interview ran the standard sections.";
  if (!instructions.reviewed)
    return `found (report #${instructions.reportId}), not yet reviewed; the interview ran the standard sections.`;
  const score = instructions.overallScore === null ? "" : `, score ${instructions.overallScore}/100`;
  const discussed = planned.filter((topic) => gapOf(state, topic.id)).length;
  if (state.gaps.length === 0)
    return `reviewed (report #${instructions.reportId}${score}); the review found no gaps to ask about.`;
  return `reviewed (report #${instructions.reportId}${score}); the review found ${plural(state.gaps.length, "gap")}, ${discussed} of them in this interview's plan.`;
}

function section(plan: ChatPlan, state: GuidedState, topic: TopicProgress, index: number): string {
  const title = escapeMarkdownText(topicDefinition(plan, state, topic.id).title);
  const unanswered = topic.status === "skipped" ? "*Skipped.*" : "*Not reached in this interview.*";
  return `### ${index + 1}. ${title}\n\n${topicAnswers(plan, state, topic, unanswered)}`;
}

function gapsDiscussed(plan: ChatPlan, state: GuidedState, gapTopics: readonly TopicProgress[]): string {
  if (gapTopics.length === 0) {
    return state.instructions?.reviewed
      ? "## Gaps discussed\n\nThe review of the instructions found no gaps to discuss."
      : "## Gaps discussed\n\nNone: there was no reviewed instruction set to discuss.";
  }
  const parts = gapTopics.map((topic) => {
    const gap = gapOf(state, topic.id);
    const heading = gap ? `### ${escapeMarkdownText(gap.name)} (${gap.status})` : "### Gap";
    const unanswered = topic.status === "skipped" ? "*Skipped.*" : "*Not reached in this interview.*";
    return [heading, ...(gap ? [gapIntro(gap)] : []), topicAnswers(plan, state, topic, unanswered)].join("\n\n");
  });
  return ["## Gaps discussed", ...parts].join("\n\n");
}

function risksAndOpenItems(plan: ChatPlan, state: GuidedState, planned: readonly TopicProgress[]): string {
  const items: string[] = [];
  for (const [id, label] of [
    ["known-risks", "Known risks"],
    ["failure-modes", "Failure modes"],
  ] as const) {
    const answers = planned.find((topic) => topic.id === id)?.answers ?? [];
    if (answers.length > 0)
      items.push(`- **${label}, in your words:** ${answers.map((answer) => quoted(answer.text)).join("; ")}`);
  }
  for (const topic of planned) {
    if (topic.status === "answered" || gapOf(state, topic.id)) continue;
    const definition = topicDefinition(plan, state, topic.id);
    const why = topic.status === "skipped" ? "skipped" : "not reached";
    items.push(
      `- **Open (${why}): ${escapeMarkdownText(definition.title)}.** ${escapeMarkdownText(definition.question)}`,
    );
  }
  for (const topicId of state.design.evasive) {
    const definition = plan.topic(state, topicId);
    if (definition)
      items.push(
        `- **Question still open (answer deferred): ${escapeMarkdownText(definition.title)}.** ${escapeMarkdownText(definition.question)}`,
      );
  }
  for (const mention of state.design.safety.filter((candidate) => candidate.response === null))
    items.push(`- **Question still open:** how the assistant must respond to ${quoted(mention.quote)}.`);
  const openGaps = [
    ...planned.filter((topic) => topic.status !== "answered").flatMap((topic) => gapOf(state, topic.id) ?? []),
    ...unplannedGaps(state),
  ];
  if (openGaps.length > 0) {
    items.push(
      `- **Gaps of the review still open:** ${joinWords(openGaps.map((gap) => escapeMarkdownText(gap.name)))}.`,
    );
  }
  return `## Risks and open items\n\n${items.length > 0 ? items.join("\n") : "No open items: every section was answered."}`;
}

function nextSteps(plan: ChatPlan, state: GuidedState, planned: readonly TopicProgress[]): string {
  const steps: string[] = [];
  for (const topic of planned) {
    const gap = gapOf(state, topic.id);
    if (!gap) continue;
    const name = `**${escapeMarkdownText(gap.name)}**`;
    if (topic.status === "answered") {
      const example = gap.suggestedSentence ? ` For example: "${escapeMarkdownText(gap.suggestedSentence)}"` : "";
      steps.push(`Add a rule on ${name} to your instructions, based on your answer.${example}`);
    } else {
      steps.push(`Decide what your instructions should say about ${name}: ${escapeMarkdownText(gap.question)}`);
    }
  }
  const notDiscussed = unplannedGaps(state);
  if (notDiscussed.length > 0) {
    const names = joinWords(notDiscussed.map((gap) => `**${escapeMarkdownText(gap.name)}**`));
    steps.push(
      `Decide what your instructions should say about the other gaps the review found: ${names}. Its report suggests a sentence for each.`,
    );
  }
  const escalation = planned.find((topic) => topic.id === "escalation");
  if (escalation && escalation.status !== "answered") {
    steps.push(
      "Decide when the assistant hands over to a human, and which crisis line or emergency number applies to your users.",
    );
  }
  steps.push(
    state.instructions
      ? "Update your instructions with what you decided, and submit them to the Instructions Review Agent again to check that the gaps are closed."
      : "Write your assistant's instructions from this interview, and submit them to the Instructions Review Agent.",
  );
  steps.push("Before launch, test the assistant against the risks and failure modes above.");
  return `## Next steps\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join("\n")}`;
}

function unplannedGaps(state: GuidedState): InterviewGap[] {
  const planned = new Set(plannedTopics(state).map((topic) => topic.id));
  return state.gaps.filter((gap) => !planned.has(gap.topicId));
}
