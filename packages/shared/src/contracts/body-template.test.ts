import { describe, expect, it } from "vitest";
import { bodyTemplateProblem, fillBodyTemplate } from "./body-template";

describe("an HTTP target's body template", () => {
  const values = { message: 'Say "hi"', history: [{ role: "user" as const, content: "Hi" }], sessionId: "s-1" };

  it("fills placeholders as JSON, quoted or not, and keeps a stray quote that belongs to the JSON", () => {
    expect(JSON.parse(fillBodyTemplate('{"q": {{message}}, "h": {{history}}, "s": "{{session_id}}"}', values))).toEqual(
      {
        q: 'Say "hi"',
        h: [{ role: "user", content: "Hi" }],
        s: "s-1",
      },
    );
    expect(JSON.parse(fillBodyTemplate('{"q": "{{ message }}"}', values))).toEqual({ q: 'Say "hi"' });
  });

  it("names what is wrong when the filled template is not JSON, and nothing when it is", () => {
    expect(bodyTemplateProblem('{"sessionId": {{session_id}}, "chatInput": {{message}}}')).toBeNull();
    expect(bodyTemplateProblem("{{message}}")).toBeNull();
    expect(bodyTemplateProblem('{"q": {{message}}')).toMatch(
      /^The body template is not valid JSON once its placeholders are filled in: /,
    );
    expect(bodyTemplateProblem('{"q": {{message}}, }')).not.toBeNull();
  });
});
