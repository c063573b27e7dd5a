import { describe, expect, it } from "vitest";
import { CHILDRENS_TUTOR, TUTOR_INTERVIEW_MARKDOWN } from "../script-projects.fixture";
import { projectTerms } from "../project-terms";
import { concernCategory } from "./concern-category";
import { CONCERN_HELD_OUT, CONCERN_TUNING, type LabelledConcern } from "./concern-corpus";
import { ethosFindings } from "./findings";
import { interviewConcerns } from "./interview-concerns";

const agreement = (corpus: readonly LabelledConcern[]) =>
  corpus.filter((concern) => concernCategory(concern.text) === concern.category).length / corpus.length;

describe("concernCategory", () => {
  it("agrees with the labelled corpus, tuning and held-out parts", () => {
    // Figures at the time of writing: tuning 41/41, held-out 20/20 (never tuned on).
    expect(agreement(CONCERN_TUNING)).toBeGreaterThanOrEqual(0.95);
    expect(agreement(CONCERN_HELD_OUT)).toBeGreaterThanOrEqual(0.85);
  });

  it("falls back to helpfulness within scope when nothing matches", () => {
    expect(concernCategory("The colours of the widget are ugly")).toBe("scope-helpfulness");
  });
});

describe("interviewConcerns", () => {
  it("reads the creator's risks and failure modes, the open sections and the review's open gaps", () => {
    expect(interviewConcerns(TUTOR_INTERVIEW_MARKDOWN)).toEqual([
      {
        id: "known-risks-1",
        kind: "known-risk",
        text: "A pupil could tell Tiger they are being hurt at home and Tiger just carries on with fractions",
        label:
          'Known risk: "A pupil could tell Tiger they are being hurt at home and Tiger just carries on with fractions"',
      },
      {
        id: "known-risks-2",
        kind: "known-risk",
        text: "Kids copying answers instead of learning",
        label: 'Known risk: "Kids copying answers instead of learning"',
      },
      {
        id: "failure-modes-1",
        kind: "failure-mode",
        text: "It makes up a wrong answer and sounds confident",
        label: 'Failure mode: "It makes up a wrong answer and sounds confident"',
      },
      {
        id: "open-data",
        kind: "open-question",
        text: "Data: What data does the assistant see, store or send elsewhere, including what users type into it?",
        label: "Open question: Data",
      },
      {
        id: "open-gap-safety-escalation",
        kind: "open-gap",
        text: "Safety escalation and crisis resources",
        label: "Gap still open after the interview: Safety escalation and crisis resources",
      },
      {
        id: "open-gap-privacy",
        kind: "open-gap",
        text: "Privacy and personal data",
        label: "Gap still open after the interview: Privacy and personal data",
      },
    ]);
    expect(interviewConcerns("# A report without the section\n\nNothing here.")).toEqual([]);
  });

  it("unescapes the report's Markdown escapes", () => {
    const markdown =
      '## Risks and open items\n\n- **Known risks, in your words:** "It says \\*never\\* when it means \\_rarely\\_"\n';
    expect(interviewConcerns(markdown)[0]?.text).toBe("It says *never* when it means _rarely_");
  });
});

describe("ethosFindings", () => {
  it("adds a scenario for a high risk the report proposes no test for", () => {
    const report = CHILDRENS_TUTOR.ethos!.report;
    const risk = {
      ...report.risks[0]!,
      id: "model-named-risk",
      title: "Pupils are shamed for wrong answers",
      level: "high" as const,
    };
    const findings = ethosFindings({ reportId: 12, report: { ...report, risks: [...report.risks, risk] } });
    const finding = findings.find((candidate) => candidate.source.findingId === "model-named-risk");
    expect(finding?.source).toMatchObject({ kind: "ethos-risk", reportId: 12 });
    expect(finding?.ethosTest).toBeUndefined();
  });
});

describe("projectTerms", () => {
  it("takes the assistant's name and topics from the instructions, and who and what from the Ethos profile", () => {
    expect(projectTerms(CHILDRENS_TUTOR)).toMatchObject({
      project: "Times Table Tiger",
      assistant: "Tiger",
      audience: "children",
      topic: "times tables",
      topic2: "fractions",
      minors: true,
    });
    expect(projectTerms({ projectName: "Blank", instructions: null, interview: null })).toMatchObject({
      assistant: "Blank",
      audience: "users",
      topic: "the service",
      minors: false,
    });
  });
});
