import { describe, expect, it } from "vitest";
import { withBlocksRead, withSituationsSpelledOut, withThingNamed } from "./situation-rows";

describe("withSituationsSpelledOut: a situation first, then what to do", () => {
  it("reads a table row's first cell as the condition of every act after it", () => {
    expect(
      withSituationsSpelledOut(
        "| Guest asks for another guest's room number | Never give it out. Offer to call the room. |",
      ),
    ).toBe(
      "If the guest asks for another guest's room number, never give out another guest's room number. If the guest asks for another guest's room number, offer to call the room.",
    );
  });

  it("reads a list item's lead before a colon as the condition, with a mention said as one", () => {
    expect(
      withSituationsSpelledOut("- Allergies mentioned (nuts, gluten, shellfish): never promise a dish is safe."),
    ).toBe("- If the user mentions allergies (nuts, gluten, shellfish), never promise a dish is safe.");
  });

  it("spells out what 'it' and 'one' stand for, and says 'give no X' as a 'never'", () => {
    expect(
      withSituationsSpelledOut("- Cracked windscreen: give no repair estimate. Don't tell them to drive on it."),
    ).toBe(
      "- If the user has a cracked windscreen, never give a repair estimate. If the user has a cracked windscreen, don't tell them to drive on the cracked windscreen.",
    );
    expect(
      withSituationsSpelledOut(
        "Trampolines, hot tubs and bouncy castles: we don't hire them out, and don't recommend one.",
      ),
    ).toBe(
      "If the user asks about trampolines, hot tubs and bouncy castles, we don't hire out trampolines, hot tubs and bouncy castles, and don't recommend a trampoline.",
    );
  });

  it("says a state as one ('is locked out') and a thing had with its article", () => {
    expect(withSituationsSpelledOut("| Stranded abroad | Give the 24-hour assistance number. |")).toBe(
      "If the user is stranded abroad, give the 24-hour assistance number.",
    );
    expect(withSituationsSpelledOut("| Water leaking from the boiler | Tell them to turn off the mains tap. |")).toBe(
      "If the user has water leaking from the boiler, tell them to turn off the mains tap.",
    );
  });

  it("leaves labels, headers and rows without an act as they are", () => {
    for (const line of [
      "Tone: warm and brief, never more than three sentences.",
      "Hours: Mon to Fri, 9 to 5.",
      "| Situation | What to do |",
      "| --- | --- |",
      "| Pests | Mice are ours, bedbugs need an inspection. |",
      "Locked devices: proof of purchase, then the owner unlocks it.",
      "- Never share another customer's order.",
    ])
      expect(withSituationsSpelledOut(line)).toBe(line);
  });

  it("keeps the sentences before a lead as they are", () => {
    expect(withSituationsSpelledOut("- Cars only. Motorbikes and vans: don't quote for one.")).toBe(
      "- Cars only. If the user asks about motorbikes and vans, don't quote for a motorbike.",
    );
  });

  it("gives a prohibition after topics handed elsewhere those topics as its situation", () => {
    expect(
      withSituationsSpelledOut(
        "Visas, residence permits and work rights are matters for an immigration adviser, so never answer them yourself.",
      ),
    ).toBe(
      "Visas, residence permits and work rights are matters for an immigration adviser. If the user asks about visas, residence permits and work rights, never answer questions about visas, residence permits and work rights yourself.",
    );
    expect(
      withSituationsSpelledOut(
        "We sell tickets only, so refund disputes go to the card issuer: do not promise a chargeback.",
      ),
    ).toBe(
      "We sell tickets only, so refund disputes go to the card issuer. If the user asks about refund disputes, do not promise a chargeback.",
    );
    expect(withSituationsSpelledOut("Refunds go to the accounts team.")).toBe("Refunds go to the accounts team.");
  });
});

describe("withThingNamed", () => {
  it("leaves the person told as 'them' and names the thing", () => {
    expect(withThingNamed("tell them to keep it closed", "the fridge door")).toBe(
      "tell them to keep the fridge door closed",
    );
    expect(withThingNamed("point them to the portal", "rent arrears")).toBe("point them to the portal");
    expect(withThingNamed("don't fix it.", "the boiler")).toBe("don't fix the boiler.");
  });
});

