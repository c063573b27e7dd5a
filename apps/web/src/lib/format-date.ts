const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A calendar date (YYYY-MM-DD) is the same day everywhere, so read and print it in UTC.
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jan 31, 2026" in US English, or null when there is no valid date. */
export function formatDate(value: string | null | undefined, timeZone?: string): string | null {
  const date = parse(value);
  if (!date) return null;
  const zone = value && DATE_ONLY.test(value) ? "UTC" : timeZone;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: zone }).format(
    date,
  );
}

/** "Jan 31, 2026, 3:04 PM" in US English, or null when there is no valid date. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string | null {
  const date = parse(value);
  if (!date) return null;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** Today's local calendar date as YYYY-MM-DD (what an <input type="date"> holds). */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * A long US English date, e.g. "January 31, 2026" (the NDA's effective date). Unparseable input is
 * returned unchanged, never "Invalid Date".
 */
export function formatLongDate(value: string, timeZone?: string): string {
  const date = parse(value.trim());
  if (!date) return value;
  const zone = DATE_ONLY.test(value.trim()) ? "UTC" : timeZone;
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: zone }).format(
    date,
  );
}
