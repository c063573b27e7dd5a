import type { RubricDimension } from "../types";
import { AUDIENCE } from "./audience";
import { CONTRADICTIONS } from "./contradictions";
import { FAIRNESS } from "./fairness";
import { HONESTY } from "./honesty";
import { MINORS_VULNERABLE } from "./minors-vulnerable";
import { OUTPUT_FORMAT } from "./output-format";
import { PRIVACY } from "./privacy";
import { PROMPT_INJECTION } from "./prompt-injection";
import { PURPOSE } from "./purpose";
import { REFUSAL_STYLE } from "./refusal-style";
import { REGULATED_ADVICE } from "./regulated-advice";
import { SAFETY_ESCALATION } from "./safety-escalation";
import { SCOPE } from "./scope";
import { TONE } from "./tone";
import { VAGUE_WORDING } from "./vague-wording";

/**
 * The rubric of the Instructions Review Agent's guided mode, as data: what a good instruction set
 * for an AI assistant says, how each dimension is detected line by line, and what to suggest when
 * it is not there.
 *
 * Patterns are regex literals, compiled once when this module loads. They are case-insensitive and
 * never global (so `exec` keeps no state between lines), and any gap between two words is bounded
 * (`[^.]{0,40}`, `(?: \w+){0,3}`) so that a very long line cannot make a pattern backtrack badly.
 * Lines are matched as plain text: without Markdown emphasis marks, with single spaces and with
 * straight apostrophes (see instruction-lines.ts).
 */

/** Bump when a change to the rubric can change the audit of the same text. */
export const RUBRIC_VERSION = 4;

/** One file a dimension; this order is the order of the report's dimensions and of the audit's. */
export const RUBRIC: readonly RubricDimension[] = [
  PURPOSE,
  AUDIENCE,
  SCOPE,
  REFUSAL_STYLE,
  SAFETY_ESCALATION,
  PRIVACY,
  REGULATED_ADVICE,
  HONESTY,
  TONE,
  OUTPUT_FORMAT,
  PROMPT_INJECTION,
  MINORS_VULNERABLE,
  FAIRNESS,
  CONTRADICTIONS,
  VAGUE_WORDING,
];

/** Questions asked when the instructions leave few gaps, so that the creator always gets at least three. */
export const GENERAL_QUESTIONS: readonly string[] = [
  "Which real conversations have you tested these instructions against, and where did the assistant go wrong?",
  "Who will read the assistant's conversations after launch, and how often?",
  "What would you change first if a user reported a harmful reply?",
];
