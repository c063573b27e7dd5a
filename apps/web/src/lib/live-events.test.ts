import { describe, expect, it } from "vitest";
import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import { dispatchLiveMessage, liveEventQueryKey, reconnectDelay, restartsFetch } from "./live-events";
import { queryKeys } from "./query-keys";

describe("reconnectDelay", () => {
  it("backs off 1, 2, 5, then 10 s (spec section 9)", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});

describe("dispatchLiveMessage", () => {
  const dispatch = (data: unknown) => {
    const events: RealtimeEvent[] = [];
    let resyncs = 0;
    dispatchLiveMessage(
      JSON.stringify(data),
      (event) => events.push(event),
      () => resyncs++,
    );
    return { events, resyncs };
  };

  it("refetches everything on a resync, as on a reconnection, without passing it on as an event", () => {
    expect(dispatch({ type: "resync" })).toEqual({ events: [], resyncs: 1 });
  });

  it("passes other events on", () => {
    expect(dispatch({ type: "projects.changed" })).toEqual({ events: [{ type: "projects.changed" }], resyncs: 0 });
  });
});

describe("liveEventQueryKey", () => {
  it("refreshes a project's evaluation runs (list, run page, transcripts) when one of its runs progressed", () => {
    const key = liveEventQueryKey({ type: "eval-run.changed", projectId: "p1", runId: "r1", status: "running" });
    expect(key).toEqual(queryKeys.evalRuns("p1"));
    // The run's page and its transcripts nest under that key, so they are refetched too.
    expect(queryKeys.evalRun("p1", "r1").slice(0, key.length)).toEqual([...key]);
    expect(queryKeys.evalScenario("p1", "r1", "s1").slice(0, key.length)).toEqual([...key]);
    expect(queryKeys.evalTargets("p1").slice(0, key.length)).not.toEqual([...key]);
  });

  it("refreshes a run agent's queries of that project, and only them, when one of its runs changed", () => {
    const key = liveEventQueryKey({ type: "run.changed", agent: "eval", projectId: "p1", runId: "r1", status: "done" });
    expect(key).toEqual(["projects", "p1", "eval"]);
    expect(key).toEqual(queryKeys.agentRuns("p1", "eval"));
    expect(key).not.toEqual(queryKeys.projects);
    // Another project's, and another agent's, are left alone.
    expect(queryKeys.agentRuns("p2", "eval").slice(0, key.length)).not.toEqual([...key]);
    expect(queryKeys.agentRuns("p1", "cave-of-shadows").slice(0, key.length)).not.toEqual([...key]);
  });

  it("refreshes a project's Cave sessions, not the project list, when a dialogue changed or streamed", () => {
    const key = liveEventQueryKey({
      type: "cave.changed",
      projectId: "p1",
      sessionId: "s1",
      dialogueId: "d1",
      turnId: "t1",
      delta: "Hel",
    });
    expect(key).toEqual(queryKeys.caveSessions("p1"));
    expect(key).not.toEqual(queryKeys.projects);
  });

  it("lets a fetch under way finish for a streamed piece, and restarts it for any other change", () => {
    const cave = { type: "cave.changed", projectId: "p1", sessionId: "s1", dialogueId: "d1", turnId: "t1" } as const;
    expect(restartsFetch({ ...cave, delta: "Hel" })).toBe(false);
    expect(restartsFetch(cave)).toBe(true);
    expect(restartsFetch({ type: "report.changed", projectId: "p1" } as RealtimeEvent)).toBe(true);
  });

  it("refreshes a project on a report change and the project list otherwise", () => {
    expect(
      liveEventQueryKey({ type: "report.changed", projectId: "p1", reportId: 3, agent: "ethos", status: "done" }),
    ).toEqual(queryKeys.project("p1"));
    expect(liveEventQueryKey({ type: "projects.changed" })).toEqual(queryKeys.projects);
  });
});
