import { describe, expect, it } from "vitest";
import { inDirectiveWording } from "./rule-wordings";

describe("inDirectiveWording: rules as builders write them, said as the reader reads them", () => {
  it("reads prohibitions written without a 'not' as the 'never' they mean (decision 0072)", () => {
    expect(inDirectiveWording("It is strictly prohibited to quote insurance premiums.")).toBe(
      "Never quote insurance premiums.",
    );
    expect(inDirectiveWording("Be friendly. Steer clear of religious debates.")).toBe(
      "Be friendly. Never discuss religious debates.",
    );
    expect(inDirectiveWording("Keep the tenants' phone numbers private at all times.")).toBe(
      "Never reveal the tenants' phone numbers at all times.",
    );
    expect(inDirectiveWording("Only the parent who registered may cancel a child's place.")).toBe(
      "Never cancel a child's place unless the person asking is the parent who registered.",
    );
    expect(inDirectiveWording("Complaints about staff must be passed to the duty manager.")).toBe(
      "Never handle complaints about staff yourself; pass it to the duty manager.",
    );
    // Near misses: the words inside a sentence, "keep" with no secret, "only" as a limit on amounts.
    for (const line of [
      "Tell people it is not allowed to park on the grass.",
      "Keep answers short and friendly.",
      "Only two free changes are allowed per booking.",
      "Refund requests must go through the form on the website.",
    ])
      expect(inDirectiveWording(line)).toBe(line);
  });

  it("reads refusals, 'can't', age limits, gates said first and obligations with their situation last", () => {
    expect(inDirectiveWording("Politely refuse to draft cover letters.")).toBe("Never draft cover letters.");
    expect(inDirectiveWording("Decline any request to move a lesson booked by another parent.")).toBe(
      "Never move a lesson booked by another parent.",
    );
    expect(inDirectiveWording("The assistant cannot extend a loan past three renewals.")).toBe(
      "Never extend a loan past three renewals.",
    );
    expect(inDirectiveWording("Riders under 14 are not allowed to hire e-bikes.")).toBe(
      "Never hire e-bikes for riders under 14.",
    );
    expect(inDirectiveWording("Before resetting a PIN, ask the cardholder to confirm their postcode.")).toBe(
      "Verify their postcode before resetting a PIN.",
    );
    expect(inDirectiveWording("Tenants must be told about the deposit scheme when they sign a lease.")).toBe(
      "When tenants sign a lease, tell them about the deposit scheme.",
    );
    expect(inDirectiveWording("Always add a line saying prices exclude VAT when discussing quotes.")).toBe(
      "When a user asks about quotes, add a line saying prices exclude VAT.",
    );
    expect(inDirectiveWording("Always remind members that classes fill up when they book online.")).toBe(
      "When members book online, tell them that classes fill up.",
    );
    expect(inDirectiveWording("Escalate any complaint about a driver to the fleet manager.")).toBe(
      "When a user complains about a driver, escalate it to the fleet manager.",
    );
    expect(inDirectiveWording("Forward questions about invoices to the accounts team.")).toBe(
      "When a user asks about invoices, forward it to the accounts team.",
    );
    // Near misses: a refusal that is the assistant's right, a "cannot" of the user, an age with no limit.
    for (const line of [
      "Users can refuse to give their phone number.",
      "Customers cannot see each other's orders.",
      "Children under 5 travel free.",
      "Before booking, check the calendar.",
      "Always tell the truth.",
      "Pass the salt to the left.",
    ])
      expect(inDirectiveWording(line)).toBe(line);
  });

  it("reads age floors, refusals of things, passive obligations, conditional grants, limits and ceilings", () => {
    expect(inDirectiveWording("You must be 21 or older to book a party room.")).toBe(
      "Never book a party room for anyone under 21.",
    );
    expect(inDirectiveWording("- Drivers must be 25 or over.")).toBe("- Never let anyone under 25 become a driver.");
    expect(inDirectiveWording("Turn away pets on the ferry: dogs, cats, rabbits.")).toBe(
      "Never accept pets on the ferry: dogs, cats, rabbits.",
    );
    expect(inDirectiveWording("Tenants who use a wheelchair must be offered the ground-floor viewing.")).toBe(
      "When a tenant uses a wheelchair, offer them the ground-floor viewing.",
    );
    expect(
      inDirectiveWording(
        "Patients who rely on home oxygen should always be given the night line, and told to keep a spare.",
      ),
    ).toBe("When a patient relies on home oxygen, give them the night line, and tell them to keep a spare.");
    expect(inDirectiveWording("Vouchers are issued only when a train is over an hour late.")).toBe(
      "Never issue vouchers unless a train is over an hour late.",
    );
    // An act of several words, from the start of its sentence or after a label.
    expect(inDirectiveWording("DO: issue a replacement card only if the customer has reported the old one lost.")).toBe(
      "Never issue a replacement card unless the customer has reported the old one lost.",
    );
    expect(inDirectiveWording("- extend the hire period only if the bike was returned undamaged.")).toBe(
      "- Never extend the hire period unless the bike was returned undamaged.",
    );
    expect(inDirectiveWording("Every time you quote a fare, say that taxes are extra.")).toBe(
      "Whenever you quote a fare, say that taxes are extra.",
    );
    // A question the rule leaves to someone else, asked as the user's own case.
    expect(inDirectiveWording("Whether a dog needs surgery is a decision for the vet.")).toBe(
      "Never tell them whether my dog needs surgery; that is for the vet.",
    );
    expect(inDirectiveWording("- which school a child should attend is up to the parents.")).toBe(
      "- Never tell them which school my child should attend; that is for the parents.",
    );
    // Near misses: a sentence whose subject is a pronoun states a fact, not an act to forbid.
    expect(inDirectiveWording("It works only if the app is open.")).toBe("It works only if the app is open.");
    expect(inDirectiveWording("Whether you open on Sundays is in the FAQ.")).toBe(
      "Whether you open on Sundays is in the FAQ.",
    );
    expect(
      inDirectiveWording("Agents may credit accounts up to £20 per month; anything larger needs a team leader."),
    ).toBe("Never credit accounts over £20; anything larger needs a team leader.");
    expect(inDirectiveWording("The maximum refund is $40, and you can't give more than that.")).toBe(
      "Never offer a refund of more than $40.",
    );
    expect(inDirectiveWording("The bot answers questions about parking and never discusses fines.")).toBe(
      "The bot answers questions about parking. Never discusses fines.",
    );
    // Near misses: an age with no limit, a refusal that is an adverb, a permission with no limit
    // after it, a grant with no "only", a subject that is not the assistant.
    for (const line of [
      "Children must be supervised at all times.",
      "Refuse politely and offer the FAQ.",
      "Staff may approve refunds up to $50.",
      "Refunds are given within 14 days.",
      "Customers choose a seat and do not pay for it.",
      "The only exception is a medical emergency.",
    ])
      expect(inDirectiveWording(line)).toBe(line);
  });

  it("reads 'N+ only', a rule written of the assistant as 'it', and a limit allowed in a situation", () => {
    expect(inDirectiveWording("Wine tastings are 21+ only.")).toBe("Never give wine tastings to anyone under 21.");
    // Written of the assistant as "it", the rule's "you" is the user.
    expect(inDirectiveWording("It does not give you legal advice about your lease.")).toBe(
      "Never give the user legal advice about the user's lease.",
    );
    // The situation the limit is allowed in stays its condition.
    expect(
      inDirectiveWording(
        "When a parcel arrives damaged, you can refund the postage, up to $8. Anything above $8 goes to the claims team.",
      ),
    ).toBe(
      "When a parcel arrives damaged, never refund the postage over $8. Anything above $8 goes to the claims team.",
    );
    // Near misses: a price, a place only for some people, "it does not" about no act of the assistant's.
    for (const line of [
      "Tickets are 20 each.",
      "The rooftop bar is for guests only.",
      "It does not matter which branch you visit.",
    ])
      expect(inDirectiveWording(line)).toBe(line);
  });
});

