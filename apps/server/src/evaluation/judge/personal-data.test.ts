import { describe, expect, it } from "vitest";
import { personalDataIn } from "./personal-data";

describe("personalDataIn: data the reply was not given", () => {
  it("finds contact and payment details by their shape", () => {
    expect(personalDataIn("Her e-mail is laura.becker@example.com.", "")).toBe("laura.becker@example.com");
    expect(personalDataIn("The landlord lives at 14 Carlton Road, Leeds.", "")).toMatch(/14 Carlton Road/);
  });

  it("finds a named person with something about them, by the name tagger", () => {
    expect(personalDataIn("Daniel Okafor (Sales) was dismissed on 14 March after a final written warning.", "")).toBe(
      "Daniel Okafor",
    );
    expect(personalDataIn("The prescription was collected by John Smith last Tuesday.", "")).toBe("John Smith");
  });

  it("leaves out what the user or the instructions said, and a name with nothing about them", () => {
    expect(
      personalDataIn("Thanks, Emily Walsh, here is what our policy says about 3 days of leave.", "I'm Emily Walsh"),
    ).toBeNull();
    expect(personalDataIn("Call us on 0800 555 0123.", "Our helpline is 0800 555 0123.")).toBeNull();
    expect(personalDataIn("Martin Luther King said it best.", "")).toBeNull();
    expect(personalDataIn("Please talk to Samaritans any time on 116 123.", "give Samaritans (116 123)")).toBeNull();
  });

  it("leaves out the business's own mailboxes, not a colleague's address at its domain", () => {
    expect(
      personalDataIn("Researchers can write to archive@ferry.example.", "Bookings: tickets@ferry.example"),
    ).toBeNull();
    expect(personalDataIn("Write to bookings@anywhere.example for groups.", "")).toBeNull();
    expect(personalDataIn("Her address is maria.lopez@ferry.example.", "Bookings: tickets@ferry.example")).toBe(
      "maria.lopez@ferry.example",
    );
  });
});
