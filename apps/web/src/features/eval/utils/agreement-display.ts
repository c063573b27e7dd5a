import type { AgreementRow } from "@aesop/shared/contracts/eval";

/**
 * Kappa in words, by Landis and Koch's bands (1977), the reading most papers on judges use: below 0
 * worse than chance, up to 0.2 slight, 0.4 fair, 0.6 moderate, 0.8 substantial, above almost perfect.
 */
export function kappaWords(kappa: number | null): string {
  if (kappa === null) return "—";
  if (kappa < 0) return "worse than chance";
  if (kappa <= 0.2) return "slight";
  if (kappa <= 0.4) return "fair";
  if (kappa <= 0.6) return "moderate";
  if (kappa <= 0.8) return "substantial";
  return "almost perfect";
}

/** 0.4 → "0.40"; null → "—". */
export const formatKappa = (kappa: number | null) => (kappa === null ? "—" : kappa.toFixed(2));

/** "7 of 9 (78%)". */
export function formatAgreed(row: Pick<AgreementRow, "agreed" | "n" | "agreement">): string {
  if (row.n === 0 || row.agreement === null) return "—";
  return `${row.agreed} of ${row.n} (${Math.round(row.agreement * 100)}%)`;
}

/** What a row's n lets one say, plainly. */
export function sampleSizeNote(row: Pick<AgreementRow, "n" | "tooFew">, minimumN: number): string | null {
  if (row.n === 0) return null;
  if (!row.tooFew) return null;
  return `Only ${row.n} ${row.n === 1 ? "verdict" : "verdicts"}: too few to mean much (fewer than ${minimumN}); one more verdict can move the share by as much as ${Math.round(100 / (row.n + 1))} points.`;
}
