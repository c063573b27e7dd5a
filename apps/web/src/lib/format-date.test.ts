import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, todayIsoDate, formatLongDate } from "./format-date";

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

describe("formatLongDate", () => {
  it("formats an ISO date in US English", () => {
    expect(formatLongDate("2026-01-31")).toBe("January 31, 2026");
    expect(formatLongDate("2025-07-04")).toBe("July 4, 2025");
  });

  it("never shifts a calendar day, whatever the time zone", () => {
    // 2026-01-01 is midnight UTC; read as an instant it would be Dec 31 in the Americas.
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("formats a timestamp in the given time zone", () => {
    expect(formatLongDate("2026-03-01T02:00:00Z", "UTC")).toBe("March 1, 2026");
    expect(formatLongDate("2026-03-01T02:00:00Z", "America/New_York")).toBe("February 28, 2026");
  });

  it("returns what it cannot read unchanged", () => {
    expect(formatLongDate("soon")).toBe("soon");
    expect(formatLongDate("")).toBe("");
  });
});

describe("formatDate", () => {
  it("prints a US English date", () => {
    expect(formatDate("2026-01-31T12:00:00.000Z", "UTC")).toBe("Jan 31, 2026");
  });

  it("returns null when unknown", () => {
    expect(formatDate("")).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(formatDate("not a date")).toBeNull();
  });
});
