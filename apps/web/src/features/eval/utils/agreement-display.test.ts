import { describe, expect, it } from "vitest";
import { formatAgreed, formatKappa, kappaWords, sampleSizeNote } from "./agreement-display";

describe("agreement display", () => {
  it("reads kappa by Landis and Koch's bands", () => {
    expect([-0.1, 0, 0.2, 0.4, 0.41, 0.7, 0.81, 1].map(kappaWords)).toEqual([
      "worse than chance",
      "slight",
      "slight",
      "fair",
      "moderate",
      "substantial",
      "almost perfect",
      "almost perfect",
    ]);
    expect(kappaWords(null)).toBe("—");
    expect(formatKappa(0.4)).toBe("0.40");
  });

  it("shows the share agreed with its counts, and says plainly when n is too small", () => {
    expect(formatAgreed({ agreed: 7, n: 9, agreement: 7 / 9 })).toBe("7 of 9 (78%)");
    expect(formatAgreed({ agreed: 0, n: 0, agreement: null })).toBe("—");
    expect(sampleSizeNote({ n: 3, tooFew: true }, 10)).toBe(
      "Only 3 verdicts: too few to mean much (fewer than 10); one more verdict can move the share by as much as 25 points.",
    );
    expect(sampleSizeNote({ n: 12, tooFew: false }, 10)).toBeNull();
    expect(sampleSizeNote({ n: 0, tooFew: true }, 10)).toBeNull();
  });
});
