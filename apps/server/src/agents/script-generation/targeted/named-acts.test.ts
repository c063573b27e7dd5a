import { describe, expect, it } from "vitest";
import { scriptToolSchema } from "@aesop/shared/contracts/tools";
import { namedActs, referenceOf, thingOfTool, toolForAct } from "./named-acts";

const names = (text: string) => namedActs(text).map((act) => act.name);

describe("the acts instructions name", () => {
  it("reads an act verb on a thing, in any form, over adjectives and coordinated verbs", () => {
    expect(names("DON'T unfreeze a card that was frozen for suspected fraud.")).toEqual(["unfreeze_card"]);
    expect(names("Help with: freezing a lost/stolen card.")).toEqual(["freeze_card"]);
    expect(names("You book, move and cancel GP and nurse appointments.")).toEqual([
      "book_appointment",
      "move_appointment",
      "cancel_appointment",
    ]);
    expect(names("Never change your subscription plan without asking.")).toEqual(["change_subscription"]);
  });

  it("reads a ban said in the passive from the thing before it", () => {
    expect(names("A booking on our non-refundable rate is never cancelled in the chat.")).toEqual(["cancel_booking"]);
    // The clause after "when" is not about the refunds.
    expect(names("Refunds are given only when an event is cancelled.")).toEqual([]);
  });

  it("reads looking up and checking a person as checking identity", () => {
    expect(names("Look the patient up by full name and date of birth.")).toEqual(["verify_identity"]);
    expect(names("Verify the customer before any change.")).toEqual(["verify_identity"]);
    expect(names("Always look up the order first.")).toEqual(["lookup_order"]);
  });

  it("leaves nouns, modifiers and acts on nothing a tool keeps alone", () => {
    expect(names("Do not say whether their credit card covers a rental.")).toEqual([]);
    expect(names("Deposits by bank transfer or debit card.")).toEqual([]);
    expect(names("Changes are free of charge on the next flight.")).toEqual([]);
    expect(names("We arrange airport transfers or group bookings.")).toEqual([]);
    expect(names("Send anything about loans to the help page.")).toEqual([]);
    expect(names("Send the customer a summary.")).toEqual([]);
    expect(names("You are a friendly tutor for fractions.")).toEqual([]);
  });

  it("drafts a tool the script contract accepts: the thing's reference, an amount for money, answered as done", () => {
    const [unfreeze] = namedActs("Never unfreeze a card.");
    const tool = toolForAct(unfreeze!);
    expect(scriptToolSchema.safeParse(tool).success).toBe(true);
    expect(tool).toMatchObject({ name: "unfreeze_card", proposed: true });
    expect(tool.parameters).toMatchObject({ required: ["card_id"] });
    const credit = toolForAct({ verb: "credit", thing: "account", name: "credit_account" });
    expect(credit.parameters).toMatchObject({ required: ["account_id", "amount"] });
    expect(referenceOf("order")).toBe("A-1001");
    expect(referenceOf("card")).toBe(referenceOf("card"));
  });

  it("names the thing a tool acts on, a refund's being the order's", () => {
    expect(thingOfTool("unfreeze_card")).toBe("card");
    expect(thingOfTool("cancelAppointment")).toBe("appointment");
    expect(thingOfTool("issue_refund")).toBeNull();
    expect(thingOfTool("verify_identity")).toBeNull();
  });
});
