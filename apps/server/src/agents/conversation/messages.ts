import { SESSION_TIMEFRAMES_MINUTES } from "@aesop/shared/constants";
import { type ChatAgent, TIMEFRAME_LABELS } from "@aesop/shared/contracts/agents";
import { escapeMarkdownText } from "../instructions-review/report";
import { IDEATION_TOPICS, TOPICS_PER_EXTENSION, TOPICS_PER_TIMEFRAME } from "./plans/ideation-plan";
import { MAX_PLANNED_GAPS } from "./plans/interview-plan";
import { gapOf, topicDefinition } from "./plans/session-plan";
import type { QuestionFocus } from "./commands";
import { type GuidedState, type InterviewGap } from "./state";

/**
 * The guided agents' replies, in Markdown. Anything that comes from the user or from their
 * instructions (project name, quotes) is escaped and never starts a line.
 */

export const AGENT_NAMES: Record<ChatAgent, string> = { ideation: "Ideation Agent", interview: "Interview Agent" };

/** Longest first, as in the spec. */
const TIMEFRAMES_LONGEST_FIRST = [...SESSION_TIMEFRAMES_MINUTES].sort((a, b) => b - a);

export function projectLabel(projectName: string): string {
  const name = projectName.trim();
  return name === "" ? "your project" : `**${escapeMarkdownText(name)}**`;
}

// ---------------------------------------------------------------------------------------------
// Welcome
// ---------------------------------------------------------------------------------------------

export function ideationWelcome(projectName: string): string {
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
    `**How much time would you like to spend?** Choose one:\n${timeframeOptions()}`,
  ].join("\n\n");
}

export function timeframeOptions(): string {
  return TIMEFRAMES_LONGEST_FIRST.map(
    (minutes) => `- **${TIMEFRAME_LABELS[minutes]}** (${plural(TOPICS_PER_TIMEFRAME[minutes], "topic")})`,
  ).join("\n");
}

export function interviewWelcome(projectName: string, state: GuidedState, firstQuestion: string): string {
  return [
    "## Welcome to the Interview Agent",
    `This is a structured deep dive into ${projectLabel(projectName)}, in sections: intent, users and stakes, known risks, data, failure modes, escalation, and how success is judged. There is no timeframe: take the time you need.`,
    instructionsParagraph(state),
    "**You are in control:** ask me a question at any time, say **skip** to move on, **go deeper** for a follow-up question, or **complete report** to end the interview and get your report.",
    firstQuestion,
  ].join("\n\n");
}

function instructionsParagraph(state: GuidedState): string {
  const { instructions, gaps } = state;
  if (!instructions) {
    return "No instructions were found for this project, so I'll run the standard sections. Submitting your instructions to the Instructions Review Agent first makes the interview sharper: it then asks about the gaps the review finds.";
  }
  if (!instructions.reviewed) {
    return `Instructions found for this project (report #${instructions.reportId}), but their review is not ready yet, so I'll run the standard sections.`;
  }
  const score = instructions.overallScore === null ? "" : `, score ${instructions.overallScore}/100`;
  if (gaps.length === 0) {
    return `Instructions found for this project. Their review (report #${instructions.reportId}${score}) found no gaps to ask about, so I'll run the standard sections.`;
  }
  const asked = Math.min(gaps.length, MAX_PLANNED_GAPS);
  const more =
    gaps.length > asked
      ? ` Say **continue exploring** at the end to discuss more of the ${plural(gaps.length - asked, "other gap")}.`
      : "";
  return `Instructions found for this project. Their review (report #${instructions.reportId}${score}) found ${plural(gaps.length, "gap")}; right after the intent section I'll ask about ${asked === gaps.length ? (asked === 1 ? "it" : "them") : `the ${asked} most important`}, quoting your lines.${more}`;
}

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

/** The question waiting for an answer, headed by its topic and place in the plan. */
export function questionBlock(state: GuidedState, topicId: string, followUp: number | null): string {
  const topic = topicDefinition(state, topicId);
  const position = state.topics.findIndex((candidate) => candidate.id === topicId) + 1;
  const unit = state.agent === "ideation" ? "Topic" : "Section";
  const heading = `**${unit} ${position} of ${state.plannedCount}: ${escapeMarkdownText(topic.title)}**${followUp === null ? "" : " (follow-up)"}`;
  if (followUp !== null) return `${heading}\n\n${topic.followUps[followUp] ?? topic.question}`;
  const gap = gapOf(state, topicId);
  return [heading, ...(gap ? [gapIntro(gap)] : []), topic.question].join("\n\n");
}

/** What the review found about a gap: its quoted lines, or that it found nothing. */
export function gapIntro(gap: InterviewGap): string {
  const name = `**${escapeMarkdownText(gap.name)}**`;
  if (gap.evidence.length === 0) return `The review of your instructions found nothing about ${name}.`;
  const quotes = gap.evidence.map(
    (quote) =>
      `- line ${quote.line}: "${escapeMarkdownText(quote.quote)}"${quote.note ? ` (${escapeMarkdownText(quote.note)})` : ""}`,
  );
  const judged = gap.status === "partial" ? "only partly covered" : "not covered";
  return `The review of your instructions judged ${name} ${judged}. It quoted:\n\n${quotes.join("\n")}`;
}

