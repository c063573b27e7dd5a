import { COMPLETE_REPORT_PHRASE, CONTINUE_EXPLORING_PHRASE } from "@aesop/shared/contracts/agents";
import type { SessionTimeframe } from "./state";

/**
 * What a user's message means to a guided session. The spec's two phrases count anywhere in a
 * message (unless negated: "don't complete report yet"); the other commands only when they are
 * the whole message, give or take politeness ("can we skip this one, please?"), so that an answer
 * such as "it should skip small talk" stays an answer.
 */

export type QuestionFocus = "example" | "why" | "general";

export type Intent =
  | { kind: "complete-report" }
  | { kind: "continue-exploring" }
  | { kind: "skip" }
  | { kind: "go-deeper" }
  | { kind: "help" }
  | { kind: "question"; focus: QuestionFocus }
  | { kind: "answer" };

export interface IntentOptions {
  /** Once the plan is done, "yes" confirms the report and "more" asks for more topics. */
  wrapUp?: boolean;
}

const SKIP = new Set([
  "skip",
  "skip it",
  "skip this",
  "skip that",
  "skip this one",
  "skip that one",
  "skip this topic",
  "skip this question",
  "skip the topic",
  "skip the question",
  "skip topic",
  "skip question",
  "next",
  "next topic",
  "next question",
  "next one",
  "move on",
  "move on to the next topic",
  "move on to the next question",
  "go to the next topic",
  "go to the next question",
  "pass",
  "i'll pass",
  "i pass",
  "no idea",
  "not sure",
  "i'm not sure",
  "i am not sure",
  "i don't know",
  "i do not know",
  "don't know",
  "dunno",
  "no answer",
  "no comment",
  // The topic was already told about in another answer.
  "that covers it",
  "that covers it all",
  "that's covered",
  "already covered",
  "already answered",
  "nothing to add",
  "nothing else to add",
]);

const GO_DEEPER = new Set([
  "go deeper",
  "go deeper on this",
  "go deeper on that",
  "deeper",
  "dig deeper",
  "dive deeper",
  "go further",
  "tell me more",
  "more detail",
  "more details",
  "in more detail",
  "go into more detail",
  "go into detail",
  "more",
  "elaborate",
  "follow up",
  "ask me more",
  "ask a follow up",
  "ask me a follow up",
  "follow up question",
  "more questions",
]);

const HELP = new Set([
  "help",
  "commands",
  "options",
  "what can i say",
  "what can i do",
  "how does this work",
  "what are my options",
  "what are the commands",
  "what are the options",
]);

const CONFIRM = new Set([
  "yes",
  "yep",
  "yeah",
  "sure",
  "ok",
  "okay",
  "done",
  "finish",
  "finished",
  "end",
  "end session",
  "end the session",
  "that's all",
  "that is all",
  "that's it",
  "go ahead",
  "write the report",
  "write my report",
  "write it",
  "report",
]);

const CONTINUE = new Set(["continue", "keep going", "go on", "more topics", "more please", "next topics"]);

/** Word sequences ignored at the start and the end of a command. */
const LEADING_FILLERS = [
  ["please"],
  ["ok"],
  ["okay"],
  ["just"],
  ["so"],
  ["then"],
  ["actually"],
  ["hmm"],
  ["um"],
  ["maybe"],
  ["let's"],
  ["lets"],
  ["let", "us"],
  ["can", "we"],
  ["could", "we"],
  ["can", "you"],
  ["could", "you"],
  ["i'd", "like", "to"],
  ["i", "would", "like", "to"],
  ["i", "want", "to"],
  ["i'd", "rather"],
  ["we", "can"],
];
const TRAILING_FILLERS = [["please"], ["thanks"], ["thank", "you"], ["for", "now"], ["now"], ["instead"], ["then"]];

