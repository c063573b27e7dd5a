import { describe, expect, it } from "vitest";
import { isValidLine, isValidText, lineSchema, stringsIn, textSchema } from "./text";

describe("text a person typed", () => {
  it("refuses NUL, control characters, lone surrogates and noncharacters", () => {
    for (const bad of ["a\u0000b", "a\u0007b", "a\u001bb", "a\u0085b", "a\ud800b", "a\udc00", "a\uffffb"]) {
      expect(isValidText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("allows tabs, line breaks, accents and emoji (a surrogate pair is one code point)", () => {
    expect(isValidText("Line one\n\tLine two\r\nGrüße 🐢")).toBe(true);
  });

  it("wants names and titles on one line", () => {
    expect(isValidLine("Ada Lovelace")).toBe(true);
    expect(isValidLine("Ada\r\nBcc: x@y.z")).toBe(false);
    expect(isValidLine("Ada\u2028Lovelace")).toBe(false);
  });

  it("reports the field in the schemas' messages", () => {
    const result = lineSchema().safeParse("a\u0000");
    expect(result.success).toBe(false);
    expect(textSchema().safeParse("ok\nfine").success).toBe(true);
  });

  it("finds every string of a JSON value, with its path", () => {
    expect([...stringsIn({ a: "x", b: [1, { c: "y" }] })]).toEqual([
      { path: "a", text: "a" },
      { path: "a", text: "x" },
      { path: "b", text: "b" },
      { path: "b.1.c", text: "c" },
      { path: "b.1.c", text: "y" },
    ]);
  });
});
