const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "2 days ago", "yesterday", "just now": how long ago a report was written, in words. */
export function timeAgo(value: string, now: Date = new Date()): string {
  const seconds = (now.getTime() - Date.parse(value)) / 1000;
  if (Number.isNaN(seconds)) return "";
  if (seconds < 60) return "just now";
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}
