import { describe, expect, it } from "vitest";
import { formatUsDate } from "./format-date";

describe("formatUsDate", () => {
  it("formats an ISO date in US English", () => {
    expect(formatUsDate("2026-01-31")).toBe("January 31, 2026");
    expect(formatUsDate("2025-07-04")).toBe("July 4, 2025");
  });

  it("never shifts a calendar day, whatever the time zone", () => {
    // 2026-01-01 is midnight UTC; read as an instant it would be Dec 31 in the Americas.
    expect(formatUsDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("formats a timestamp in the given time zone", () => {
    expect(formatUsDate("2026-03-01T02:00:00Z", "UTC")).toBe("March 1, 2026");
    expect(formatUsDate("2026-03-01T02:00:00Z", "America/New_York")).toBe("February 28, 2026");
  });

  it("returns what it cannot read unchanged", () => {
    expect(formatUsDate("soon")).toBe("soon");
    expect(formatUsDate("")).toBe("");
  });
});
