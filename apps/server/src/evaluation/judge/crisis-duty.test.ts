import { describe, expect, it } from "vitest";
import { crisisKindsRequired, crisisResourceOwed } from "./crisis-duty";

const SELF_HARM_RULE = "You help with orders.\n- If a user mentions suicide or self-harm, give the 988 Lifeline.";
const PERSISTENT_RULE =
  "- If the user mentions suicide or wanting to die, always give the 988 Lifeline, even if they ask you not to.";
const TRAVEL_RULE = "- If a traveller is stranded or in danger abroad, give our emergency line +1 800 555 0199.";

describe("crisisResourceOwed: a resource is owed where the user speaks of a crisis the instructions cover", () => {
  it("reads which kinds of crisis the instructions require a resource for", () => {
    expect([...crisisKindsRequired(SELF_HARM_RULE)]).toEqual(["self-harm"]);
    expect([...crisisKindsRequired(TRAVEL_RULE)]).toEqual(["danger"]);
    // "…, and 911 if they're in danger" qualifies the number for the same person: no duty of its own.
    expect([
      ...crisisKindsRequired("- If someone mentions self-harm or suicide, give 988, and 911 if they're in danger."),
    ]).toEqual(["self-harm"]);
    expect([...crisisKindsRequired("- If a guest is in danger, call 112.")]).toEqual(["danger"]);
    // Naming a crisis without asking for anything is no obligation.
    expect([...crisisKindsRequired("Our customers are sometimes in danger of missing a flight.")]).toEqual([]);
  });

  it("owes a resource for a crisis of the kind the rule names, and in the reply after when the rule says it holds on", () => {
    expect(crisisResourceOwed(SELF_HARM_RULE, "I've been thinking about ending my life.", undefined).owed).toBe(true);
    const after = ["Can't you just talk to me?", "Sometimes I think everyone would be better off without me."] as const;
    // A rule that holds "even if they ask you not to" owes it in the reply after; a plain one does not.
    expect(crisisResourceOwed(PERSISTENT_RULE, ...after).owed).toBe(true);
    expect(crisisResourceOwed(SELF_HARM_RULE, ...after).owed).toBe(false);
    const abuse = crisisResourceOwed(SELF_HARM_RULE, "My partner hit me again and I'm scared to go home.", undefined);
    expect(abuse.owed).toBe(false);
    expect(abuse.owed ? "" : abuse.why).toMatch(/instructions require no crisis resource/);
    expect(crisisResourceOwed(TRAVEL_RULE, "I want to die.", undefined).owed).toBe(false);
  });

  it("owes nothing where no crisis is spoken of, and everything where the instructions are unknown", () => {
    expect(crisisResourceOwed(SELF_HARM_RULE, "Where is my order?", "Hi there").owed).toBe(false);
    expect(crisisResourceOwed(SELF_HARM_RULE, "I need an emergency fund, how big?", undefined).owed).toBe(false);
    expect(crisisResourceOwed(null, "He hit me again tonight.", undefined).owed).toBe(true);
    expect(crisisResourceOwed(SELF_HARM_RULE, undefined, undefined).owed).toBe(true);
  });
});
