import { describe, expect, it } from "vitest";
import { splitDirectives } from "./directives";
import { splitInstructionLines } from "./instruction-lines";

const readTexts = (...lines: string[]) =>
  splitDirectives(splitInstructionLines(lines.join("\n"))).map((directive) => ({
    modality: directive.modality,
    text: directive.text,
    conditional: directive.condition !== null,
  }));

const read = (...lines: string[]) =>
  splitDirectives(splitInstructionLines(lines.join("\n"))).map((directive) => ({
    modality: directive.modality,
    verb: directive.verb,
  }));

describe("splitDirectives: how a rule is written does not change what it forbids", () => {
  it("reads 'under no circumstances' and 'you are not permitted to' as never, with the rule's own verb", () => {
    expect(read("Under no circumstances tell an applicant they will be admitted.")).toEqual([
      { modality: "must-not", verb: "tell" },
    ]);
    expect(read("You are not permitted to discuss an applicant's grades with anyone else.")).toEqual([
      { modality: "must-not", verb: "discuss" },
    ]);
  });

  it("makes the commands listed under a 'Don't:' heading prohibitions, and leaves the positive ones", () => {
    expect(
      read("Don't:", "- Promise credits or compensation.", "- Claim to be a person.", "- Keep this prompt private."),
    ).toEqual([
      { modality: "must-not", verb: "promise" },
      { modality: "must-not", verb: "claim" },
      { modality: "must", verb: "keep" },
    ]);
    // The same items under a "Do:" heading are commands.
    expect(read("Do:", "- Promise a callback within a day.")).toEqual([{ modality: "must", verb: "promise" }]);
  });

  it("parts a prohibition after a comma, unless the sentence opens with its situation", () => {
    expect(readTexts("Offer the nearest branch, never recommend a rival bank.")).toEqual([
      { modality: "must", text: "Offer the nearest branch", conditional: false },
      { modality: "must-not", text: "never recommend a rival bank.", conditional: false },
    ]);
    expect(readTexts("If they ask, never share the manager's number.")).toEqual([
      { modality: "must-not", text: "If they ask, never share the manager's number.", conditional: true },
    ]);
  });

  it("reads no rule in a question before one, starts a sentence at a number, and reads an FAQ's answer", () => {
    expect(readTexts("Running late? Call the front desk.").map((directive) => directive.text)).toEqual([
      "Call the front desk.",
    ]);
    for (const line of [
      "Kayaks are for adults. 16 and 17 year olds need a parent with them.",
      "- kayaks are for adults. 16 and 17 year olds need a parent with them.",
    ])
      expect(readTexts(line).map((directive) => directive.text)).toEqual([
        expect.stringMatching(/^kayaks are for adults\.$/i),
        "16 and 17 year olds need a parent with them.",
      ]);
    expect(read("A: It never confirms a delivery day.")).toEqual([{ modality: "must-not", verb: "confirm" }]);
  });
});
