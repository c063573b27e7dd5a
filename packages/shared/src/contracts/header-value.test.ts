import { describe, expect, it } from "vitest";
import { headerValueProblem } from "./header-value";

describe("headerValueProblem", () => {
  it("lets through what HTTP carries: visible ASCII, spaces, tabs and printable Latin-1", () => {
    for (const value of ["Bearer sk-abc_123", "a\tb", "café ½ ÿ", ""]) expect(headerValueProblem(value)).toBeNull();
  });

  it("names what it cannot carry: a line break, a control character, U+2028, anything above U+00FF", () => {
    expect(headerValueProblem("a\r\nX-Injected: 1")).toBe("a line break");
    expect(headerValueProblem("a\u0000b")).toBe("a control character (U+0000)");
    expect(headerValueProblem("a\u007fb")).toBe("a control character (U+007F)");
    expect(headerValueProblem("a\u0085b")).toBe("a control character (U+0085)");
    expect(headerValueProblem("a\u2028b")).toBe("a line separator (U+2028)");
    expect(headerValueProblem("10 €")).toBe('"€" (U+20AC)');
    expect(headerValueProblem("hi 😀")).toBe('"😀" (U+1F600)');
  });
});
