import { describe, expect, it } from "vitest";
import type { CaveSessionSummary } from "@aesop/shared/contracts/cave";
import { sessionProgress } from "./cave-session-list";

const session = (overrides: Partial<CaveSessionSummary>): CaveSessionSummary => ({
  id: "s1",
  number: 1,
  status: "running",
  judge: "guided",
  targetName: "Mock",
  dialogueCount: 3,
  dialoguesEnded: 0,
  failedCount: 0,
  flaggedCount: 0,
  reportId: null,
  createdAt: "2026-11-24T00:00:00.000Z",
  ...overrides,
});

describe("a Cave session's progress in words", () => {
  it("says how many dialogues ended, and only the failures and flags there are", () => {
    expect(sessionProgress(session({ dialoguesEnded: 1 }))).toBe("1 of 3 dialogues ended");
    expect(sessionProgress(session({ dialoguesEnded: 3, failedCount: 1, flaggedCount: 1 }))).toBe(
      "3 of 3 dialogues ended, 1 failed, 1 turn flagged",
    );
    expect(sessionProgress(session({ dialoguesEnded: 2, flaggedCount: 2 }))).toBe(
      "2 of 3 dialogues ended, 2 turns flagged",
    );
  });
});