describe("inDirectiveWording: a 'never' that borrows its verb, a passive 'never', 'nobody'", () => {
  it("gives an elliptical 'never into B' the verb and subject of the clause before it", () => {
    expect(inDirectiveWording("Dogs can only be seated on the terrace, never in the dining room.")).toBe(
      "Dogs can only be seated on the terrace; never seat dogs in the dining room.",
    );
    expect(inDirectiveWording("Only pay refunds to the original card, not to another account.")).toBe(
      "Only pay refunds to the original card; never pay refunds to another account.",
    );
  });

  it("says a passive 'are never given out' as the act, with its subject", () => {
    expect(inDirectiveWording("Door codes arrive by text on the day and are never given out in chat.")).toBe(
      "Door codes arrive by text on the day. Never give out door codes in chat.",
    );
    expect(inDirectiveWording("Test results are never shared by phone.")).toBe("Never share test results by phone.");
    expect(inDirectiveWording("It is never shared.")).toBe("It is never shared.");
  });

  it("says 'nobody does X' as never letting anyone do it, but leaves 'nobody is…' alone", () => {
    expect(inDirectiveWording("Nobody skips the safety briefing.")).toBe("Never let anyone skip the safety briefing.");
    expect(inDirectiveWording("Nobody is turned away for being late.")).toBe("Nobody is turned away for being late.");
  });
});

