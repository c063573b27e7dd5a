import { escapeMarkdownText } from "../../runtime/markdown";
import type { TranscriptMessage } from "./types";

/**
 * A chat session as Markdown: "**Creator:** …" and "**Ideation Agent:** …" in turn. The creator's
 * messages are escaped paragraph by paragraph. The agent's messages keep their Markdown, but raw
 * HTML, script links and headings are neutralised, since in LLM mode a model wrote them.
 */

export interface TranscriptOptions {
  /** "Ideation Agent": who speaks opposite the creator. */
  agentName: string;
  projectName: string;
}

export function renderTranscriptMarkdown(
  transcript: ReadonlyArray<TranscriptMessage>,
  { agentName, projectName }: TranscriptOptions,
): string {
  const name = projectName.trim();
  const title = `# ${agentName} transcript${name === "" ? "" : `: ${escapeMarkdownText(name)}`}`;
  const messages = transcript
    .filter((message) => message.text.trim() !== "")
    .map((message) =>
      message.role === "user" ? userMessage(message.text) : assistantMessage(agentName, message.text),
    );
  return `${[title, ...(messages.length > 0 ? messages : ["*No messages.*"])].join("\n\n")}\n`;
}

function userMessage(text: string): string {
  const [first = "", ...rest] = paragraphs(text).map(escapeParagraph);
  return [`**Creator:** ${first}`, ...rest].join("\n\n");
}

function assistantMessage(agentName: string, text: string): string {
  const safe = text
    .trim()
    .replace(/</g, "&lt;")
    .replace(/\]\(\s*(?:javascript|vbscript|data):[^)]*\)/gi, "](#)")
    .replace(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm, "**$1**");
  return safe.includes("\n") ? `**${agentName}:**\n\n${safe}` : `**${agentName}:** ${safe}`;
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/**
 * A paragraph escaped to stand at the start of a line: escapeMarkdownText covers headings, quotes,
 * emphasis, code, tables and HTML; list markers and setext underlines are escaped here too.
 */
function escapeParagraph(paragraph: string): string {
  return escapeMarkdownText(paragraph)
    .replace(/^([-+=])/, "\\$1")
    .replace(/^(\d{1,9})([.)])/, "$1\\$2");
}
