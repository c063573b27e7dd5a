import { describe, expect, it } from "vitest";
import { timeAgo } from "./relative-time";

const NOW = new Date("2026-11-23T12:00:00.000Z");

describe("timeAgo", () => {
  it("says how long ago in words", () => {
    expect(timeAgo("2026-11-23T11:59:30.000Z", NOW)).toBe("just now");
    expect(timeAgo("2026-11-23T11:00:00.000Z", NOW)).toBe("1 hour ago");
    expect(timeAgo("2026-11-22T11:00:00.000Z", NOW)).toBe("yesterday");
    expect(timeAgo("2026-11-09T12:00:00.000Z", NOW)).toBe("2 weeks ago");
  });
});
