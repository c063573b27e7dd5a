import { escapeMarkdownText } from "../../runtime/markdown";
import { activeFacts, DESIGN_FACETS, FACET_LABELS, SAFETY_LABELS } from "../../assistant-design/index";
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
  if (topic.answers.length === 0) {
    // A topic an earlier answer already covered was never asked: it is covered, not "not reached".
    const told = topic.status === "skipped" ? [] : activeFacts(state.design, definition.facet);
    const note =
      told.length > 0
        ? `*Covered by an earlier answer:* ${told.map((fact) => quoted(fact.text)).join("; ")}`
        : unanswered;
    return `**Question:** ${escapeMarkdownText(definition.question)}\n\n${note}`;
  }
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

/** "## What I understood": the standing facts of the design, by facet, in the creator's words. */
export function designUnderstood(state: GuidedState): string[] {
  const facets = DESIGN_FACETS.filter((facet) => facet !== "risks" && activeFacts(state.design, facet).length > 0);
  if (facets.length === 0) return [];
  const lines = facets.map(
    (facet) =>
      `- **${FACET_LABELS[facet]}:** ${activeFacts(state.design, facet)
        .map((fact) => quoted(fact.text))
        .join("; ")}`,
  );
  const corrected = state.design.facts.filter((fact) => fact.supersededBy !== null);
  if (corrected.length > 0)
    lines.push(
      `- **Corrected during the session (no longer used):** ${corrected.map((fact) => quoted(fact.text)).join("; ")}`,
    );
  return [`## What I understood\n\n${lines.join("\n")}`];
}

/** "## Risks": safety mentions in the creator's words with the response decided, then the other risks named. */
export function risksSection(state: GuidedState): string {
  const lines = state.design.safety.map((mention) => {
    const response =
      mention.response && mention.response !== mention.quote
        ? ` **Response:** ${quoted(mention.response)}`
        : mention.response
          ? " **Response:** stated in the same sentence."
          : " **Response:** *not decided yet.*";
    return `- **${SAFETY_LABELS[mention.kind]}:** ${quoted(mention.quote)}.${response}`;
  });
  const named = activeFacts(state.design, "risks").filter(
    (fact) => !state.design.safety.some((mention) => mention.quote.includes(fact.text)),
  );
  lines.push(...named.map((fact) => `- ${quoted(fact.text)}`));
  return `## Risks\n\n${lines.length > 0 ? lines.join("\n") : "No risk was named in this session."}`;
}

/** The creator's questions and what answered them. */
export function questionsAsked(state: GuidedState): string[] {
  if (state.design.questions.length === 0) return [];
  return [`## Your questions\n\n${state.design.questions.map((question) => `- ${quoted(question.text)}`).join("\n")}`];
}
