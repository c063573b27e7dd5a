import { describe, expect, it } from "vitest";
import { formatMemberSince } from "./format-date";

describe("formatMemberSince", () => {
  it("prints a US English date", () => {
    expect(formatMemberSince("2026-01-31T12:00:00.000Z", "UTC")).toBe("Jan 31, 2026");
  });

  it("returns null when unknown", () => {
    expect(formatMemberSince("")).toBeNull();
    expect(formatMemberSince(null)).toBeNull();
    expect(formatMemberSince("not a date")).toBeNull();
  });
});
