import { describe, expect, it } from "vitest";
import type { CaveDialogue, CaveTurn } from "@aesop/shared/contracts/cave";
import {
  criterionLabel,
  dialogueControls,
  dialogueState,
  dialogueTally,
  speakerOf,
  turnVerdicts,
} from "./dialogue-display";

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
  judgeVerdict: null,
  humanVerdict: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  ...over,
});

describe("a dialogue's controls", () => {
  const at = (status: CaveDialogue["status"], over: Partial<CaveDialogue> = {}) => ({
    status,
    waitingForNextTurn: false,
    canContinue: true,
    ...over,
  });

  it("offers pause only while running, hand back only when taken over, resume once paused or ended", () => {
    expect(dialogueControls(at("running"), "paced")).toMatchObject({
      nextTurn: false,
      pause: true,
      resume: false,
      handBack: false,
      stop: true,
      takeOver: true,
    });
    expect(dialogueControls(at("paused"), "paced")).toMatchObject({ pause: false, resume: true, stop: true });
    expect(dialogueControls(at("taken-over"), "paced")).toMatchObject({
      pause: false,
      resume: false,
      handBack: true,
      stop: true,
    });
    for (const ended of ["stopped", "completed", "failed"] as const)
      expect(dialogueControls(at(ended), "paced")).toMatchObject({
        pause: false,
        resume: true,
        handBack: false,
        stop: false,
        takeOver: false,
      });
  });

  it("offers Next turn only to a dialogue that waits for it, and says so", () => {
    const waiting = dialogueControls(at("running", { waitingForNextTurn: true }), "step");
    expect(waiting).toMatchObject({ nextTurn: true, pause: true, takeOver: true });
    expect(waiting.help).toMatch(/^Waiting for you: Next turn/);
    expect(dialogueControls(at("running"), "step")).toMatchObject({ nextTurn: false, pause: true });
    expect(dialogueControls(at("paused", { waitingForNextTurn: true }), "step").nextTurn).toBe(false);
  });

  it("does not offer Continue when the plan has no turn left, and says why an ended dialogue cannot be paused", () => {
    const done = dialogueControls(at("completed", { canContinue: false }), "paced");
    expect(done).toMatchObject({ resume: false, pause: false, takeOver: false });
    expect(done.help).toContain("no turn left");
    expect(done.help).toContain("cannot be continued, paused or taken over");
    // "Continue" said what it does: it plays on, it does not start the dialogue over.
    expect(dialogueControls(at("stopped"), "paced").help).toBe(
      "This dialogue has ended, so it cannot be paused or taken over. Continue plays more turns from its last reply; or branch from any turn.",
    );
  });
});

describe("a dialogue's one status word", () => {
  const state = (
    status: CaveDialogue["status"],
    outcome: "held" | "failed" | "inconclusive" | null = null,
    waitingForNextTurn = false,
  ) => dialogueState({ status, waitingForNextTurn, summary: outcome ? { outcome } : null }).label;

  it("says what a live dialogue is doing", () => {
    expect(state("running")).toBe("Running");
    expect(state("running", null, true)).toBe("Waiting for you");
    expect(state("paused")).toBe("Paused");
    expect(state("taken-over")).toBe("You are writing");
  });

  it("says only the outcome once a judged dialogue is over, never the end status beside it", () => {
    expect(state("completed", "failed")).toBe("Failed");
    expect(state("completed", "held")).toBe("Held");
    expect(state("stopped", "inconclusive")).toBe("Inconclusive");
    expect(dialogueState({ status: "completed", waitingForNextTurn: false, summary: { outcome: "held" } }).tone).toBe(
      "success",
    );
  });

  it("says how an unjudged dialogue ended, and an error apart from the verdict Failed", () => {
    expect(state("completed")).toBe("Completed");
    expect(state("stopped")).toBe("Stopped");
    expect(state("failed")).toBe("Error");
    expect(state("failed", "failed")).toBe("Error");
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

describe("turnVerdicts", () => {
  const reply = { role: "assistant", streaming: false, judgeVerdict: "fail", humanVerdict: null } as const;
  const mine = (verdict: "pass" | "fail") => ({ verdict, note: "", updatedAt: "2026-11-26T10:00:00Z" });

  it("says the judge's verdict on a reply and the person's beside it, and when they differ", () => {
    expect(turnVerdicts(reply)).toEqual({ judge: "failed", human: null, disagree: false });
    expect(turnVerdicts({ ...reply, humanVerdict: mine("pass") })).toEqual({
      judge: "failed",
      human: "passed",
      disagree: true,
    });
    expect(turnVerdicts({ ...reply, humanVerdict: mine("fail") })?.disagree).toBe(false);
    expect(turnVerdicts({ ...reply, judgeVerdict: null, humanVerdict: mine("fail") })).toEqual({
      judge: "no verdict",
      human: "failed",
      disagree: true,
    });
  });

  it("has nothing for the evaluator's turns and a reply still streaming", () => {
    expect(turnVerdicts({ ...reply, role: "evaluator" })).toBeNull();
    expect(turnVerdicts({ ...reply, streaming: true })).toBeNull();
  });
});
