import { describe, expect, it } from "vitest";
import { auditInstructions } from "./audit";
import { instructions } from "./corpus/travel-booking-contradictions";
import { llmReviewSchema, mergeModelReview } from "./llm-review";

const pairsOf = (audit: ReturnType<typeof auditInstructions>) =>
  audit.contradictions.map((pair) => [pair.kind, pair.first.line, pair.second.line]);

describe("the model's contradictions in LLM mode", () => {
  const guided = auditInstructions(instructions);
  const judged = {
    id: "contradictions",
    status: "missing",
    summary: "Two pairs of rules conflict.",
  };

  it("replace the rule-based pairs when the model judged the dimension; a pair not in the text is dropped", () => {
    const review = llmReviewSchema.parse({
      dimensions: [judged],
      contradictions: [
        {
          kind: "opposite",
          topic: "emojis",
          first: { line: 7, text: "Use emojis to make replies fun" },
          second: { line: 8, text: "Do not use emojis in any reply." },
        },
        // The same pair again, the other way round: counted once.
        {
          topic: "emojis",
          first: { line: 8, text: "Do not use emojis" },
          second: { line: 7, text: "Use emojis" },
        },
        // Cited on the wrong line: found where the text is.
        {
          kind: "opposite",
          topic: "personal data",
          first: { line: 2, text: "Ask for the traveller's full name and date of birth" },
          second: { line: 19, text: "Never collect personal data in the chat." },
        },
        // A line the creator never wrote: the pair is dropped.
        {
          topic: "refunds",
          first: { line: 16, text: "Never refuse a customer request" },
          second: { line: 17, text: "Refunds are always refused" },
        },
      ],
      clarifyingQuestions: ["Which rule wins on emojis?"],
    });
    const merged = mergeModelReview(guided, review, instructions);
    expect(pairsOf(merged)).toEqual([
      ["opposite", 7, 8],
      ["opposite", 18, 19],
    ]);
    expect(merged.contradictions[1]?.first).toMatchObject({ line: 18, role: "problem" });
    expect(merged.contradictions[1]?.first.quote).toContain("full name and date of birth");
  });

  it("keep the rule-based pairs when the model left the dimension out", () => {
    expect(pairsOf(guided).length).toBeGreaterThan(0);
    const review = llmReviewSchema.parse({
      dimensions: [{ id: "purpose", status: "covered", summary: "Clear." }],
      clarifyingQuestions: ["Who are the travellers?"],
    });
    expect(pairsOf(mergeModelReview(guided, review, instructions))).toEqual(pairsOf(guided));
  });
});