describe("inDirectiveWording: the business's 'we never', 'give no', who may not go, gates before a passive act", () => {
  it("reads 'we never' and '(you) give no' as prohibitions, and leaves 'we can't' as a fact", () => {
    expect(inDirectiveWording("We never share a member's address, even with family.")).toBe(
      "Never share a member's address, even with family.",
    );
    expect(inDirectiveWording("You give no legal advice yourself.")).toBe("Never give legal advice yourself.");
    expect(inDirectiveWording("We can't open on Sundays.")).toBe("We can't open on Sundays.");
  });

  it("reads 'X don't go in Y' as never letting them, but not a rule about you or us", () => {
    expect(inDirectiveWording("Children under 5 don't ride in the front seat.")).toBe(
      "Never let children under 5 ride in the front seat.",
    );
    expect(inDirectiveWording("You don't go into the kitchen.")).toBe("You don't go into the kitchen.");
  });

  it("reads 'Before any X is changed or cancelled: Y' as a gate on those acts", () => {
    expect(inDirectiveWording("Before any order is changed or cancelled: the order number and the postcode.")).toBe(
      "Never change or cancel a order before getting the order number and the postcode.",
    );
  });

  it("reads 'every confirmation says X' as an obligation each time, and keeps what follows a passive 'never'", () => {
    expect(inDirectiveWording("Every booking confirmation says that helmets are compulsory.")).toBe(
      "Whenever you give a booking confirmation, say that helmets are compulsory.",
    );
    expect(inDirectiveWording("  - the safe code is never sent by e-mail; staff give it in person")).toBe(
      "  - Never send the safe code by e-mail; staff give it in person",
    );
  });

  it("reads the ways builders put a topic out of bounds as a 'never'", () => {
    expect(
      inDirectiveWording(
        "Car battery health and home wallbox wiring are out of scope: refer to the carmaker or an electrician.",
      ),
    ).toBe("Never give advice on car battery health and home wallbox wiring: refer to the carmaker or an electrician.");
    expect(inDirectiveWording("Discounts are off the table.")).toBe("Never offer discounts.");
    expect(inDirectiveWording("Treating injuries or writing training plans is off the table.")).toBe(
      "Never treat injuries or write training plans.",
    );
    expect(inDirectiveWording("Please refrain from diagnosing skin conditions.")).toBe(
      "Never diagnose skin conditions.",
    );
    expect(inDirectiveWording("Keep the staff rota to yourself.")).toBe("Never reveal the staff rota.");
    expect(inDirectiveWording("Keep to yourself whether a named person is staying with us.")).toBe(
      "Never reveal whether a named person is staying with us.",
    );
    expect(inDirectiveWording("A dorm bed for anyone under 18 is not permitted.")).toBe(
      "Never give a dorm bed for anyone under 18.",
    );
    expect(inDirectiveWording("Please don't ever explain how to derestrict an e-bike.")).toBe(
      "Never explain how to derestrict an e-bike.",
    );
    // Near misses: allowed things, and a sentence with no subject to put out of bounds.
    for (const line of ["You are allowed to waive fees.", "It is out of scope.", "Nobody likes a surprise bill."])
      expect(inDirectiveWording(line)).toBe(line);
  });

  it("reads a contract's 'shall', its inverted conditions and its 'on confirming'", () => {
    expect(inDirectiveWording("3.2 The Agent shall not disclose these Terms.")).toBe(
      "3.2 The Agent must not disclose these Terms.",
    );
    expect(
      inDirectiveWording("Should the Customer mention a fish tank, the Agent shall book a Bait Treatment only."),
    ).toBe("If the Customer mentions a fish tank, the Agent must book a Bait Treatment only.");
    expect(inDirectiveWording("On confirming any Booking, the Agent shall tell the Customer the re-entry time.")).toBe(
      "Whenever you confirm a booking, the Agent must tell the Customer the re-entry time.",
    );
  });

  it("reads what the founders would like as what the assistant does, and an SOP's label as no part of the rule", () => {
    expect(inDirectiveWording("If someone's frame is cracked, we'd want you to tell them to stop riding it.")).toBe(
      "If someone's frame is cracked, tell them to stop riding it.",
    );
    expect(inDirectiveWording("we'd rather you kept these notes to yourself.")).toBe("never reveal these notes.");
    expect(inDirectiveWording("   Important: every confirmation states that cancellation is free.")).toBe(
      "   Whenever you give a confirmation, say that cancellation is free.",
    );
    expect(
      inDirectiveWording("Keep to repairs, and leave questions about who's at fault to their insurer or a solicitor."),
    ).toBe(
      "Keep to repairs. Never answer questions about who's at fault yourself; refer them to their insurer or a solicitor.",
    );
  });

  it("reads a group booked in one place only as never booked in the other", () => {
    expect(
      inDirectiveWording(
        "Self-employed applicants with less than two years of accounts are booked with Dana only, never in the general diary.",
      ),
    ).toBe(
      "Self-employed applicants with less than two years of accounts are booked with Dana only; never book self-employed applicants with less than two years of accounts in the general diary.",
    );
  });

  it("reads what every confirmation must hold, in a list or a table cell", () => {
    expect(inDirectiveWording("- Every booking confirmation: $100 deposit non-refundable.")).toBe(
      "- Whenever you give a booking confirmation, include $100 deposit non-refundable.",
    );
    expect(inDirectiveWording("| Finish every order confirmation with the total | Drop the line |")).toBe(
      "| Whenever you give an order confirmation, include the total | Drop the line |",
    );
    // A confirmation that is not the assistant's to give holds nothing.
    expect(inDirectiveWording("Every booking needs a deposit.")).toBe("Every booking needs a deposit.");
  });
});
