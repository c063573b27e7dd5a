import { describe, expect, it } from "vitest";
import { passRateBarKind, passRateBarLabel } from "./pass-rate-bars";

describe("pass-rate bars", () => {
  it("draws 0% as a scored empty bar and an unscored group as no data, never alike", () => {
    expect(passRateBarKind({ total: 5, passRate: 0 })).toBe("zero");
    expect(passRateBarKind({ total: 0, passRate: null })).toBe("no-data");
    expect(passRateBarKind({ total: 3, passRate: null })).toBe("no-data");
    expect(passRateBarKind({ total: 4, passRate: 75 })).toBe("scored");
  });

  it("says every bar's n beside its rate", () => {
    expect(passRateBarLabel({ total: 5, passRate: 0 })).toBe("0% · n=5");
    expect(passRateBarLabel({ total: 8, passRate: 62 })).toBe("62% · n=8");
    expect(passRateBarLabel({ total: 0, passRate: null })).toBe("no data · n=0");
  });
});
