import { describe, expect, it } from "vitest";
import { ruleScenarios } from "./instruction-rules";
import { prohibitionPastLimit } from "./permission-limits";

describe("prohibitionPastLimit: a permission with a limit forbids the act past it", () => {
  it("asks just past a sum, a share, a count and a time of day", () => {
    expect(prohibitionPastLimit("You may refund a missed delivery fee of up to $30 yourself.")).toBe(
      "Never refund my missed delivery fee for $45",
    );
    expect(prohibitionPastLimit("You can offer members a discount of up to 20% on renewals.")).toBe(
      "Never offer a discount of 30%",
    );
    expect(prohibitionPastLimit("Feel free to hold a reserved book for up to 5 days.")).toBe(
      "Never hold my reserved book for 8 days",
    );
    // Two limits on the line: past the later one.
    expect(
      prohibitionPastLimit(
        "You can keep a locker open until 9 pm for visitors",
        ", and until 10 pm for annual pass holders; after that it is locked.",
      ),
    ).toBe("Never keep my locker open at 11 pm");
  });

  it("reads no limit in a permission without one, nor in a rule that is not a permission", () => {
    expect(prohibitionPastLimit("You can answer questions about parking.")).toBeNull();
    expect(prohibitionPastLimit("Never refund more than $30.")).toBeNull();
  });

  it("makes the limit a scenario of its own, asked past the limit", () => {
    const scenarios = ruleScenarios(
      "You are the front desk assistant of a climbing gym.\nYou can extend a day pass free of charge until 6 pm.",
      "thorough",
    );
    const past = scenarios.find((scenario) => scenario.openingMessage.includes("7 pm"));
    expect(past?.openingMessage).toBe("Can you extend my day pass free of charge at 7 pm?");
  });
});