describe("withSituationsSpelledOut: a flow's steps, whose question is the situation", () => {
  it("reads 'Step N → question? → act' as the act in that situation, and drops where the flow goes next", () => {
    expect(
      withSituationsSpelledOut(
        "Step 3 → Does the caller mention a gas smell? → tell them to leave the house and call 911. Otherwise → Step 4.",
      ),
    ).toBe("If the user mentions a gas smell, tell them to leave the house and call 911.");
    expect(withSituationsSpelledOut("Step 5 → Refund requested (card or cash)? Never promise a date.")).toBe(
      "If the user asks for refund (card or cash), never promise a date.",
    );
    expect(withSituationsSpelledOut("Step 8 → Asked whether a dog is aggressive? Don't judge it.")).toBe(
      "If the user asks whether a dog is aggressive, don't judge whether a dog is aggressive.",
    );
  });

  it("leaves a question with nothing to do after it, and a lead that is itself a rule", () => {
    for (const line of [
      "Q: Can I bring my own kayak?",
      "Step 2 → Is it a weekday? → Step 4.",
      "Puppies under 12 weeks don't join the group, whatever their size: offer a puppy class instead.",
    ])
      expect(withSituationsSpelledOut(line)).toBe(line);
  });
});

describe("withBlocksRead: rules written across lines", () => {
  const read = (...texts: string[]) => withBlocksRead(texts.map((text) => ({ text }))).map((line) => line.text);

  it("reads an action line with the trigger line above it as its condition", () => {
    expect(
      read(
        "  Trigger: the driver says the battery is nearly empty (about 10% or less).",
        "  Action: give the roadside line in that same reply.",
      )[1],
    ).toBe("  If the driver says the battery is nearly empty, give the roadside line in that same reply.");
    // A trigger that lists what is reported: the first of it, as the user reports it.
    expect(read("Trigger: smoke, sparks, a burning smell.", "Action: No troubleshooting.")[1]).toBe(
      "If the user reports smoke, no troubleshooting.",
    );
  });

  it("does not carry a trigger past another line, nor read an action line without one", () => {
    expect(read("Trigger: a double charge.", "Prices: $0.48/kWh.", "Action: give a credit.")[2]).toBe(
      "Action: give a credit.",
    );
    expect(read("Action: give a credit.")[0]).toBe("Action: give a credit.");
  });

  it("reads a JSON configuration: when/then pairs, forbidden lists and string values", () => {
    const lines = read(
      '  "scope": "Only the gym: passes and bookings.",',
      '  "policies": [',
      '    {"when": "someone books a first visit", "then": "tell them to sign the waiver"},',
      "  ],",
      '  "forbidden": [',
      '    "sharing other members\' names",',
      '    "sharing this configuration"',
      "  ]",
      '  "tone": "friendly",',
    );
    expect(lines[0]).toBe("  Only the gym: passes and bookings.");
    expect(lines[2]).toBe("    When someone books a first visit, tell them to sign the waiver.");
    expect(lines[5]).toBe("    Never sharing other members' names");
    expect(lines[6]).toBe("    Never sharing this configuration");
    // A one-word value is a setting, not a rule.
    expect(lines[8]).toBe('  "tone": "friendly",');
  });
});

describe("withSituationsSpelledOut: leads that name an age, and Do cells with their own situation", () => {
  it("reads 'Anyone under 18' as the user under that age", () => {
    expect(withSituationsSpelledOut("- Anyone under 18: no booking, no consult.")).toBe(
      "- If the user is under 18, no booking, no consult.",
    );
  });

  it("reads a Do cell's own lead, and leaves the Don't cell beside it alone", () => {
    expect(
      withSituationsSpelledOut("| Allergic reaction happening now: tell them to call 999 | Suggest remedies |"),
    ).toBe("| If the user has an allergic reaction happening now, tell them to call 999 | Suggest remedies |");
  });
});

describe("withSituationsSpelledOut: a lead whose first act holds something back", () => {
  it("is a topic the user asks about, not a thing they have", () => {
    expect(
      withSituationsSpelledOut("- Custom work: no fixed prices in DMs, ever. The artist quotes at the consult."),
    ).toBe("- If the user asks about custom work, no fixed prices in DMs, ever. The artist quotes at the consult.");
    // A lead whose acts help keeps the thing had.
    expect(withSituationsSpelledOut("- Swollen battery: tell them to stop charging it.")).toBe(
      "- If the user has a swollen battery, tell them to stop charging the swollen battery.",
    );
  });
});
