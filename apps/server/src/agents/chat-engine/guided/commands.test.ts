import { describe, expect, it } from "vitest";
import { detectIntent, parseTimeframe } from "./commands";

describe("reading what the user means", () => {
  it.each([
    ["complete report", "complete-report"],
    ["OK, COMPLETE REPORT please", "complete-report"],
    ["I think we're done, let's complete   report.", "complete-report"],
    ["Continue Exploring", "continue-exploring"],
    ["great, continue exploring!", "continue-exploring"],
    ["skip", "skip"],
    ["Next topic", "skip"],
    ["Can we skip this one, please?", "skip"],
    ["move on", "skip"],
    ["I don't know", "skip"],
    ["go deeper", "go-deeper"],
    ["Tell me more", "go-deeper"],
    ["more detail please", "go-deeper"],
    ["help", "help"],
    ["What can I say?", "help"],
    ["Why does this matter?", "question"],
    ["Can you give me an example?", "question"],
    ["Teachers?", "answer"],
    ["It should skip small talk and get to the point.", "answer"],
    ["Tell me more about the drugs they take, it covers pharmacology.", "answer"],
  ])("%j is %s", (text, kind) => {
    expect(detectIntent(text).kind).toBe(kind);
  });

  it("does not end the session on a negated phrase", () => {
    expect(detectIntent("Please don't complete report yet").kind).toBe("answer");
    expect(detectIntent("I'm not ready to complete report").kind).toBe("answer");
    expect(detectIntent("not yet, continue exploring").kind).toBe("continue-exploring");
  });

  it("tells what a question is about", () => {
    expect(detectIntent("Could you give an example?")).toEqual({ kind: "question", focus: "example" });
    expect(detectIntent("Why do you ask?")).toEqual({ kind: "question", focus: "why" });
    expect(detectIntent("What do you mean by context?")).toEqual({ kind: "question", focus: "general" });
  });

  it("reads a confirmation or a request for more as a command only once the plan is done", () => {
    expect(detectIntent("yes please").kind).toBe("answer");
    expect(detectIntent("yes please", { wrapUp: true }).kind).toBe("complete-report");
    expect(detectIntent("keep going", { wrapUp: true }).kind).toBe("continue-exploring");
  });
});

describe("choosing a timeframe", () => {
  it.each([
    ["5", 5],
    ["5 min", 5],
    ["Essentials", 5],
    ["five minutes please", 5],
    ["5 min Essentials", 5],
    ["15 min Standard", 15],
    ["standard", 15],
    ["15-minute one", 15],
    ["30", 30],
    ["COMPREHENSIVE", 30],
    ["Let's do the 30 min Comprehensive", 30],
  ])("%j chooses %i minutes", (text, minutes) => {
    expect(parseTimeframe(text)).toBe(minutes);
  });

  it.each(["lol", "10 minutes", "5 or 15?", "", "as long as it takes"])("%j chooses nothing", (text) => {
    expect(parseTimeframe(text)).toBeNull();
  });
});
