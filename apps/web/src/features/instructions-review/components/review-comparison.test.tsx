// @vitest-environment jsdom
import type { ReviewDimension } from "@aesop/shared/contracts/instructions-review";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Verdict } from "./review-comparison";

const PURPOSE: ReviewDimension = {
  id: "purpose",
  name: "Purpose and role",
  weight: 3,
  status: "covered",
  score: 2,
  severity: "none",
  confidence: "high",
  summary: "States a role and the task it performs.",
  evidence: [],
  whyItMatters: "",
  suggestions: [],
};

afterEach(cleanup);

describe("a dimension's verdict (issue 39)", () => {
  it("shows 'could be stronger' apart from the verdict, which stays covered", () => {
    render(<Verdict dimension={{ ...PURPOSE, couldBeStronger: ["Could also state what success looks like."] }} />);
    expect(screen.getByText("Covered", { exact: false })).toBeTruthy();
    expect(screen.getByText("Could be stronger: Could also state what success looks like.")).toBeTruthy();
    expect(screen.queryByText(/severity/)).toBeNull();
  });

  it("shows a flaw with its severity and confidence, and no suggestions", () => {
    render(
      <Verdict
        dimension={{
          ...PURPOSE,
          status: "partial",
          score: 1,
          severity: "medium",
          confidence: "low",
          couldBeStronger: ["x"],
        }}
      />,
    );
    expect(screen.getByText("medium severity, low confidence")).toBeTruthy();
    expect(screen.queryByText(/Could be stronger/)).toBeNull();
  });

  it("shows why a low-confidence flaw is unsure, with the question that would settle it", () => {
    const note =
      "Nothing in the instructions shows that this arises for this assistant; judged as if it does. Tell us whether children may use the assistant.";
    render(
      <Verdict
        dimension={{
          ...PURPOSE,
          id: "minors-vulnerable",
          status: "missing",
          score: 0,
          severity: "high",
          confidence: "low",
          confidenceNote: note,
        }}
      />,
    );
    expect(screen.getByText(note)).toBeTruthy();
  });

  it("keeps the note out of a flaw it is sure of (near miss)", () => {
    render(
      <Verdict
        dimension={{
          ...PURPOSE,
          status: "missing",
          score: 0,
          severity: "high",
          confidence: "medium",
          confidenceNote: "Inferred from what the instructions do not say.",
        }}
      />,
    );
    expect(screen.queryByText("Inferred from what the instructions do not say.")).toBeNull();
  });

  it("says a dimension was not judged and what would settle it", () => {
    const question = "Not judged: tell us whether users may ask for medical advice.";
    render(<Verdict dimension={{ ...PURPOSE, id: "regulated-advice", notJudged: question }} />);
    expect(screen.getByText(question)).toBeTruthy();
    expect(screen.queryByText(/^Covered/)).toBeNull();
  });
});
