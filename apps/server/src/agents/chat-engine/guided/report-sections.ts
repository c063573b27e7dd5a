import { escapeMarkdownText } from "../../runtime/markdown";
import type { ChatPlan } from "./chat-plan";
import { detectIntent, parseTimeframe } from "./commands";
import { topicDefinition } from "./session-plan";
import { countWords, shortQuote } from "./reflect";
import { type GuidedState, type TopicProgress } from "./state";
import type { TranscriptMessage } from "./types";

/** Parts shared by the chat agents' reports. Every piece of user text is escaped. */

/** A user's answer in full, on one line, quoted. */
export function quoted(text: string): string {
  return `"${escapeMarkdownText(text)}"`;
}

export function reportTitle(kind: string, projectName: string): string {
  const name = projectName.replace(/\s+/g, " ").trim();
  return name === "" ? kind : `${kind}: ${name}`;
}

export function titleHeading(kind: string, projectName: string): string {
  const name = projectName.trim();
  return name === "" ? `# ${kind}` : `# ${kind}: ${escapeMarkdownText(name)}`;
}

/** A first answer this short is quoted with the next one, which usually says more. */
const SHORT_KEY_POINT_WORDS = 8;

/** "- **Purpose:** "short quote"" for each topic answered, in plan order. */
export function keyPoints(plan: ChatPlan, state: GuidedState, topics: readonly TopicProgress[]): string[] {
  return topics.flatMap((topic) => {
    const [first, second] = topic.answers;
    if (!first) return [];
    const quotes = [first, ...(second && countWords(first.text) < SHORT_KEY_POINT_WORDS ? [second] : [])];
    const said = quotes.map((answer) => `"${shortQuote(answer.text)}"`).join("; ");
    return [`- **${escapeMarkdownText(topicDefinition(plan, state, topic.id).title)}:** ${said}`];
  });
}

/** The question(s) of a topic with the answers given, or what happened to it. */
export function topicAnswers(plan: ChatPlan, state: GuidedState, topic: TopicProgress, unanswered: string): string {
  const definition = topicDefinition(plan, state, topic.id);
  if (topic.answers.length === 0) return `**Question:** ${escapeMarkdownText(definition.question)}\n\n${unanswered}`;
  return topic.answers
    .map((answer) => {
      const question = answer.followUp === null ? definition.question : definition.followUps[answer.followUp];
      const label = answer.followUp === null ? "Question" : "Follow-up";
      return `**${label}:** ${escapeMarkdownText(question ?? definition.question)}\n\n**Your answer:** ${quoted(answer.text)}`;
    })
    .join("\n\n");
}

/**
 * When the state holds no answers (for example a session driven by a model), the user's own
 * messages from the transcript, without commands and the timeframe choice.
 */
export function answersFromTranscript(state: GuidedState, transcript: readonly TranscriptMessage[]): string[] {
  const recorded = state.topics.some((topic) => topic.answers.length > 0) || state.notes.length > 0;
  if (recorded) return [];
  return transcript
    .filter((message) => message.role === "user" && message.text.trim() !== "")
    .filter((message) => detectIntent(message.text).kind === "answer")
    .filter((message) => !(parseTimeframe(message.text) !== null && message.text.trim().split(/\s+/).length <= 3))
    .map((message) => `- ${quoted(message.text)}`);
}

/** A fenced block that the content cannot close: its fence is longer than any run of backticks in it. */
export function fenced(content: string, info = "text"): string {
  const longestRun = Math.max(0, ...Array.from(content.matchAll(/`+/g), (match) => match[0].length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${fence}${info}\n${content.replace(/\n+$/, "")}\n${fence}`;
}
