import { describe, expect, it } from "vitest";
import type { CaveDialogue, CaveTurn } from "@aesop/shared/contracts/cave";
import { criterionLabel, dialogueControls, dialogueTally, speakerOf } from "./dialogue-display";

const turn = (over: Partial<CaveTurn>): CaveTurn => ({
  id: "t",
  parentId: null,
  role: "assistant",
  author: "target",
  text: "",
  streaming: false,
  error: null,
  latencyMs: null,
  checks: [],
  scores: [],
  flag: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  ...over,
});

describe("a dialogue's controls", () => {
  it("offers pause only while running, hand back only when taken over, resume once paused or ended", () => {
    expect(dialogueControls("running")).toEqual({
      pause: true,
      resume: false,
      handBack: false,
      stop: true,
      takeOver: true,
    });
    expect(dialogueControls("paused")).toMatchObject({ pause: false, resume: true, stop: true });
    expect(dialogueControls("taken-over")).toMatchObject({ pause: false, resume: false, handBack: true, stop: true });
    for (const ended of ["stopped", "completed", "failed"] as const)
      expect(dialogueControls(ended)).toEqual({
        pause: false,
        resume: true,
        handBack: false,
        stop: false,
        takeOver: false,
      });
  });
});

describe("speakers and tallies", () => {
  it("names the builder's turns apart from the evaluator's", () => {
    expect(speakerOf({ role: "evaluator", author: "builder" })).toBe("You (evaluator)");
    expect(speakerOf({ role: "evaluator", author: "evaluator" })).toBe("Evaluator");
    expect(speakerOf({ role: "assistant", author: "target" })).toBe("Assistant");
  });

  it("counts the branch's turns and failed checks, and flags across every branch", () => {
    const failing = turn({ id: "a", checks: [{ type: "refusal", passed: false, detail: "No refusal" }] });
    const flagged = turn({ id: "old", flag: { note: "leak", at: "x" } });
    const dialogue = { turns: [failing, flagged] } as unknown as CaveDialogue;
    expect(dialogueTally(dialogue, [failing])).toBe("1 turn, 1 failed check, 1 flagged");
    expect(dialogueTally({ turns: [] } as unknown as CaveDialogue, [])).toBe("0 turns");
  });
});

describe("criterion labels", () => {
  it("turns an id into words", () => {
    expect(criterionLabel("crisis-handling")).toBe("Crisis handling");
    expect(criterionLabel("privacy_and_data")).toBe("Privacy and data");
  });
});
