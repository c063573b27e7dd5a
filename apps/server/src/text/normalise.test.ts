import { describe, expect, it } from "vitest";
import { normaliseText } from "./normalise";

describe("normaliseText", () => {
  it("reads typographic apostrophes, quotes, dashes and Unicode spaces as their plain forms", () => {
    expect(normaliseText("I can\u2019t \u201Cdo\u201D that\u00A0\u2014 sorry\u2009!")).toBe(
      `I can't "do" that - sorry !`,
    );
  });

  it("folds compatibility characters and drops zero-width ones", () => {
    expect(normaliseText("\uFB01le re\u200Bfund \uFF11\uFF12")).toBe("file refund 12");
  });

  it("leaves plain text as it is", () => {
    expect(normaliseText("Plain text, 'quoted' and \"double\".")).toBe("Plain text, 'quoted' and \"double\".");
  });
});
