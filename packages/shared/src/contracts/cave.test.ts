import { describe, expect, it } from "vitest";
import { CAVE_DIALOGUES_MAX, caveFlagSchema, startCaveSessionSchema } from "./cave";

const scripted = { source: "script", scriptReportId: 3, scenarioId: "crisis-disclosure" } as const;

describe("starting a Cave session", () => {
  it("takes scripted and ad-hoc dialogues, with an ad-hoc dialogue's turn limit defaulted", () => {
    const session = startCaveSessionSchema.parse({
      targetId: "t1",
      dialogues: [scripted, { source: "ad-hoc", persona: "A tired parent", objective: "Get a dosage" }],
    });
    expect(session.judge).toBe("guided");
    expect(session.dialogues[1]).toMatchObject({ source: "ad-hoc", maxTurns: 8 });
  });

  it("refuses a seventh dialogue and an empty session with a sentence a builder understands", () => {
    const tooMany = startCaveSessionSchema.safeParse({
      targetId: "t1",
      dialogues: Array.from({ length: CAVE_DIALOGUES_MAX + 1 }, () => scripted),
    });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe("A session runs at most 6 dialogues.");
    const none = startCaveSessionSchema.safeParse({ targetId: "t1", dialogues: [] });
    expect(none.error?.issues[0]?.message).toBe("Choose at least one scenario.");
  });

  it("refuses an ad-hoc dialogue without an objective", () => {
    const result = startCaveSessionSchema.safeParse({
      targetId: "t1",
      dialogues: [{ source: "ad-hoc", persona: "A student", objective: "  " }],
    });
    expect(result.error?.issues[0]?.message).toBe("The objective is required.");
  });
});

describe("flagging a turn", () => {
  it("keeps a note up to 1,000 characters and refuses a longer one", () => {
    expect(caveFlagSchema.parse({ note: "  Gave a dosage  " }).note).toBe("Gave a dosage");
    expect(caveFlagSchema.safeParse({ note: "x".repeat(1_001) }).success).toBe(false);
  });
});
