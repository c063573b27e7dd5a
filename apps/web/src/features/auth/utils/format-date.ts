const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const longDate = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });

/**
 * A date in US English, e.g. "January 31, 2026" (spec section 9). A plain ISO date (YYYY-MM-DD)
 * is a calendar day, not an instant, so it is formatted in UTC and never slips to the previous
 * day west of Greenwich; a timestamp is shown as the day it falls on in `timeZone` (the
 * browser's by default). Unparseable input is returned unchanged, never "Invalid Date".
 */
export function formatUsDate(value: string, timeZone?: string): string {
  const match = ISO_DATE.exec(value.trim());
  if (match) {
    const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(day.getTime()) ? value : longDate("UTC").format(day);
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : longDate(timeZone).format(instant);
}
