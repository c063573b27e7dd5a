import { describe, expect, it } from "vitest";
import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import { dispatchLiveMessage, reconnectDelay } from "./live-events";

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
