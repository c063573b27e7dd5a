/**
 * The statistics of a run's figures (decision 0058), pure: Wilson intervals for a proportion, a
 * seeded bootstrap over scenarios, the two-proportion test of a comparison and Cohen's kappa.
 */

/** The normal quantile of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson's score interval of `passed` out of `n`: unlike p ± z·√(p(1−p)/n) it stays within [0, 1]
 * and does not shrink to nothing at 0 or n passes, which small runs of a few scenarios often are.
 */
export function wilsonInterval(passed: number, n: number, z = Z_95): Interval | null {
  if (n <= 0) return null;
  const p = passed / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Exactly 0 and 1 at none and all passed (the formula's rounding gives 1e-17 and 0.9999…).
  return {
    low: passed === 0 ? 0 : Math.max(0, centre - half),
    high: passed === n ? 1 : Math.min(1, centre + half),
  };
}

/** mulberry32: a small, fast PRNG, so that a bootstrap with the same seed gives the same interval. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A scenario's judged samples. */
export interface SampleTally {
  passed: number;
  failed: number;
}

/** Whether a scenario passes, from its judged samples (null: none judged). */
export type ScenarioRule = (tally: SampleTally) => boolean | null;

export const allMustPass: ScenarioRule = ({ passed, failed }) => (passed + failed === 0 ? null : failed === 0);
export const majorityPasses: ScenarioRule = ({ passed, failed }) =>
  passed + failed === 0 ? null : passed > (passed + failed) / 2;
export const atLeastPass =
  (k: number): ScenarioRule =>
  ({ passed, failed }) =>
    passed + failed === 0 ? null : passed >= Math.min(k, passed + failed);

/**
 * A 95 % percentile interval of the share of scenarios that pass, by a two-stage bootstrap: each
 * round draws the scenarios with replacement, then each drawn scenario's samples with replacement
 * from its own pass share, and applies the rule. So a flaky scenario widens the interval as much
 * as its disagreement says, which resampling the scenarios' verdicts alone would hide.
 */
export function bootstrapPassRate(
  scenarios: { tally: SampleTally; rule: ScenarioRule }[],
  seed: number,
  rounds = 2000,
): Interval | null {
  const judged = scenarios.filter(({ tally }) => tally.passed + tally.failed > 0);
  if (judged.length === 0) return null;
  const random = seededRandom(seed);
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let passing = 0;
    for (let draw = 0; draw < judged.length; draw++) {
      const { tally, rule } = judged[Math.floor(random() * judged.length)]!;
      const n = tally.passed + tally.failed;
      const share = tally.passed / n;
      let passed = 0;
      // A scenario that always (or never) passed resamples to itself: no draw needed.
      if (share === 1) passed = n;
      else if (share > 0) for (let sample = 0; sample < n; sample++) if (random() < share) passed++;
      if (rule({ passed, failed: n - passed })) passing++;
    }
    rates.push(passing / judged.length);
  }
  rates.sort((a, b) => a - b);
  return { low: quantile(rates, 0.025), high: quantile(rates, 0.975) };
}

/** The q-quantile of sorted values, interpolated between the nearest ranks. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * (position - below);
}

/** The standard normal's cumulative distribution (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The two-sided p-value of a pooled two-proportion z-test of x1/n1 against x2/n2; 1 when the
 * pooled share is 0 or 1 (both sides all pass or all fail: nothing differs).
 */
export function twoProportionPValue(x1: number, n1: number, x2: number, n2: number): number | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const pooled = (x1 + x2) / (n1 + n2);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (standardError === 0) return 1;
  const z = (x1 / n1 - x2 / n2) / standardError;
  return 2 * (1 - normalCdf(Math.abs(z)));
}

/** Two intervals overlap unless one ends below the other's start. */
export const intervalsOverlap = (a: Interval, b: Interval) => a.low <= b.high && b.low <= a.high;

/**
 * Cohen's kappa of two raters' binary verdicts on the same items: their agreement beyond what
 * their own rates of "pass" would give by chance. Null without items; 1 when they agree on all
 * and chance agreement is total (both always said the same one thing).
 */
export function cohenKappa(pairs: { a: boolean; b: boolean }[]): number | null {
  const count = (a: boolean, b: boolean) => pairs.filter((pair) => pair.a === a && pair.b === b).length;
  return cohenKappaOfTable({
    bothYes: count(true, true),
    aOnly: count(true, false),
    bOnly: count(false, true),
    bothNo: count(false, false),
  });
}

/** The same kappa from the 2 × 2 table of counts (how the bench holds its verdicts against the truth). */
export function cohenKappaOfTable(table: { bothYes: number; aOnly: number; bOnly: number; bothNo: number }): number | null {
  const n = table.bothYes + table.aOnly + table.bOnly + table.bothNo;
  if (n === 0) return null;
  const agreed = (table.bothYes + table.bothNo) / n;
  const aYes = (table.bothYes + table.aOnly) / n;
  const bYes = (table.bothYes + table.bOnly) / n;
  const chance = aYes * bYes + (1 - aYes) * (1 - bYes);
  if (chance === 1) return agreed === 1 ? 1 : 0;
  return (agreed - chance) / (1 - chance);
}

/** Two raters' agreement on the same items: the share they agree on, kappa and n. */
export function agreementOf(pairs: { a: boolean; b: boolean }[]): {
  n: number;
  agreed: number;
  agreement: number | null;
  kappa: number | null;
} {
  const agreed = pairs.filter((pair) => pair.a === pair.b).length;
  return {
    n: pairs.length,
    agreed,
    agreement: pairs.length ? agreed / pairs.length : null,
    kappa: cohenKappa(pairs),
  };
}
