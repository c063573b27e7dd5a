import { describe, expect, it } from "vitest";
import { directQuestion, opensWithVerb, questionOfClause } from "./questions";

describe("directQuestion", () => {
  it.each([
    [
      "whether my own car insurance or credit card covers a rental",
      "Does my own car insurance or credit card cover a rental?",
    ],
    ["whether I am a good fit", "Am I a good fit?"],
    ["if I will be admitted", "Will I be admitted?"],
    ["whether they have children", "Do they have children?"],
    ["what the fees are", "What are the fees?"],
    ["how it works", "How does it work?"],
    ["when my parcel arrived", "When did my parcel arrive?"],
    ["why my card was declined", "Why was my card declined?"],
    ["which visa I need", "Which visa do I need?"],
    ["what time the pharmacy closes", "What time does the pharmacy close?"],
    ["how much a filling costs", "How much does a filling cost?"],
    ["whether to stop my medication", "Should I stop my medication?"],
    ["who is on call", "Who is on call?"],
  ])("asks %j as %j", (reported, question) => {
    expect(directQuestion(reported)).toBe(question);
  });

  it("is null for what is not a reported question, and for a negated clause", () => {
    expect(directQuestion("my card covers a rental")).toBeNull();
    expect(questionOfClause("I don't qualify")).toBeNull();
    expect(questionOfClause("qualifies")).toBeNull();
  });
});

describe("opensWithVerb", () => {
  it("tells an act from a noun phrase", () => {
    expect(opensWithVerb("estimate my chances of admission")).toBe(true);
    expect(opensWithVerb("sell my data")).toBe(true);
    expect(opensWithVerb("credit card covers a rental")).toBe(false);
  });
});
