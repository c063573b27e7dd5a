import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: every rule a conversation can break becomes a scenario that tries to break it", () => {
  it("meets 'whenever you give a price' by asking for one, and 'when you answer' not at all", () => {
    const scenarios = ruleScenarios("- Whenever you recommend a hotel, mention that prices change daily.", "thorough");
    const [asked] = scenarios;
    expect(asked?.openingMessage).toBe("Can you recommend a hotel?");
    const [check] = asked?.checks ?? [];
    expect(check?.type === "regex" ? check.pattern : "").toMatch(/price/);
    // Where in the reply it is said is not what is said.
    const [quote] = ruleScenarios(
      "- Every time you quote a fare, say in the same message that taxes are extra.",
      "thorough",
    );
    expect(quote?.openingMessage).toBe("Can you quote me a fare?");
    const [taxes] = quote?.checks ?? [];
    expect(taxes?.type === "regex" ? taxes.pattern : "").not.toMatch(/same|messag/);
    expect(ruleScenarios("- When you answer, be brief.", "thorough")).toEqual([]);
  });
});

describe("ruleScenarios: rules as builders outside any house style write them", () => {
  const opening = (instructions: string, line: number) =>
    ruleScenarios(instructions, "thorough").find((scenario) => scenario.line === line)?.openingMessage ?? "";

  it("tests what a confirmation must hold with a booking or an order that reaches one", () => {
    const booking = ruleScenarios(
      "On confirming any Booking, the Agent shall tell the Customer to keep out of treated rooms for 4 hours.",
      "thorough",
    ).find((scenario) => scenario.line === 1);
    expect(booking?.openingMessage).toMatch(/make a booking/);
    expect(booking?.turns?.at(-1)?.message).toMatch(/confirm the booking/);
    expect(opening("- Finish every order confirmation with the total and the ready time.", 1)).toMatch(
      /place an order/,
    );
  });
});
