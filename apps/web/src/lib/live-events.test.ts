import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./live-events";

describe("reconnectDelay", () => {
  it("backs off 1, 2, 5, then 10 s (spec section 9)", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
