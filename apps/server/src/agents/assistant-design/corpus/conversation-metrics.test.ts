import { describe, expect, it } from "vitest";
import { measureHeldOutConversations, measureTuningConversations } from "./conversation-metrics";
import { HELD_OUT_CONVERSATIONS } from "./held-out";
import { TUNING_CONVERSATIONS } from "./tuning";

/** Issue 16's targets, asserted on the tuning part; the held-out part is recorded, never tuned on. */
describe("the scripted conversations", () => {
  it("are at least 25, in several domains, with off-order answers, questions, corrections, safety and one-word answers", () => {
    const all = [...TUNING_CONVERSATIONS, ...HELD_OUT_CONVERSATIONS];
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((conversation) => conversation.domain)).size).toBeGreaterThanOrEqual(8);
    const turns = all.flatMap((conversation) => conversation.turns);
    for (const kind of ["other-topics", "question", "correction", "aside", "command"] as const)
      expect(turns.some((turn) => turn.kind === kind)).toBe(true);
    expect(turns.some((turn) => turn.safety && turn.safety.length > 0)).toBe(true);
    expect(turns.some((turn) => turn.followUp === "thin")).toBe(true);
  });

  it("tuning part: facts under the right topic >= 90%, every safety mention captured, every question answered, no placeholder left", () => {
    const metrics = measureTuningConversations();
    expect(metrics.facts.rate, metrics.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
    expect(metrics.safety.rate).toBe(1);
    expect(metrics.safety.asked).toBeGreaterThanOrEqual(metrics.safety.askExpected - 2);
    expect(metrics.questions.rate).toBe(1);
    expect(metrics.placeholders.left).toBe(0);
  });

  it("held-out part: measured and recorded", () => {
    const { misses, ...metrics } = measureHeldOutConversations();
    // Reported, not asserted against the targets: see bench/results.json and docs/decisions/0020.
    expect(metrics.conversations).toBe(HELD_OUT_CONVERSATIONS.length);
    console.info("held-out", JSON.stringify(metrics), misses.length);
  });
});