/** A short guided answer to the user's question about a topic. */
export function topicHelp(state: GuidedState, topicId: string, focus: QuestionFocus): string {
  const topic = topicDefinition(state, topicId);
  const why = escapeMarkdownText(topic.why);
  const example = `For example: "${escapeMarkdownText(topic.example)}"`;
  return focus === "example" ? `Good question. ${example}\n\n${why}` : `Good question. ${why}\n\n${example}`;
}

export function helpText(state: GuidedState): string {
  const lines = [
    "Here is what you can say at any time:",
    "- **skip**: move on to the next topic (I'll list it as an open question).",
    "- **go deeper**: a follow-up question on the topic we are on, or the one you just answered.",
    "- a question ending with **?**: I'll explain the topic or give an example answer.",
    "- **complete report**: end the session now and get your report.",
  ];
  if (state.agent === "ideation" || state.topics.length > state.plannedCount) {
    lines.push("- **continue exploring**: add more topics to the plan.");
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Timeframe, extension, wrap-up and the end
// ---------------------------------------------------------------------------------------------

export function timeframeReask(explain: boolean): string {
  const intro = explain
    ? `Each option covers more of the plan: 5 min Essentials covers ${topicList(0, TOPICS_PER_TIMEFRAME[5])}; 15 min Standard adds ${topicList(TOPICS_PER_TIMEFRAME[5], TOPICS_PER_TIMEFRAME[15])}; 30 min Comprehensive covers every topic. It is a guideline, not a timer.`
    : "Sorry, I didn't catch which timeframe you'd like.";
  return `${intro}\n\nPlease choose one:\n${timeframeOptions()}`;
}

export function timeframeChosen(state: GuidedState): string {
  const label = state.timeframe === null ? "your plan" : `**${TIMEFRAME_LABELS[state.timeframe]}**`;
  return `Great: ${label}. We'll cover ${plural(state.plannedCount, "topic")}: ${topicList(0, state.plannedCount)}. It's a guideline, not a timer: say **continue exploring** for more topics, or **complete report** to finish early.`;
}

export function extensionAdded(state: GuidedState, from: number): string {
  const added = state.plannedCount - from;
  return `I've added ${plural(added, "more topic")} to the plan: ${titlesOf(state, from, state.plannedCount)}.`;
}

export function nothingLeft(state: GuidedState, planDone: boolean): string {
  const what = state.agent === "ideation" ? "every topic I have" : "every section and every gap of the review";
  return planDone
    ? `We've covered ${what}, so there is nothing left to explore. Say **complete report** to get your report.`
    : `Your plan already includes ${what}, so there is nothing more to add.`;
}

export function wrapUpOffer(state: GuidedState): string {
  const remaining = state.topics.length - state.plannedCount;
  const done =
    state.agent === "ideation"
      ? state.timeframe !== null && state.plannedCount === timeframeTopicCount(state.timeframe)
        ? `That covers the ${plural(state.plannedCount, "topic")} of your **${TIMEFRAME_LABELS[state.timeframe]}** plan.`
        : `That covers the ${plural(state.plannedCount, "topic")} of your plan.`
      : "That covers every section of the interview.";
  if (remaining === 0) {
    return `${done} That was the whole plan, so there is nothing left to explore: say **complete report** and I'll write your report.`;
  }
  const next =
    state.agent === "ideation"
      ? `the next topics (${titlesOf(state, state.plannedCount, state.plannedCount + TOPICS_PER_EXTENSION)})`
      : remaining > TOPICS_PER_EXTENSION
        ? `${TOPICS_PER_EXTENSION} more of the ${plural(remaining, "other gap")} the review found`
        : `the ${plural(remaining, "other gap")} the review found`;
  return `${done} Say **complete report** and I'll write your report, or **continue exploring** to add ${next}.`;
}

export function completedReply(state: GuidedState): string {
  const answered = state.topics.some((topic) => topic.answers.length > 0) || state.notes.length > 0;
  const report = state.agent === "ideation" ? "ideation report" : "interview report";
  const extra = state.agent === "ideation" ? ", with a draft set of instructions built from your answers" : "";
  const empty = answered ? "" : " You haven't answered any topic yet, so it will mostly list open questions.";
  return `Thank you! I'm writing your ${report} now; it will appear in your workspace shortly${extra}.${empty}`;
}

export function alreadyEnded(state: GuidedState): string {
  return `This session has ended and its report is in your workspace. Start a new session with the ${AGENT_NAMES[state.agent]} to continue.`;
}

// ---------------------------------------------------------------------------------------------

function timeframeTopicCount(timeframe: NonNullable<GuidedState["timeframe"]>): number {
  return TOPICS_PER_TIMEFRAME[timeframe];
}

/** A topic's title, escaped and in bold. */
export function topicName(state: GuidedState, topicId: string): string {
  return `**${escapeMarkdownText(topicDefinition(state, topicId).title)}**`;
}

/** Titles in bold, since several contain "and" themselves. */
function topicList(from: number, to: number): string {
  return joinWords(IDEATION_TOPICS.slice(from, to).map((topic) => `**${topic.title}**`));
}

function titlesOf(state: GuidedState, from: number, to: number): string {
  return joinWords(state.topics.slice(from, to).map((topic) => topicName(state, topic.id)));
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`;
}
