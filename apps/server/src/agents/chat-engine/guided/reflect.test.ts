import { describe, expect, it } from "vitest";
import { isInert } from "./guided-session.fixture";
import { reflectAnswer, shortQuote } from "./reflect";

describe("reflecting the user's words", () => {
  it("quotes a short answer whole, without its final full stop", () => {
    expect(shortQuote("Nursing students.")).toBe("Nursing students");
    expect(reflectAnswer("Nursing students.", 0)).toBe('You said "Nursing students".');
  });

  it("quotes the opening of a long answer, cut at a word and marked", () => {
    const quote = shortQuote(
      "It helps first-year nursing students revise drug calculations so that they pass their numeracy exam with confidence and more.",
    );
    expect(quote).toBe(
      "It helps first-year nursing students revise drug calculations so that they pass their numeracy…",
    );
  });

  it("keeps whole sentences while they are short, as a part of what was written", () => {
    expect(shortQuote("Yes. Children aged 8 to 12 will use it at school. Also parents.")).toBe(
      "Yes. Children aged 8 to 12 will use it at school…",
    );
  });

  it("escapes Markdown and HTML, and keeps a quote on one line", () => {
    const quote = shortQuote("<img src=x onerror=alert(1)>\n# [link](javascript:alert(1))");
    expect(isInert(quote)).toBe(true);
    expect(quote).not.toContain("\n");
    expect(quote).toContain("&lt;img");
    expect(quote).toContain("\\[link\\]");
  });
});
