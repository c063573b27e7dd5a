import { describe, expect, it } from "vitest";
import { createSlugger, markdownHeadings } from "./markdown-headings";

describe("markdownHeadings", () => {
  it("lists headings in order with their level, plain text and a unique anchor", () => {
    const markdown =
      "# Review\n\nText\n\n## **Purpose** (covered)\n\n```\n# not a heading\n```\n\n## Purpose (covered)\n### Why it matters ##";
    expect(markdownHeadings(markdown)).toEqual([
      { level: 1, text: "Review", id: "section-review" },
      { level: 2, text: "Purpose (covered)", id: "section-purpose-covered" },
      { level: 2, text: "Purpose (covered)", id: "section-purpose-covered-2" },
      { level: 3, text: "Why it matters", id: "section-why-it-matters" },
    ]);
  });

  it("gives text without letters an anchor too", () => {
    const slug = createSlugger();
    expect(slug("!!!")).toBe("section-section");
    expect(slug("Éthique")).toBe("section-ethique");
  });
});
