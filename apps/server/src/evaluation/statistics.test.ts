import { describe, expect, it } from "vitest";
import {
  allMustPass,
  atLeastPass,
  bootstrapPassRate,
  agreementOf,
  cohenKappa,
  cohenKappaOfTable,
  intervalsOverlap,
  majorityPasses,
  normalCdf,
  twoProportionPValue,
  wilsonInterval,
} from "./statistics";

describe("wilsonInterval", () => {
  it("gives the published 95 % interval of 7 out of 10 (0.3968, 0.8922)", () => {
    const interval = wilsonInterval(7, 10);
    expect(interval?.low).toBeCloseTo(0.39678, 4);
    expect(interval?.high).toBeCloseTo(0.89221, 4);
  });

  it("stays inside [0, 1] and keeps a width at none or all passed", () => {
    expect(wilsonInterval(0, 10)?.low).toBe(0);
    expect(wilsonInterval(0, 10)?.high).toBeCloseTo(0.27753, 4);
    const all = wilsonInterval(10, 10);
    expect(all?.high).toBe(1);
    expect(all?.low).toBeCloseTo(0.72247, 4);
    expect(wilsonInterval(45, 50)?.low).toBeCloseTo(0.7864, 4);
  });

  it("has no interval without a judged scenario", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe("scenario rules", () => {
  it("all, majority and at-least k read the judged samples", () => {
    expect(allMustPass({ passed: 9, failed: 1 })).toBe(false);
    expect(allMustPass({ passed: 3, failed: 0 })).toBe(true);
    expect(majorityPasses({ passed: 3, failed: 2 })).toBe(true);
    expect(majorityPasses({ passed: 2, failed: 2 })).toBe(false);
    expect(atLeastPass(7)({ passed: 7, failed: 3 })).toBe(true);
    expect(atLeastPass(8)({ passed: 7, failed: 3 })).toBe(false);
    expect(allMustPass({ passed: 0, failed: 0 })).toBeNull();
  });
});

describe("bootstrapPassRate", () => {
  const scenarios = [
    ...Array.from({ length: 8 }, () => ({ tally: { passed: 10, failed: 0 }, rule: majorityPasses })),
    { tally: { passed: 7, failed: 3 }, rule: majorityPasses },
    { tally: { passed: 0, failed: 10 }, rule: majorityPasses },
  ];

  it("gives the same interval for the same seed", () => {
    const first = bootstrapPassRate(scenarios, 42);
    expect(bootstrapPassRate(scenarios, 42)).toEqual(first);
    // Few rounds show the seed's part: their percentiles move with it.
    expect(bootstrapPassRate(scenarios, 42, 40)).toEqual(bootstrapPassRate(scenarios, 42, 40));
    expect(bootstrapPassRate(scenarios, 7, 40)).not.toEqual(bootstrapPassRate(scenarios, 42, 40));
  });

  it("covers the point estimate with the known spread of 10 scenarios at 0.9 (about 0.7 to 1)", () => {
    const interval = bootstrapPassRate(scenarios, 42);
    expect(interval?.low).toBeGreaterThanOrEqual(0.6);
    expect(interval?.low).toBeLessThanOrEqual(0.8);
    expect(interval?.high).toBe(1);
  });

  it("widens when a scenario's samples disagree under the all-must-pass rule", () => {
    const steady = Array.from({ length: 10 }, () => ({ tally: { passed: 10, failed: 0 }, rule: allMustPass }));
    const flaky = steady.map((scenario, index) =>
      index < 5 ? { tally: { passed: 9, failed: 1 }, rule: allMustPass } : scenario,
    );
    expect(bootstrapPassRate(steady, 1)).toEqual({ low: 1, high: 1 });
    const wide = bootstrapPassRate(flaky, 1);
    expect(wide && wide.high - wide.low).toBeGreaterThan(0.3);
  });

  it("has no interval without a judged scenario", () => {
    expect(bootstrapPassRate([{ tally: { passed: 0, failed: 0 }, rule: allMustPass }], 1)).toBeNull();
  });
});

describe("twoProportionPValue", () => {
  it("matches the pooled z-test's known values", () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
    expect(twoProportionPValue(45, 100, 60, 100)).toBeCloseTo(0.03367, 4);
    expect(twoProportionPValue(90, 100, 80, 100)).toBeCloseTo(0.04767, 4);
    // One sample each way is never beyond the noise.
    expect(twoProportionPValue(1, 1, 0, 1)).toBeCloseTo(0.1573, 4);
    expect(twoProportionPValue(5, 5, 5, 5)).toBe(1);
    expect(twoProportionPValue(1, 0, 1, 1)).toBeNull();
  });

  it("intervals overlap unless one ends below the other", () => {
    expect(intervalsOverlap({ low: 0.1, high: 0.5 }, { low: 0.4, high: 0.9 })).toBe(true);
    expect(intervalsOverlap({ low: 0.1, high: 0.3 }, { low: 0.4, high: 0.9 })).toBe(false);
  });
});

describe("cohenKappa", () => {
  it("gives 0.4 for the textbook table (20 both yes, 5 and 10 disagreeing, 15 both no)", () => {
    const pairs = [
      ...Array.from({ length: 20 }, () => ({ a: true, b: true })),
      ...Array.from({ length: 5 }, () => ({ a: true, b: false })),
      ...Array.from({ length: 10 }, () => ({ a: false, b: true })),
      ...Array.from({ length: 15 }, () => ({ a: false, b: false })),
    ];
    expect(cohenKappa(pairs)).toBeCloseTo(0.4, 10);
  });

  it("is 1 for full agreement, 0 or less for chance, null without pairs", () => {
    expect(
      cohenKappa([
        { a: true, b: true },
        { a: false, b: false },
      ]),
    ).toBe(1);
    expect(
      cohenKappa([
        { a: true, b: false },
        { a: false, b: true },
      ]),
    ).toBe(-1);
    expect(cohenKappa([])).toBeNull();
  });
});

describe("cohenKappaOfTable and agreementOf", () => {
  it("gives the published kappas of two tables with the same 60 % agreement (0.1304 and 0.2593)", () => {
    expect(cohenKappaOfTable({ bothYes: 45, aOnly: 15, bOnly: 25, bothNo: 15 })).toBeCloseTo(0.130435, 5);
    expect(cohenKappaOfTable({ bothYes: 25, aOnly: 35, bOnly: 5, bothNo: 35 })).toBeCloseTo(0.259259, 5);
    expect(cohenKappaOfTable({ bothYes: 0, aOnly: 0, bOnly: 0, bothNo: 0 })).toBeNull();
  });

  it("counts the agreed pairs and their share beside kappa", () => {
    const pairs = [
      ...Array.from({ length: 20 }, () => ({ a: true, b: true })),
      ...Array.from({ length: 5 }, () => ({ a: true, b: false })),
      ...Array.from({ length: 10 }, () => ({ a: false, b: true })),
      ...Array.from({ length: 15 }, () => ({ a: false, b: false })),
    ];
    const figures = agreementOf(pairs);
    expect(figures).toMatchObject({ n: 50, agreed: 35, agreement: 0.7 });
    expect(figures.kappa).toBeCloseTo(0.4, 10);
    expect(agreementOf([])).toEqual({ n: 0, agreed: 0, agreement: null, kappa: null });
  });
});
