import { describe, expect, it } from "vitest";
import { lastUserText, sessionOutcome, toChatMessages } from "./chat-messages";

describe("toChatMessages", () => {
  it("keeps a stored reply's failure for the Retry state", () => {
    const [message] = toChatMessages([
      {
        id: "m1",
        role: "assistant",
        text: "",
        status: "failed",
        error: "Timed out",
        createdAt: "2026-01-31T00:00:00Z",
      },
    ]);
    expect(message).toEqual({
      id: "m1",
      role: "assistant",
      parts: [{ type: "text", text: "" }],
      metadata: { status: "failed", error: "Timed out" },
    });
  });
});

describe("lastUserText", () => {
  it("is the newest user message", () => {
    const messages = toChatMessages([
      { id: "1", role: "user", text: "first", status: "complete", error: null, createdAt: "" },
      { id: "2", role: "assistant", text: "reply", status: "complete", error: null, createdAt: "" },
      { id: "3", role: "user", text: "second", status: "complete", error: null, createdAt: "" },
    ]);
    expect(lastUserText(messages)).toBe("second");
    expect(lastUserText([])).toBe("");
  });
});

describe("sessionOutcome", () => {
  it("reads the stream's final metadata", () => {
    expect(sessionOutcome({ sessionStatus: "completed", reportId: 4 })).toEqual({
      sessionStatus: "completed",
      reportId: 4,
    });
    expect(sessionOutcome({ sessionStatus: "active" })).toEqual({ sessionStatus: "active", reportId: null });
  });

  it("ignores anything else", () => {
    expect(sessionOutcome(undefined)).toBeNull();
    expect(sessionOutcome({ sessionStatus: "done" })).toBeNull();
    expect(sessionOutcome("completed")).toBeNull();
  });
});
