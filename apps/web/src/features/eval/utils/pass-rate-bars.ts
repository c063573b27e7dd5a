/** What a pass-rate bar draws: a filled bar, an empty scored track with a zero mark (0%), or a dashed "no data" outline. */
export type PassRateBarKind = "scored" | "zero" | "no-data";

interface BarFigures {
  passed: number;
  total: number;
  passRate: number | null;
}

export function passRateBarKind(bar: Pick<BarFigures, "total" | "passRate">): PassRateBarKind {
  if (bar.passRate === null || bar.total === 0) return "no-data";
  return bar.passRate === 0 ? "zero" : "scored";
}

/**
 * The words beside a bar: its rate and how many of its scenarios passed ("43% · 3 of 7", "0% · 0 of
 * 5"); a group without scenarios says "no scenarios", one whose scenarios are not judged yet says so.
 */
export function passRateBarLabel(bar: BarFigures): string {
  if (bar.total === 0) return "no scenarios";
  const n = `${bar.passed} of ${bar.total}`;
  return passRateBarKind(bar) === "no-data" ? `none judged · ${n}` : `${bar.passRate ?? 0}% · ${n}`;
}
