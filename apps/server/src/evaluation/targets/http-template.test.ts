import { describe, expect, it } from "vitest";
import { CHAT_WEBHOOK_PRESET } from "@aesop/shared/contracts/eval";
import { parseJsonAnswer, readReplyPath, renderBodyTemplate } from "./http-template";

const values = {
  message: 'Say "hi"\nplease',
  history: [
    { role: "user" as const, content: "Hello" },
    { role: "assistant" as const, content: "Hi!" },
  ],
  sessionId: "run-1:scenario-a",
};

describe("an HTTP target's body template", () => {
  it("fills the chat webhook preset with JSON strings (quotes and newlines escaped)", () => {
    expect(renderBodyTemplate(CHAT_WEBHOOK_PRESET.bodyTemplate, values)).toEqual({
      sessionId: "run-1:scenario-a",
      chatInput: 'Say "hi"\nplease',
    });
  });

  it("puts the history in as a JSON array, and accepts placeholders written inside quotes", () => {
    expect(
      renderBodyTemplate('{"q": "{{message}}", "past": {{history}}, "meta": {"id": "{{ session_id }}"}}', values),
    ).toEqual({ q: values.message, past: values.history, meta: { id: values.sessionId } });
  });

  it("says so when the template is not JSON once filled", () => {
    expect(() => renderBodyTemplate("{message: {{message}}}", values)).toThrow(/not valid JSON/);
  });
});

describe("an HTTP target's reply path", () => {
  it("reads keys and list indexes", () => {
    expect(readReplyPath({ output: "Hello" }, "output")).toBe("Hello");
    expect(readReplyPath({ choices: [{ message: { content: "Hi" } }] }, "choices.0.message.content")).toBe("Hi");
  });

  it("names where a missing path stopped, and refuses non-text values", () => {
    expect(() => readReplyPath({ data: { text: "x" } }, "data.reply")).toThrow(
      'The reply path "data.reply" was not found: "data" has no "reply".',
    );
    expect(() => readReplyPath({ output: "x" }, "reply")).toThrow('the answer has no "reply"');
    expect(() => readReplyPath({ output: { text: "x" } }, "output")).toThrow(/an object, not text/);
  });

  it("quotes the start of an answer that is not JSON", () => {
    expect(() => parseJsonAnswer("<html>Bad gateway</html>")).toThrow(
      'The target did not answer JSON: "<html>Bad gateway</html>"',
    );
  });
});
