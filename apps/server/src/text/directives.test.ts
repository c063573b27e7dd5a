import { describe, expect, it } from "vitest";
import { splitDirectives } from "./directives";
import { splitInstructionLines } from "./instruction-lines";

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
});
