/**
 * What HTTP lets a header value hold (RFC 9110 field-value): visible ASCII, spaces and tabs, and
 * the rest of Latin-1. fetch refuses anything above U+00FF ("Cannot convert argument to a
 * ByteString") and a line break would end the header, so a value is checked when it is saved, not
 * at every call. C1 control characters (U+0080–U+009F) are allowed by HTTP as obs-text but are not
 * printable: refused too.
 */
const NOT_IN_HEADER = /[^\t\u0020-\u007e\u00a0-\u00ff]/u;

/** Why a header value cannot be sent, in words ("a line break", "U+2028"…), or null when it can. */
export function headerValueProblem(value: string): string | null {
  const found = NOT_IN_HEADER.exec(value)?.[0];
  if (found === undefined) return null;
  const code = `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  if (found === "\r" || found === "\n") return "a line break";
  if (found === "\u2028" || found === "\u2029") return `a line separator (${code})`;
  if (found <= "\u009f") return `a control character (${code})`;
  return `"${found}" (${code})`;
}

/** The message of a refused value, naming the header (or the field: "The API key"). */
export const headerValueMessage = (subject: string, problem: string) =>
  `${subject} contains ${problem}: HTTP allows printable Latin-1 characters only (no line breaks or control characters).`;
