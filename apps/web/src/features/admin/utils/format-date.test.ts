import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, todayIsoDate } from "./format-date";

describe("formatDate", () => {
  it("prints US English short dates", () => {
    expect(formatDate("2026-01-31T15:04:00.000Z", "UTC")).toBe("Jan 31, 2026");
  });

  it("prints a calendar date as the same day in every time zone", () => {
    expect(formatDate("2026-01-31", "America/Los_Angeles")).toBe("Jan 31, 2026");
    expect(formatDate("2026-01-31", "Pacific/Kiritimati")).toBe("Jan 31, 2026");
  });

  it("returns null for missing or invalid values", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate("")).toBeNull();
    expect(formatDate("yesterday")).toBeNull();
  });
});

describe("formatDateTime", () => {
  it("prints date and time", () => {
    expect(formatDateTime("2026-01-31T15:04:00.000Z", "UTC")).toBe("Jan 31, 2026, 3:04 PM");
    expect(formatDateTime(null)).toBeNull();
  });
});

describe("todayIsoDate", () => {
  it("pads month and day", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
