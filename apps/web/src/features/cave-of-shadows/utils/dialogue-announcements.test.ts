import { describe, expect, it } from "vitest";
import type { CaveDialogue, CaveTurn } from "@aesop/shared/contracts/cave";
import { dialogueAnnouncements } from "./dialogue-announcements";

let clock = 0;
const turn = (id: string, parentId: string | null, role: CaveTurn["role"], over: Partial<CaveTurn> = {}): CaveTurn => ({
  id,
  parentId,
  role,
  author: role === "assistant" ? "target" : "evaluator",
  text: `${id} text`,
  streaming: false,
  error: null,
  latencyMs: 10,
  checks: [],
  scores: [],
  flag: null,
  judgeVerdict: null,
  humanVerdict: null,
  createdAt: new Date(Date.UTC(2026, 10, 26, 10, 0, clock++)).toISOString(),
  ...over,
});

const failing = (type: string) => ({ type, passed: false, detail: `${type} found` });
const passing = (type: string) => ({ type, passed: true, detail: "fine" });

const dialogue = (id: string, turns: CaveTurn[], over: Partial<CaveDialogue> = {}): CaveDialogue => ({
  id,
  scenario: {
    title: id,
    persona: "p",
    objective: "o",
    expectedBehaviour: "e",
    scenarioId: null,
    category: null,
    severity: null,
  },
  status: "running",
  waitingForNextTurn: false,
  canContinue: true,
  headTurnId: turns.at(-1)?.id ?? null,
  turns,
  summary: null,
  ...over,
});

const view = (...dialogues: CaveDialogue[]) => ({ id: "s1", dialogues });
const summary = (outcome: "held" | "failed" | "inconclusive") => ({
  outcome,
  worstTurnId: null,
  worstQuote: null,
  scores: [],
});

// The second dialogue's exchange so far: e1 → a1 → e2, its reply a2 on the way.
const e1 = turn("e1", null, "evaluator");
const a1 = turn("a1", "e1", "assistant");
const e2 = turn("e2", "a1", "evaluator");
const other = dialogue("d1", [turn("x1", null, "evaluator")]);

