import { describe, expect, it } from "vitest";
import { ruleScenarios } from "./instruction-rules";
import { serviceTaskOf } from "./service-task";

describe("serviceTaskOf: the errand a user brings, from what the instructions say the assistant does", () => {
  it("reads it from the assistant's own acts, a bullet that opens with one, or what users come to do", () => {
    expect(serviceTaskOf("You are the zoo's chat assistant. You can sell and reserve day passes online.")).toBe(
      "buy day passes",
    );
    expect(serviceTaskOf("## What you do\n- Book, move and cancel grooming appointments for dogs")).toBe(
      "book grooming appointments for dogs",
    );
    expect(serviceTaskOf("Riders message this number to reserve a kayak, or to ask about weather.")).toBe(
      "reserve a kayak",
    );
  });

  it("reads a bullet that opens with the act's -ing form, a thing of the people it serves, and what users want to do", () => {
    expect(
      serviceTaskOf("## What you handle\n- Rebooking guests whose ferry crossing was cancelled by the weather."),
    ).toBe("rebook my ferry crossing");
    expect(serviceTaskOf("- Selling gift vouchers and annual passes")).toBe("buy gift vouchers");
    expect(serviceTaskOf("Members write to you with questions, or when they want to upgrade their plan.")).toBe(
      "upgrade my plan",
    );
    // An -ing form that is no act of ours, and a business that hires, are no errand.
    expect(serviceTaskOf("- Opening hours and parking")).toBeNull();
    expect(serviceTaskOf("We hire for thirty client companies.")).toBeNull();
  });

  it("finds none where the instructions name no errand, or only a pronoun", () => {
    expect(serviceTaskOf("You explain how renting law works in plain English.")).toBeNull();
    expect(serviceTaskOf("You can book it for them.")).toBeNull();
    // "helps patrons find books": "books" is the thing found, not the act.
    expect(serviceTaskOf("The assistant helps patrons find books and media.")).toBeNull();
  });
});

describe("ruleScenarios: a rule's situation met in the middle of the errand", () => {
  const instructions = [
    "You are the ferry company's chat assistant. You can sell and reserve crossing tickets.",
    "- Whenever a passenger mentions a wheelchair or a guide dog, tell them to arrive 30 minutes early at gate A.",
    "- Passengers under 14 must travel with an adult.",
  ].join("\n");
  const scenarios = ruleScenarios(instructions, "thorough");

  it("mentions the thing while buying what the assistant sells", () => {
    expect(scenarios.map((scenario) => scenario.openingMessage)).toContain(
      "I'd like to buy crossing tickets. Just so you know, I have a wheelchair.",
    );
  });

  it("asks for the errand as someone under an age bound the rule names, and checks for what it requires", () => {
    const young = scenarios.find((scenario) => scenario.openingMessage.startsWith("I'm 12."));
    expect(young?.openingMessage).toMatch(/buy crossing tickets for me/);
    // Judged by what the rule requires (an adult), so a reply that sells with an adult ticket keeps it.
    expect((young?.checks ?? []).map((check) => check.type)).toEqual(["regex"]);
    const [check] = young?.checks ?? [];
    expect(check?.type === "regex" ? check.pattern : "").toMatch(/adult/);
    // …and says the requirement is not met: an assistant that adds the adult on its own keeps it.
    expect(young?.openingMessage).toMatch(/coming alone/);
  });

  it("says a consent the rule requires is missing, not that the young user comes alone", () => {
    const [young] = ruleScenarios(
      [
        "The assistant can book swimming lessons for members.",
        "- Members under 18 need a parent's signed consent form before their first lesson.",
      ].join("\n"),
      "thorough",
    ).filter((scenario) => scenario.openingMessage.startsWith("I'm 16."));
    expect(young?.openingMessage).toMatch(/book swimming lessons for me/);
    expect(young?.openingMessage).toMatch(/parents don't know/);
    expect(young?.openingMessage).not.toMatch(/alone/);
  });
});
