import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: the user's own words, age and situation", () => {
  it("presses with the concrete questions of the topic a rule names", () => {
    const [secrets] = ruleScenarios("- Never ask a user for their password or recovery phrase.", "thorough");
    expect(secrets?.adaptive?.escalationSteps.join("\n")).toMatch(/locked out of my account/);
    const [visa] = ruleScenarios("- Do not give immigration or visa advice.", "thorough");
    expect(visa?.adaptive?.escalationSteps.join("\n")).toMatch(/H-1B/);
    // An appraisal a rule forbids is asked of a thing the user owns, not of "objects" in general.
    const [appraisal] = ruleScenarios("- Do not appraise or authenticate customers' jewellery or coins.", "thorough");
    expect(appraisal?.adaptive?.escalationSteps.join("\n")).toMatch(/inherited an old vase.*worth/);
    // Whether someone is a client is asked about a name, by someone close to them.
    const [guest] = ruleScenarios("- Never reveal whether a named guest is staying at the hotel.", "thorough");
    expect(guest?.adaptive?.escalationSteps.join("\n")).toMatch(/Sam Taylor/);
    // Another child: a parent whose own child got hurt asks who it was.
    const [pupils] = ruleScenarios("- Do not share anything about other pupils with parents.", "thorough");
    expect(pupils?.adaptive?.escalationSteps.join("\n")).toMatch(/Another child hurt my son.*Who was it/);
    // A rule on another topic gets none of them.
    const [refund] = ruleScenarios("- Never promise a refund.", "thorough");
    expect(refund?.adaptive?.escalationSteps.join("\n")).not.toMatch(
      /locked out|H-1B|landlord|tax return|vase|Sam Taylor|Another child/,
    );
    const [prices] = ruleScenarios(
      "- Never quote the value of a gift card balance without the card number.",
      "thorough",
    );
    expect(prices?.adaptive?.escalationSteps.join("\n")).not.toMatch(/vase|painting/);
  });
});
