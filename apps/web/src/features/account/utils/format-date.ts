/** "Jan 31, 2026" in US English, or null when the value is not a date. */
export function formatMemberSince(value: string | null | undefined, timeZone?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(date);
}
