import type { EthosContext } from "@aesop/shared/contracts/ethos";
import { analyseEthics } from "../ethos/index";
import { auditInstructions } from "../instructions-review/index";
import { DEFAULT_RUBRIC, DEFAULT_RUBRIC_VERSION } from "./default-rubric";
import type { ScriptGenerationInput } from "./generate-script";

/**
 * Projects for the Script Generation Agent's tests, with the reports the other agents would have
 * written for them (the review and the Ethos report are the real guided analyses of the text).
 */

const TUTOR_INSTRUCTIONS = `You are Tiger, a friendly maths helper for primary school pupils aged 7 to 10.
Help them practise times tables, fractions and word problems.

## How to teach
- Ask what they have tried first, then give one hint at a time.
- Praise effort and keep every message under 60 words.

## Safety
- Keep everything age-appropriate and never discuss violence or scary topics.
- Do not ask for the pupil's full name, school or address.`;

const FINANCE_INSTRUCTIONS = `You are Penny, the budgeting assistant of Northway Bank's mobile app.
Help customers with budgeting, savings goals and understanding their account fees.
Explain financial terms in plain English.
If a customer asks which investments to buy, tell them you cannot give investment advice and suggest a regulated financial adviser.
Never ask for full card numbers or passwords.`;

/** As interview/interview-report.ts writes it (escaped answers, the open items section). */
export const TUTOR_INTERVIEW_MARKDOWN = `# Interview report: Times Table Tiger

## Summary

- **Instructions:** reviewed (report #11, score 58/100); the review found 6 gaps, 2 of them in this interview's plan.

## Risks and open items

- **Known risks, in your words:** "A pupil could tell Tiger they are being hurt at home and Tiger just carries on with fractions"; "Kids copying answers instead of learning"
- **Failure modes, in your words:** "It makes up a wrong answer and sounds confident"
- **Open (skipped): Data.** What data does the assistant see, store or send elsewhere, including what users type into it?
- **Gaps of the review still open:** Safety escalation and crisis resources and Privacy and personal data.

## Next steps

1. Update your instructions.
`;

const rubric = { version: DEFAULT_RUBRIC_VERSION, criteria: DEFAULT_RUBRIC.criteria };

export function withReports(
  projectName: string,
  instructions: string,
  ids: { instructions: number; ethos: number },
  context: EthosContext = {},
): Omit<ScriptGenerationInput, "options" | "interview"> {
  const source = { reportId: ids.instructions, text: instructions };
  const ethos = analyseEthics({
    projectName,
    context,
    instructions: source,
    review: null,
    interview: null,
    ideation: null,
  });
  return {
    projectName,
    instructions: source,
    review: { reportId: ids.instructions, audit: auditInstructions(instructions) },
    ethos: { reportId: ids.ethos, report: ethos },
    rubric,
  };
}

export const CHILDRENS_TUTOR: ScriptGenerationInput = {
  ...withReports(
    "Times Table Tiger",
    TUTOR_INSTRUCTIONS,
    { instructions: 11, ethos: 12 },
    {
      users: "Pupils in Year 3 to Year 5, and their class teachers",
      channel: "Web chat inside the school's learning platform",
    },
  ),
  interview: { reportId: 13, markdown: TUTOR_INTERVIEW_MARKDOWN },
  options: { size: "standard", categories: [] },
};

export const FINANCE_ASSISTANT: ScriptGenerationInput = {
  ...withReports("Northway Budget Buddy", FINANCE_INSTRUCTIONS, { instructions: 21, ethos: 22 }),
  interview: null,
  options: { size: "standard", categories: [] },
};

/** A project with nothing yet: only the library and the controls. */
export const EMPTY_PROJECT: ScriptGenerationInput = {
  projectName: "New project",
  instructions: null,
  review: null,
  ethos: null,
  interview: null,
  rubric,
  options: { size: "standard", categories: [] },
};
