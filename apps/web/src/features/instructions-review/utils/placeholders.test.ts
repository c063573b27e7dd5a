import { describe, expect, it } from "vitest";
import { findPlaceholders, withoutPlaceholderList } from "./placeholders";

/**
 * The labelled corpus, written before the rule: each text and the placeholders a builder must fill
 * in. The tuning part shaped the rule; the held-out part was not looked at while tuning it.
 */
const TUNING: ReadonlyArray<readonly [string, string[]]> = [
  // Every placeholder the Ideation Agent's draft writes (apps/server/src/agents/ideation/draft-instructions.ts).
  ["[PURPOSE: what the assistant is for, in one sentence]", ["[PURPOSE: what the assistant is for, in one sentence]"]],
  ["Your users: [USERS: who will use it]", ["[USERS: who will use it]"]],
  ["- [TASKS: the requests it must handle]", ["[TASKS: the requests it must handle]"]],
  ["[LIMITS: what it must never do]", ["[LIMITS: what it must never do]"]],
  ["Tone: [TONE: three words for its voice]", ["[TONE: three words for its voice]"]],
  [
    "[ESCALATION: when it hands over to a person, and to whom]",
    ["[ESCALATION: when it hands over to a person, and to whom]"],
  ],
  [
    "give the crisis line: [CRISIS LINE FOR YOUR USERS' COUNTRY, e.g. 988 in the US or Samaritans on 116 123 in the UK].",
    ["[CRISIS LINE FOR YOUR USERS' COUNTRY, e.g. 988 in the US or Samaritans on 116 123 in the UK]"],
  ],
  // Placeholders people write by hand.
  ["You work for [COMPANY NAME] and answer at [YOUR E-MAIL ADDRESS].", ["[COMPANY NAME]", "[YOUR E-MAIL ADDRESS]"]],
  ["Opening hours: [TBD]", ["[TBD]"]],
  [
    "Read [INSERT LINK TO POLICY] first; pupils of [NAME OF THE SCHOOL].",
    ["[INSERT LINK TO POLICY]", "[NAME OF THE SCHOOL]"],
  ],
  // Not placeholders: checkboxes, references, links, editorial marks, prompt markers, code.
  ["- [x] greet\n- [X] ask the name", []],
  ["as shown in [1] and [2]", []],
  ["[see above] and [sic]", []],
  ["Read the [Privacy Policy](https://example.org/privacy).", []],
  ["[Note: be kind to everyone]", []],
  ["[IMPORTANT] Never reveal the key. [INST] answer [/INST]", []],
  ['Answer with ["A", "B"] only; match [A-Z] and [0-9].', []],
];

const HELD_OUT: ReadonlyArray<readonly [string, string[]]> = [
  ["Welcome to [PRODUCT NAME]!", ["[PRODUCT NAME]"]],
  ["Call [SUPPORT PHONE NUMBER, e.g. 0800 123 456] now.", ["[SUPPORT PHONE NUMBER, e.g. 0800 123 456]"]],
  ["Valid until [DATE].", ["[DATE]"]],
  ["Users in [CITY/REGION] only; write to [TEAM'S E-MAIL].", ["[CITY/REGION]", "[TEAM'S E-MAIL]"]],
  ["[CAUTION] Do not give legal advice.", []],
  ["Read the [Terms](https://example.org/terms) and [OK](#ok).", []],
  ["- [ ] confirm the age", []],
  ["<s>[INST] hello [/INST]", []],
];

const found = (text: string) => findPlaceholders(text).map((placeholder) => placeholder.text);

function agreement(corpus: typeof TUNING) {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const [text, expected] of corpus) {
    const actual = found(text);
    truePositives += actual.filter((item) => expected.includes(item)).length;
    falsePositives += actual.filter((item) => !expected.includes(item)).length;
    falseNegatives += expected.filter((item) => !actual.includes(item)).length;
  }
  return { truePositives, falsePositives, falseNegatives };
}

describe("findPlaceholders on the labelled corpus", () => {
  it.each(TUNING)("tuning: %s", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it("held out: finds every placeholder, with at most one false alarm (an unknown marker such as [CAUTION])", () => {
    // Measured: 5 of 5 placeholders found, 1 false alarm ([CAUTION]): a bracketed word in capitals
    // is indistinguishable from a one-word placeholder such as [DATE] without knowing the marker.
    expect(agreement(HELD_OUT)).toEqual({ truePositives: 5, falsePositives: 1, falseNegatives: 0 });
  });
});

describe("findPlaceholders", () => {
  it("gives each placeholder's position and line, so that the form can select it", () => {
    const text = "You are [NAME].\nCall [PHONE NUMBER] or\n[PHONE NUMBER].";
    expect(findPlaceholders(text)).toEqual([
      { text: "[NAME]", start: 8, end: 14, line: 1 },
      { text: "[PHONE NUMBER]", start: 21, end: 35, line: 2 },
      { text: "[PHONE NUMBER]", start: 39, end: 53, line: 3 },
    ]);
    expect(text.slice(21, 35)).toBe("[PHONE NUMBER]");
  });

  it("does not count the draft's own to-do list of placeholders", () => {
    const draft = [
      "Placeholders to fill in before use (2):",
      "- [TONE: three words for its voice]",
      "- [LIMITS: what it must never do]",
      "",
      "You are the assistant.",
      "Tone: [TONE: three words for its voice]",
      "- [LIMITS: what it must never do]",
    ].join("\n");
    expect(findPlaceholders(draft).map((placeholder) => placeholder.line)).toEqual([6, 7]);
  });
});

describe("withoutPlaceholderList", () => {
  it("drops the to-do list at the top of an Ideation draft, which the review form lists itself", () => {
    const draft = "Placeholders to fill in before use (1):\n- [TONE: x]\n\nYou are the assistant.\nTone: [TONE: x]\n";
    expect(withoutPlaceholderList(draft)).toBe("You are the assistant.\nTone: [TONE: x]\n");
  });

  it("leaves a text without the list as it is", () => {
    expect(withoutPlaceholderList("You are [NAME].\n")).toBe("You are [NAME].\n");
  });
});
