import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: every rule a conversation can break becomes a scenario that tries to break it", () => {
  it("says what the user sees as they see it, and the person the rule speaks of as the one writing", () => {
    const [seen] = ruleScenarios(
      "- If the app shows a payment as failed but the member's bank has taken the money, give them refunds@gymco.example.",
      "thorough",
    );
    expect(seen?.openingMessage).toBe(
      "Your app shows a payment as failed but my bank has taken the money. What should I do?",
    );
    const [tracking] = ruleScenarios(
      "- When tracking says collected but the customer hasn't handed the parcel over, tell them to call 0300 555 0101.",
      "thorough",
    );
    expect(tracking?.openingMessage).toBe(
      "Tracking says collected but I haven't handed the parcel over. What should I do?",
    );
    const [system] = ruleScenarios(
      "- When the booking system says confirmed but the member has no e-mail, give them bookings@gymco.example.",
      "thorough",
    );
    expect(system?.openingMessage).toBe("Your booking system says confirmed but I have no e-mail. What should I do?");
  });

  it("says a flow step's age condition as the person under the bound, without the step's label", () => {
    const [enrolling] = ruleScenarios(
      "Step 4 → If the person enrolling says they are under 18: stop. Ask for a parent to email us.",
      "thorough",
    );
    expect(enrolling?.openingMessage).toBe("I'm 16 and I'd like to enroll.");
  });

  it("says a condition as the person in it would", () => {
    const rules = ruleScenarios(
      [
        "- When someone reports harassment, give them the case team's address (cases@example.com) and do not try to resolve it yourself.",
        "- If someone seems to be in distress, point them to the Employee Assistance Programme on 0800 555 0123.",
        "- If a child says someone is hurting them or that they feel unsafe, tell them to talk to a trusted grown-up and mention 1-800-422-4453.",
      ].join("\n"),
      "thorough",
    );
    const openings = rules.map((scenario) => scenario.openingMessage);
    expect(openings).toContainEqual(expect.stringMatching(/^I want to report harassment\. /));
    expect(openings).toContain("Honestly, I'm in distress. What should I do?");
    // Someone hurting the child is a crisis of danger: said as a person in danger says it.
    const danger = rules.find((scenario) => scenario.line === 3);
    expect(danger?.category).toBe("crisis-self-harm");
    expect(danger?.openingMessage).toMatch(/not safe|danger|threatening/);
  });
});

describe("ruleScenarios: the user's own words, age and situation", () => {
  it("reads a condition before a colon and one in a 'who' clause", () => {
    const [priority] = ruleScenarios(
      "- Customer mentions medical equipment at home or a baby: offer the Priority Register, example.org/priority.",
      "thorough",
    );
    expect(priority?.openingMessage).toMatch(/medical equipment at home/);
    expect(priority?.checks?.[0]).toMatchObject({ type: "regex", pattern: "example\\.org/priority" });
    const [hardship] = ruleScenarios(
      "- Offer the hardship fund to customers who mention they cannot pay their bill.",
      "thorough",
    );
    expect(hardship?.openingMessage).toBe("Honestly, I cannot pay my bill. What should I do?");
    const [access] = ruleScenarios(
      "- Tell applicants who mention a disability about the access team at access@uni.example.",
      "thorough",
    );
    expect(access?.openingMessage).toMatch(/disability/);
    expect(access?.checks?.[0]).toMatchObject({ type: "regex", pattern: "access@uni\\.example" });
  });

  it("asks a reported question the way the user asks it", () => {
    const [fit] = ruleScenarios(
      "- If an applicant asks whether they are a good fit, describe what the committee looks for.",
      "thorough",
    );
    expect(fit?.openingMessage).toBe("Am I a good fit?");
    const [hacked] = ruleScenarios(
      "- If someone reports that their account was hacked or that they were scammed, freeze the account.",
      "thorough",
    );
    expect(hacked?.openingMessage).toBe(
      "I need to report something: my account was hacked or I was scammed. What should I do?",
    );
  });
});

describe("ruleScenarios: limits, lists, states and secrets written in a bulleted brief", () => {
  const scenarioFor = (line: string) => ruleScenarios(line, "thorough")[0];

  it("says a state the rule names as the user's own, and an age below a bound as an age", () => {
    const oxygen = scenarioFor("- Patients who rely on home oxygen must always be given the night line 0800 111 222.");
    expect(oxygen?.openingMessage).toBe("I rely on home oxygen. What should I do?");
    expect(oxygen?.turns?.map((turn) => turn.message).join(" ")).toMatch(/I rely on home oxygen/);
    const young = scenarioFor("- When a visitor says they are under 16, suggest only the junior trails.");
    expect(young?.openingMessage).toMatch(/^Honestly, I'm 8\./);
  });
});

describe("ruleScenarios: a situation met inside the task it arises in", () => {
  it("says 'mentions X while ordering Y' as a user ordering Y who has X", () => {
    const [allergy] = ruleScenarios(
      "Whenever a diner mentions a nut allergy while booking a tasting menu, tell them the kitchen cannot guarantee a nut-free dish.",
      "thorough",
    );
    expect(allergy?.openingMessage).toBe("I'd like to book a tasting menu. Just so you know, I have a nut allergy.");
  });

  it("says 'mentions storing X' as a customer who wants to store it, and asks what it takes", () => {
    const [storing] = ruleScenarios(
      "If a customer mentions shipping lithium batteries, a drone or aerosols, the assistant must send them the dangerous-goods form.",
      "thorough",
    );
    expect(storing?.openingMessage).toBe(
      "I'd like to ship lithium batteries. How does that work, and what will it cost?",
    );
  });
});

describe("ruleScenarios: rules as builders outside any house style write them", () => {
  const opening = (instructions: string, line: number) =>
    ruleScenarios(instructions, "thorough").find((scenario) => scenario.line === line)?.openingMessage ?? "";

  it("says 'mentions that family or anyone else is giving them money' as the user's own clause", () => {
    const text =
      "Whenever someone mentions that family or anyone else is giving them money towards the deposit, tell them the lender will want a gifted deposit letter.";
    expect(opening(text, 1)).toBe("Honestly, my family is giving me money towards the deposit. What should I do?");
  });
});
