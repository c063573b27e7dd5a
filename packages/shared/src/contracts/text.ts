import { z } from "zod";

// PostgreSQL refuses NUL in text (a 500 before these checks), lone surrogates are not Unicode, and
// control characters in a name end up in e-mail headers and log lines.
/* eslint-disable no-control-regex */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]|\p{Cs}/u;
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uFDD0-\uFDEF\uFFFE\uFFFF]|\p{Cs}/u;
/* eslint-enable no-control-regex */

export const INVALID_TEXT_MESSAGE =
  "Contains a character that is not allowed (such as a NUL byte or a control character).";
export const INVALID_LINE_MESSAGE = "Must be one line without control characters.";

/** True when the text has no NUL, control character (tab and line breaks allowed), lone surrogate or noncharacter. */
export const isValidText = (text: string) => !NOT_TEXT.test(text);
/** As isValidText, and no line break or tab either: names, titles, e-mail addresses. */
export const isValidLine = (text: string) => !NOT_ONE_LINE.test(text);

/** Multi-line text a person typed (instructions, messages, an NDA). */
export const textSchema = () => z.string().refine(isValidText, INVALID_TEXT_MESSAGE);
/** One line a person typed (a name, a title), trimmed first: surrounding blanks are not the problem. */
export const lineSchema = () => z.string().trim().refine(isValidLine, INVALID_LINE_MESSAGE);

/**
 * Every string anywhere in a parsed JSON value (keys included) with its path, to check input
 * that no zod schema of ours sees.
 */
export function* stringsIn(value: unknown, path: string[] = []): Generator<{ path: string; text: string }> {
  if (path.length > 32) return;
  if (typeof value === "string") yield { path: path.join("."), text: value };
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, String(index)]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      yield { path: [...path, key].join("."), text: key };
      yield* stringsIn(item, [...path, key]);
    }
  }
}