const INTERROGATIVES = new Set([
  "what",
  "what's",
  "whats",
  "why",
  "how",
  "how's",
  "who",
  "whom",
  "which",
  "when",
  "where",
  "can",
  "could",
  "should",
  "would",
  "do",
  "does",
  "did",
  "is",
  "are",
  "was",
  "will",
  "may",
  "might",
  "shall",
  "any",
  "isn't",
  "aren't",
  "doesn't",
  "don't",
]);

const NEGATION_BEFORE = /\b(?:don't|dont|do not|not|never|no need to|without)\s+(?:[\w']+\s+){0,2}$/;

export function detectIntent(text: string, options: IntentOptions = {}): Intent {
  if (mentionsPhrase(text, COMPLETE_REPORT_PHRASE)) return { kind: "complete-report" };
  if (mentionsPhrase(text, CONTINUE_EXPLORING_PHRASE)) return { kind: "continue-exploring" };
  const command = commandWords(text);
  if (options.wrapUp && CONFIRM.has(command)) return { kind: "complete-report" };
  if (options.wrapUp && CONTINUE.has(command)) return { kind: "continue-exploring" };
  if (SKIP.has(command)) return { kind: "skip" };
  if (GO_DEEPER.has(command)) return { kind: "go-deeper" };
  if (HELP.has(command)) return { kind: "help" };
  const focus = questionFocus(text);
  return focus ? { kind: "question", focus } : { kind: "answer" };
}

/** The phrase as words anywhere in the text, not preceded by a negation. */
function mentionsPhrase(text: string, phrase: string): boolean {
  const normalised = normalise(text);
  const pattern = new RegExp(`\\b${phrase.split(" ").join("\\s+")}\\b`, "g");
  for (const match of normalised.matchAll(pattern)) {
    const before = normalised.slice(Math.max(0, match.index - 40), match.index);
    if (!NEGATION_BEFORE.test(before)) return true;
  }
  return false;
}

/** A message ending in "?" that reads as a question to the agent, not a hesitant answer ("teachers?"). */
function questionFocus(text: string): QuestionFocus | null {
  const trimmed = text.trim();
  if (!trimmed.endsWith("?")) return null;
  const words = wordsOf(trimmed);
  const first = words[0] ?? "";
  const lower = words.join(" ");
  const asksExample = /\b(?:example|examples|for instance|like what|such as what|sample)\b/.test(lower);
  if (!INTERROGATIVES.has(first) && !asksExample && !/\b(?:mean|meaning)\b/.test(lower)) return null;
  if (asksExample) return "example";
  if (/\b(?:why|matter|matters|important|purpose of)\b/.test(lower)) return "why";
  return "general";
}

/** Which timeframe a reply chooses ("5", "15 min Standard", "comprehensive"...), or null when unclear. */
export function parseTimeframe(text: string): SessionTimeframe | null {
  const found = new Set<SessionTimeframe>();
  for (const word of wordsOf(text)) {
    if (["5", "5min", "5m", "five", "essential", "essentials"].includes(word)) found.add(5);
    if (["15", "15min", "15m", "fifteen", "standard"].includes(word)) found.add(15);
    if (["30", "30min", "30m", "thirty", "comprehensive"].includes(word)) found.add(30);
  }
  const [only] = found;
  return found.size === 1 && only !== undefined ? only : null;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ");
}

function wordsOf(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word !== "");
}

/** The message without politeness around it, as lowercase words joined by single spaces. */
function commandWords(text: string): string {
  let words = wordsOf(text);
  for (let changed = true; changed;) {
    changed = false;
    for (const filler of LEADING_FILLERS) {
      if (words.length > filler.length && filler.every((word, index) => words[index] === word)) {
        words = words.slice(filler.length);
        changed = true;
      }
    }
    for (const filler of TRAILING_FILLERS) {
      const start = words.length - filler.length;
      if (start > 0 && filler.every((word, index) => words[start + index] === word)) {
        words = words.slice(0, start);
        changed = true;
      }
    }
  }
  return words.join(" ");
}
