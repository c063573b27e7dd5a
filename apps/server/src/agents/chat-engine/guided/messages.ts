import { SESSION_TIMEFRAMES_MINUTES } from "@aesop/shared/constants";
import { TIMEFRAME_LABELS } from "@aesop/shared/contracts/agents";
import { escapeMarkdownText } from "../../runtime/markdown";
import type { ChatPlan } from "./chat-plan";
import { gapOf, topicDefinition } from "./session-plan";
import { type GuidedState, type InterviewGap, type SessionTimeframe } from "./state";

/**
 * The guided agents' replies, in Markdown, for any chat agent's plan. Anything that comes from the
 * user or from their instructions (project name, quotes) is escaped and never starts a line.
 */

/** Longest first, as in the spec. */
const TIMEFRAMES_LONGEST_FIRST = [...SESSION_TIMEFRAMES_MINUTES].sort((a, b) => b - a);

export function projectLabel(projectName: string): string {
  const name = projectName.trim();
  return name === "" ? "your project" : `**${escapeMarkdownText(name)}**`;
}

/** "- **30 min Comprehensive** (13 topics)", longest first. */
export function timeframeOptions(topicsPer: Readonly<Record<SessionTimeframe, number>>): string {
  return TIMEFRAMES_LONGEST_FIRST.map(
    (minutes) => `- **${TIMEFRAME_LABELS[minutes]}** (${plural(topicsPer[minutes], "topic")})`,
  ).join("\n");
}

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

/** The question waiting for an answer, headed by its topic and place in the plan. */
export function questionBlock(plan: ChatPlan, state: GuidedState, topicId: string, followUp: number | null): string {
  const topic = topicDefinition(plan, state, topicId);
  const position = state.topics.findIndex((candidate) => candidate.id === topicId) + 1;
  const heading = `**${plan.stepName} ${position} of ${state.plannedCount}: ${escapeMarkdownText(topic.title)}**${followUp === null ? "" : " (follow-up)"}`;
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

export function helpText(plan: ChatPlan, state: GuidedState): string {
  const lines = [
    "Here is what you can say at any time:",
    "- **skip**: move on to the next topic (I'll list it as an open question).",
    "- **go deeper**: a follow-up question on the topic we are on, or the one you just answered.",
    "- a question ending with **?**: I'll explain the topic or give an example answer.",
    "- **complete report**: end the session now and get your report.",
  ];
  if (canExtend(plan, state)) {
    lines.push("- **continue exploring**: add more topics to the plan.");
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Timeframe, extension, wrap-up and the end
// ---------------------------------------------------------------------------------------------

export function timeframeReask(plan: ChatPlan, state: GuidedState, explain: boolean): string {
  const topicsPer = plan.timeframe?.topicsPer;
  if (!topicsPer) throw new Error(`The ${plan.agentName} has no timeframe to choose`);
  const intro = explain
    ? `Each option covers more of the plan: 5 min Essentials covers ${titlesOf(plan, state, 0, topicsPer[5])}; 15 min Standard adds ${titlesOf(plan, state, topicsPer[5], topicsPer[15])}; 30 min Comprehensive covers every topic. It is a guideline, not a timer.`
    : "Sorry, I didn't catch which timeframe you'd like.";
  return `${intro}\n\nPlease choose one:\n${timeframeOptions(topicsPer)}`;
}

export function timeframeChosen(plan: ChatPlan, state: GuidedState): string {
  const label = state.timeframe === null ? "your plan" : `**${TIMEFRAME_LABELS[state.timeframe]}**`;
  return `Great: ${label}. We'll cover ${plural(state.plannedCount, "topic")}: ${titlesOf(plan, state, 0, state.plannedCount)}. It's a guideline, not a timer: say **continue exploring** for more topics, or **complete report** to finish early.`;
}

export function extensionAdded(plan: ChatPlan, state: GuidedState, from: number): string {
  const added = state.plannedCount - from;
  return `I've added ${plural(added, "more topic")} to the plan: ${titlesOf(plan, state, from, state.plannedCount)}.`;
}

export function nothingLeft(plan: ChatPlan, planDone: boolean): string {
  const what = plan.phrases.everything;
  return planDone
    ? `We've covered ${what}, so there is nothing left to explore. Say **complete report** to get your report.`
    : `Your plan already includes ${what}, so there is nothing more to add.`;
}

export function wrapUpOffer(plan: ChatPlan, state: GuidedState): string {
  const remaining = state.topics.length - state.plannedCount;
  const done = plan.phrases.planDone(state);
  if (remaining === 0) {
    return `${done} That was the whole plan, so there is nothing left to explore: say **complete report** and I'll write your report.`;
  }
  return `${done} Say **complete report** and I'll write your report, or **continue exploring** to add ${plan.phrases.moreToAdd(state, remaining)}.`;
}

export function completedReply(plan: ChatPlan, state: GuidedState): string {
  const answered = state.topics.some((topic) => topic.answers.length > 0) || state.notes.length > 0;
  const report = plan.phrases.reportName;
  const extra = plan.phrases.reportExtra;
  const empty = answered ? "" : " You haven't answered any topic yet, so it will mostly list open questions.";
  return `Thank you! I'm writing your ${report} now; it will appear in your workspace shortly${extra}.${empty}`;
}

export function alreadyEnded(plan: ChatPlan): string {
  return `This session has ended and its report is in your workspace. Start a new session with the ${plan.agentName} to continue.`;
}

/** Whether "continue exploring" can add anything: always for some plans, else while topics remain. */
export function canExtend(plan: ChatPlan, state: GuidedState): boolean {
  return plan.alwaysExtendable || state.topics.length > state.plannedCount;
}

// ---------------------------------------------------------------------------------------------

/** A topic's title, escaped and in bold. */
export function topicName(plan: ChatPlan, state: GuidedState, topicId: string): string {
  return `**${escapeMarkdownText(topicDefinition(plan, state, topicId).title)}**`;
}

/** Titles in bold, since several contain "and" themselves. */
export function titlesOf(plan: ChatPlan, state: GuidedState, from: number, to: number): string {
  return joinWords(state.topics.slice(from, to).map((topic) => topicName(plan, state, topic.id)));
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`;
}
