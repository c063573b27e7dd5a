/**
 * An HTTP target's body template, as promptfoo's HTTP provider shapes it: `{{message}}` and
 * `{{session_id}}` become JSON strings, `{{history}}` the JSON array of earlier turns
 * (`[{role, content}]`), wherever they stand. A placeholder already inside quotes
 * (`"{{message}}"`) takes the quotes' place, so both spellings give valid JSON. Shared: the server
 * fills it for each call, and the target's schema checks on save that it fills to JSON.
 */

export interface BodyTemplateValues {
  message: string;
  history: readonly { role: "user" | "assistant"; content: string }[];
  sessionId: string;
}

/** The template with its placeholders replaced: JSON text when the template is sound. */
export function fillBodyTemplate(template: string, values: BodyTemplateValues): string {
  const json: Record<string, string> = {
    message: JSON.stringify(values.message),
    history: JSON.stringify(values.history),
    session_id: JSON.stringify(values.sessionId),
  };
  return template.replace(/"?\{\{\s*(message|history|session_id)\s*\}\}"?/g, (match, name: string) => {
    const value = json[name] ?? "";
    const quoted = match.startsWith('"') && match.endsWith('"');
    if (quoted || (!match.startsWith('"') && !match.endsWith('"'))) return value;
    // A stray quote on one side only belongs to the surrounding JSON: keep it.
    return match.startsWith('"') ? `"${value}` : `${value}"`;
  });
}

/** The filled template parsed, or why it is not JSON, in a sentence. */
export function parseBodyTemplate(
  template: string,
  values: BodyTemplateValues,
): { ok: true; body: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, body: JSON.parse(fillBodyTemplate(template, values)) as unknown };
  } catch (error) {
    return {
      ok: false,
      problem: `The body template is not valid JSON once its placeholders are filled in: ${(error as Error).message}`,
    };
  }
}

/** Why the template is not JSON once filled in, in a sentence; null when it is. */
export function bodyTemplateProblem(template: string): string | null {
  const parsed = parseBodyTemplate(template, {
    message: "Hello",
    history: [{ role: "user", content: "Hi" }],
    sessionId: "session",
  });
  return parsed.ok ? null : parsed.problem;
}