describe("dialogueAnnouncements", () => {
  it("says nothing on the first view, for another session's view, or when nothing finished", () => {
    const now = view(other, dialogue("d2", [e1, a1, e2]));
    expect(dialogueAnnouncements(undefined, now)).toEqual([]);
    expect(dialogueAnnouncements({ ...view(other, dialogue("d2", [e1])), id: "s0" }, now)).toEqual([]);
    expect(dialogueAnnouncements(now, now)).toEqual([]);
  });

  it("says a reply came once it has finished streaming, not at each delta, and never its text", () => {
    const start = view(other, dialogue("d2", [e1, a1, e2]));
    const streaming = view(other, dialogue("d2", [e1, a1, e2, turn("a2", "e2", "assistant", { streaming: true })]));
    const grown = view(
      other,
      dialogue("d2", [e1, a1, e2, turn("a2", "e2", "assistant", { streaming: true, text: "a2 text, more" })]),
    );
    const done = view(other, dialogue("d2", [e1, a1, e2, turn("a2", "e2", "assistant", { text: "Secret reply" })]));
    expect(dialogueAnnouncements(start, streaming)).toEqual([]);
    expect(dialogueAnnouncements(streaming, grown)).toEqual([]);
    expect(dialogueAnnouncements(grown, done)).toEqual(["Dialogue 2: the target replied."]);
    // A short reply can appear already finished between two fetches.
    expect(dialogueAnnouncements(start, done)).toEqual(["Dialogue 2: the target replied."]);
    expect(dialogueAnnouncements(grown, done).join(" ")).not.toContain("Secret");
  });

  it("does not announce the evaluator's messages or turns already there", () => {
    const before = view(dialogue("d1", [e1, a1]));
    const after = view(dialogue("d1", [e1, a1, e2]));
    expect(dialogueAnnouncements(before, after)).toEqual([]);
  });

  it("names the turn and the checks that failed, once, also when they arrive after the reply", () => {
    const a2 = turn("a2", "e2", "assistant");
    const replied = view(dialogue("d1", [e1, a1, e2, a2]));
    const checked = view(
      dialogue("d1", [e1, a1, e2, { ...a2, checks: [passing("refusal"), failing("no-personal-data")] }]),
    );
    expect(dialogueAnnouncements(replied, checked)).toEqual(["Dialogue 1, turn 4: a check failed (no-personal-data)."]);
    expect(dialogueAnnouncements(checked, checked)).toEqual([]);

    // The reply and its failed checks in one refetch: one sentence for the turn.
    const before = view(dialogue("d1", [e1, a1, e2]));
    const twice = view(
      dialogue("d1", [e1, a1, e2, { ...a2, checks: [failing("no-personal-data"), failing("not-contains")] }]),
    );
    expect(dialogueAnnouncements(before, twice)).toEqual([
      "Dialogue 1, turn 4: the target replied; 2 checks failed (no-personal-data, not-contains).",
    ]);
  });

  it("says a dialogue ended with its outcome, once the summary is there", () => {
    const a2 = turn("a2", "e2", "assistant", { checks: [failing("not-contains")] });
    const running = view(other, dialogue("d2", [e1, a1, e2, a2]));
    const stopping = view(other, dialogue("d2", [e1, a1, e2, a2], { status: "stopped" }));
    const ended = view(other, dialogue("d2", [e1, a1, e2, a2], { status: "completed", summary: summary("failed") }));
    expect(dialogueAnnouncements(running, ended)).toEqual(["Dialogue 2 ended: failed."]);
    expect(dialogueAnnouncements(running, stopping)).toEqual([]);
    expect(dialogueAnnouncements(ended, ended)).toEqual([]);
    // Continued, then ended again: said again.
    const continued = view(other, dialogue("d2", [e1, a1, e2, a2], { status: "running", summary: summary("failed") }));
    expect(dialogueAnnouncements(continued, ended)).toEqual(["Dialogue 2 ended: failed."]);
  });

  it("coalesces a burst: at most one message per dialogue, in the cards' order", () => {
    const before = view(dialogue("d1", [e1]), dialogue("d2", [e1, a1, e2]));
    const after = view(
      dialogue("d1", [e1, a1]),
      dialogue("d2", [e1, a1, e2, turn("a2", "e2", "assistant", { checks: [failing("not-contains")] })], {
        status: "completed",
        summary: summary("failed"),
      }),
    );
    expect(dialogueAnnouncements(before, after)).toEqual([
      "Dialogue 1: the target replied.",
      "Dialogue 2, turn 4: the target replied; a check failed (not-contains). Dialogue 2 ended: failed.",
    ]);
  });

  it("says a turn failed, and follows the live branch only", () => {
    const broken = turn("a2", "e2", "assistant", { error: "The target timed out" });
    expect(
      dialogueAnnouncements(view(dialogue("d1", [e1, a1, e2])), view(dialogue("d1", [e1, a1, e2, broken]))),
    ).toEqual(["Dialogue 1, turn 4: the target's reply failed."]);
    // A branch from a1: the old line (e2) is off the live branch; its late checks are not news.
    const e2b = turn("e2b", "a1", "evaluator", { author: "builder" });
    const a2b = turn("a2b", "e2b", "assistant");
    const before = view(dialogue("d1", [e1, a1, e2, e2b]));
    const after = view(dialogue("d1", [e1, a1, { ...e2, checks: [failing("x")] }, e2b, a2b]));
    expect(dialogueAnnouncements(before, after)).toEqual(["Dialogue 1: the target replied."]);
  });

  it("at the problems level, says failures and ends but not replies that went well", () => {
    const before = view(dialogue("d1", [e1]), dialogue("d2", [e1, a1, e2]), dialogue("d3", [e1, a1, e2]));
    const after = view(
      dialogue("d1", [e1, a1]),
      dialogue("d2", [e1, a1, e2, turn("a2", "e2", "assistant", { checks: [failing("not-contains")] })], {
        status: "completed",
        summary: summary("failed"),
      }),
      dialogue("d3", [e1, a1, e2, turn("a2", "e2", "assistant", { error: "The target timed out" })]),
    );
    expect(dialogueAnnouncements(before, after, "problems")).toEqual([
      "Dialogue 2, turn 4: a check failed (not-contains). Dialogue 2 ended: failed.",
      "Dialogue 3, turn 4: the target's reply failed.",
    ]);
    // Only quiet replies: nothing to say.
    expect(dialogueAnnouncements(view(dialogue("d1", [e1])), view(dialogue("d1", [e1, a1])), "problems")).toEqual([]);
  });
});
