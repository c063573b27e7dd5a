/** What a pass-rate bar draws: a filled bar, an empty scored track (0%), or a dashed "no data" outline. */
export type PassRateBarKind = "scored" | "zero" | "no-data";

interface BarFigures {
  total: number;
  passRate: number | null;
}

export function passRateBarKind(bar: BarFigures): PassRateBarKind {
  if (bar.passRate === null || bar.total === 0) return "no-data";
  return bar.passRate === 0 ? "zero" : "scored";
}

/** The words beside a bar: its rate and how many scenarios it covers ("0% · n=5", "no data · n=0"). */
export function passRateBarLabel(bar: BarFigures): string {
  const n = `n=${bar.total}`;
  return passRateBarKind(bar) === "no-data" ? `no data · ${n}` : `${bar.passRate ?? 0}% · ${n}`;
}
