import { describe, expect, it } from "vitest";
import { passRateBarKind, passRateBarLabel } from "./pass-rate-bars";

describe("pass-rate bars", () => {
  it("draws 0% as a scored empty bar and an unscored group as no data, never alike", () => {
    expect(passRateBarKind({ total: 5, passRate: 0 })).toBe("zero");
    expect(passRateBarKind({ total: 0, passRate: null })).toBe("no-data");
    expect(passRateBarKind({ total: 3, passRate: null })).toBe("no-data");
    expect(passRateBarKind({ total: 4, passRate: 75 })).toBe("scored");
  });

  it("says every bar's n as passed of total, and a group without scenarios says so", () => {
    expect(passRateBarLabel({ passed: 0, total: 5, passRate: 0 })).toBe("0% · 0 of 5");
    expect(passRateBarLabel({ passed: 3, total: 7, passRate: 43 })).toBe("43% · 3 of 7");
    expect(passRateBarLabel({ passed: 0, total: 0, passRate: null })).toBe("no scenarios");
    expect(passRateBarLabel({ passed: 0, total: 3, passRate: null })).toBe("none judged · 0 of 3");
  });
});
