import { describe, expect, it } from "vitest";
import { appendTranscript, canSend, formatElapsed, isOverLimit } from "./chat-input";

describe("chat input limit", () => {
  it("allows 2000 characters and refuses 2001", () => {
    expect(isOverLimit("a".repeat(2000))).toBe(false);
    expect(isOverLimit("a".repeat(2001))).toBe(true);
    expect(canSend("a".repeat(2001))).toBe(false);
  });

  it("does not send blank text", () => {
    expect(canSend(" \n ")).toBe(false);
    expect(canSend(" hi ")).toBe(true);
  });
});

describe("appendTranscript", () => {
  it("adds dictated text after the typed text with one space", () => {
    expect(appendTranscript("", " Hello ")).toBe("Hello");
    expect(appendTranscript("A tutor", "for maths")).toBe("A tutor for maths");
    expect(appendTranscript("A tutor\n", "for maths")).toBe("A tutor\nfor maths");
    expect(appendTranscript("Typed", "  ")).toBe("Typed");
  });
});

describe("formatElapsed", () => {
  it("prints mm:ss", () => {
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(65.9)).toBe("01:05");
    expect(formatElapsed(120)).toBe("02:00");
  });
});
