import { describe, expect, it } from "vitest";
import { RUN_AGENTS } from "../agents/catalogue";
import { realtimeEventSchema } from "./events";

describe("the run.changed event (decision 0093)", () => {
  const event = { type: "run.changed", projectId: "p1", runId: "r1", status: "running" };

  it("carries a change of a run of every run agent of the catalogue", () => {
    // The spec's two, and whatever run agent follows them in the catalogue.
    expect(RUN_AGENTS.slice(0, 2)).toEqual(["eval", "cave-of-shadows"]);
    for (const agent of RUN_AGENTS) expect(realtimeEventSchema.parse({ ...event, agent })).toEqual({ ...event, agent });
  });

  it("refuses an agent that runs no runs, and a status that is not a short word", () => {
    expect(realtimeEventSchema.safeParse({ ...event, agent: "ethos" }).success).toBe(false);
    expect(realtimeEventSchema.safeParse({ ...event, agent: "eval", status: "x".repeat(41) }).success).toBe(false);
    expect(realtimeEventSchema.safeParse({ ...event }).success).toBe(false);
  });
});
