import { afterEach, describe, expect, it, vi } from "vitest";
import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import type { EventBus } from "../../../lib/realtime";
import { announceProgress, forgetProgress, PROGRESS_EVERY_MS } from "./run-lifecycle";

/** A bus that keeps what is published (each test its own: the throttle is kept per bus). */
function recordingBus() {
  const published: RealtimeEvent[] = [];
  const events = {
    publish: (_userId: string, event: RealtimeEvent) => {
      published.push(event);
      return Promise.resolve();
    },
  } as unknown as EventBus;
  return { events, published };
}

const progress = (status: "running" | "completed" = "running") =>
  ({ id: "run-1", userId: "ada", projectId: "p1", status }) as const;

afterEach(() => {
  vi.useRealTimers();
});

describe("a run's progress events", () => {
  it("announces the first scenario's end at once and the next ones of the interval once at its end", async () => {
    vi.useFakeTimers({ toFake: ["performance", "setTimeout", "clearTimeout"] });
    const { events, published } = recordingBus();
    await announceProgress({ events }, progress());
    for (let scenario = 0; scenario < 10; scenario++) await announceProgress({ events }, progress());
    expect(published).toHaveLength(1);

    vi.advanceTimersByTime(PROGRESS_EVERY_MS);
    expect(published).toHaveLength(2);
    expect(published.at(-1)).toMatchObject({ type: "eval-run.changed", runId: "run-1", status: "running" });

    // A quiet interval later, the next end is announced at once again.
    vi.advanceTimersByTime(PROGRESS_EVERY_MS);
    await announceProgress({ events }, progress());
    expect(published).toHaveLength(3);
  });

  it("sends a waiting progress event with the latest status", async () => {
    vi.useFakeTimers({ toFake: ["performance", "setTimeout", "clearTimeout"] });
    const { events, published } = recordingBus();
    await announceProgress({ events }, progress());
    await announceProgress({ events }, progress());
    await announceProgress({ events }, { ...progress(), status: "cancelled" });
    vi.advanceTimersByTime(PROGRESS_EVERY_MS);
    expect(published.map((event) => event.type === "eval-run.changed" && event.status)).toEqual([
      "running",
      "cancelled",
    ]);
  });

  it("sends no waiting progress event once the run has ended here (finaliseRun forgets it)", async () => {
    vi.useFakeTimers({ toFake: ["performance", "setTimeout", "clearTimeout"] });
    const { events, published } = recordingBus();
    await announceProgress({ events }, progress());
    await announceProgress({ events }, progress());
    forgetProgress(events, "run-1");
    vi.advanceTimersByTime(PROGRESS_EVERY_MS * 2);
    expect(published).toHaveLength(1);
  });
});
