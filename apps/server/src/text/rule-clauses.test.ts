import { describe, expect, it } from "vitest";
import { requiredTerms, situationsOf } from "./rule-clauses";

describe("situationsOf: one situation per thing a condition lists", () => {
  it("says each describing word with the noun they share", () => {
    expect(situationsOf("If a caller reports a fallen, low-hanging or sparking power line")).toEqual([
      "If a caller reports a fallen power line",
      "If a caller reports a low-hanging power line",
      "If a caller reports a sparking power line",
    ]);
    expect(situationsOf("When a tenant reports frozen, burst or leaking pipes")).toEqual([
      "When a tenant reports frozen pipes",
      "When a tenant reports burst pipes",
      "When a tenant reports leaking pipes",
    ]);
  });

  it("leaves items that each name a thing as they are", () => {
    expect(situationsOf("If a visitor mentions a wheelchair, a mobility scooter or a walking frame")).toEqual([
      "If a visitor mentions a wheelchair",
      "If a visitor mentions a mobility scooter",
      "If a visitor mentions a walking frame",
    ]);
    // Symptoms that end like describing words, before a thing that does not: no noun to share.
    expect(situationsOf("If someone mentions bleeding, vomiting or chest pain")).toEqual([
      "If someone mentions bleeding",
      "If someone mentions vomiting",
      "If someone mentions chest pain",
    ]);
  });
});

describe("requiredTerms: the words a reply that keeps the rule names", () => {
  it("takes a word without its possessive ending", () => {
    expect(requiredTerms("tell them the lender's helpline number", "")).toContain("lender");
    expect(requiredTerms("tell them the lender's helpline number", "")).not.toContain("lender'");
  });
});
