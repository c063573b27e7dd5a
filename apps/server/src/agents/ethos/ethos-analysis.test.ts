import { describe, expect, it } from "vitest";
import { ethosReportSchema, type EthosQuote, type EthosReport } from "@aesop/shared/contracts/ethos";
import { auditInstructions, INSTRUCTION_CORPUS } from "../instructions-review/index";
import { analyseEthics, type EthosInput } from "./ethos-analysis";
import {
  BENEFITS_ADVICE_BOT,
  CHILDRENS_MATHS_TUTOR,
  EMPTY_PROJECT,
  HR_CV_SCREENER,
  INTERVIEW_ONLY_TEEN_COACH,
  MENTAL_HEALTH_COMPANION,
  RETAIL_SUPPORT_BOT,
  SYMPTOM_CHECKER,
} from "./ethos-projects.fixture";

const riskIds = (report: EthosReport) => report.risks.map((risk) => risk.id);
const riskOf = (report: EthosReport, id: string) => report.risks.find((risk) => risk.id === id);
const regulation = (report: EthosReport, framework: string, obligation = "") =>
  report.regulatory.find((item) => item.framework.startsWith(framework) && item.obligation.startsWith(obligation));

/** Every quote in a report, wherever it is. */
function allQuotes(report: EthosReport): EthosQuote[] {
  return [
    ...report.lenses.flatMap((lens) => lens.findings.flatMap((finding) => finding.evidence)),
    ...report.failurePatterns.flatMap((pattern) => pattern.evidence),
    ...report.risks.flatMap((risk) => (risk.evidence ? [risk.evidence] : [])),
  ];
}

/** The source line a quote cites, as written. */
function citedLine(input: EthosInput, quote: EthosQuote): string | undefined {
  const text =
    quote.source === "instructions"
      ? input.instructions?.text
      : quote.source === "interview"
        ? input.interview?.markdown
        : quote.source === "ideation"
          ? input.ideation?.markdown
          : undefined;
  return quote.line === undefined ? undefined : text?.split("\n")[quote.line - 1];
}

const PROJECTS = {
  CHILDRENS_MATHS_TUTOR,
  MENTAL_HEALTH_COMPANION,
  HR_CV_SCREENER,
  RETAIL_SUPPORT_BOT,
  BENEFITS_ADVICE_BOT,
  SYMPTOM_CHECKER,
  INTERVIEW_ONLY_TEEN_COACH,
  EMPTY_PROJECT,
};

describe("analyseEthics: risks a reviewer would expect, and none that do not fit", () => {
  it.each([
    {
      name: "children's maths tutor",
      input: CHILDRENS_MATHS_TUTOR,
      present: ["minors-harm", "children-data", "learning-shortcut", "crisis-missed", "ai-disclosure"],
      absent: ["employment-discrimination", "automated-decision", "unsafe-health-advice", "manipulative-selling"],
    },
    {
      name: "mental-health companion",
      input: MENTAL_HEALTH_COMPANION,
      present: ["crisis-missed", "emotional-dependence", "unsafe-health-advice", "special-category-data"],
      absent: ["employment-discrimination", "learning-shortcut", "minors-harm", "lost-entitlements"],
    },
    {
      name: "HR CV-screening assistant",
      input: HR_CV_SCREENER,
      present: ["employment-discrimination", "automated-decision", "personal-data"],
      // "children" appears only in a rule about what to ignore in a CV.
      absent: ["minors-harm", "children-data", "crisis-missed", "unsafe-health-advice", "learning-shortcut"],
    },
    {
      name: "retail support bot",
      input: RETAIL_SUPPORT_BOT,
      present: ["ai-disclosure", "manipulative-selling", "personal-data", "misinformation"],
      absent: ["employment-discrimination", "minors-harm", "crisis-missed", "automated-decision"],
    },
    {
      name: "benefits-advice council bot",
      input: BENEFITS_ADVICE_BOT,
      present: ["lost-entitlements", "exclusion", "misinformation"],
      absent: ["minors-harm", "employment-discrimination", "emotional-dependence", "automated-decision"],
    },
    {
      name: "symptom checker",
      input: SYMPTOM_CHECKER,
      present: ["triage-error", "unsafe-health-advice", "special-category-data", "automated-decision"],
      absent: ["learning-shortcut", "employment-discrimination", "minors-harm", "manipulative-selling"],
    },
    {
      name: "teen revision coach known only from an interview",
      input: INTERVIEW_ONLY_TEEN_COACH,
      present: ["minors-harm", "children-data", "learning-shortcut"],
      absent: ["employment-discrimination", "unsafe-health-advice"],
    },
  ])("$name", ({ input, present, absent }) => {
    const ids = riskIds(analyseEthics(input));
    expect(ids).toEqual(expect.arrayContaining(present));
    for (const id of absent) expect(ids).not.toContain(id);
  });

  it("rates the risks a reviewer would rate high as high", () => {
    expect(riskOf(analyseEthics(HR_CV_SCREENER), "employment-discrimination")?.level).toBe("high");
    expect(riskOf(analyseEthics(MENTAL_HEALTH_COMPANION), "crisis-missed")?.level).toBe("high");
    expect(riskOf(analyseEthics(SYMPTOM_CHECKER), "triage-error")?.level).toBe("high");
    expect(riskOf(analyseEthics(INTERVIEW_ONLY_TEEN_COACH), "minors-harm")?.level).toBe("high");
  });

  it("reads questions in a report as the agent's words, not facts about the deployment", () => {
    const report = analyseEthics({
      ...EMPTY_PROJECT,
      interview: {
        reportId: 5,
        markdown:
          '## Sections\n\n**Question:** Could children or patients use it?\n\n**Your answer:** "No, only warehouse employees planning their shifts."\n',
      },
    });
    expect(riskIds(report)).not.toContain("minors-harm");
    expect(report.profile.audiences).not.toContain("Children");
    expect(report.profile.audiences).toContain("Employees");
  });
});

describe("analyseEthics: the instructions' lines", () => {
  it("quotes a harmful rule as the problem, at its line", () => {
    const risk = riskOf(analyseEthics(HR_CV_SCREENER), "employment-discrimination");
    expect(risk?.addressed).toBe(false);
    expect(risk?.evidence).toEqual({
      source: "instructions",
      reportId: 31,
      line: 4,
      text: "Prefer candidates under 35 because they fit our young team.",
    });
  });

  it("flags chatbot disclosure when the instructions say to pose as a human", () => {
    const report = analyseEthics(RETAIL_SUPPORT_BOT);
    const risk = riskOf(report, "ai-disclosure");
    expect(risk).toMatchObject({
      level: "high",
      addressed: false,
      evidence: { line: 3, text: "Never tell customers you are an AI." },
    });
    const article50 = regulation(report, "EU AI Act, Article 50");
    expect(article50?.applies).toBe("likely");
    expect(article50?.reason).toContain('line 3, "Never tell customers you are an AI."');
    const dualUse = report.failurePatterns.find((pattern) => pattern.id === "dual-use");
    expect(dualUse?.status).toBe("not-addressed");
  });

  it("credits a rule that discloses the AI, and a rule against posing as human", () => {
    for (const rule of ["If asked, say that you are an AI, not a person.", "Never pretend to be a human."]) {
      const report = analyseEthics({
        ...EMPTY_PROJECT,
        instructions: { reportId: 2, text: `You help customers with orders.\n${rule}` },
      });
      expect(riskOf(report, "ai-disclosure")).toMatchObject({
        addressed: true,
        level: "low",
        evidence: { line: 2, text: rule },
      });
    }
  });

  it("counts a rule that addresses a risk, quoting it", () => {
    const report = analyseEthics(MENTAL_HEALTH_COMPANION);
    expect(riskOf(report, "crisis-missed")).toMatchObject({ addressed: true, evidence: { line: 4 } });
    const tutor = analyseEthics(CHILDRENS_MATHS_TUTOR);
    expect(riskOf(tutor, "learning-shortcut")).toMatchObject({ addressed: true, evidence: { line: 5 } });
    expect(riskOf(tutor, "children-data")).toMatchObject({ addressed: true, evidence: { line: 10 } });
  });

  it("quotes only words that are on the line it cites, in every project", () => {
    for (const input of Object.values(PROJECTS)) {
      for (const quote of allQuotes(analyseEthics(input))) {
        if (quote.source === "context" || quote.source === "review") continue;
        const line = citedLine(input, quote);
        expect(line, `${quote.source} line ${quote.line}`).toBeDefined();
        for (const piece of quote.text.split("…").filter(Boolean)) expect(line).toContain(piece);
      }
    }
  });

  it("cites the interview report when the creator's answers are the only source", () => {
    const quotes = allQuotes(analyseEthics(INTERVIEW_ONLY_TEEN_COACH)).filter((quote) => quote.source === "interview");
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes[0]).toMatchObject({ reportId: 71 });
  });

  it("cites the review's findings when a review is given", () => {
    const review = auditInstructions(RETAIL_SUPPORT_BOT.instructions?.text ?? "");
    const report = analyseEthics({ ...RETAIL_SUPPORT_BOT, review });
    const cited = allQuotes(report).filter((quote) => quote.source === "review");
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((quote) => quote.reportId === 41)).toBe(true);
  });

  it("leaves out review gaps that do not matter for the deployment", () => {
    const review = auditInstructions(HR_CV_SCREENER.instructions?.text ?? "");
    expect(review.dimensions.find((dimension) => dimension.id === "regulated-advice")?.status).toBe("missing");
    const titles = analyseEthics({ ...HR_CV_SCREENER, review }).lenses.flatMap((lens) =>
      lens.findings.map((f) => f.title),
    );
    expect(titles).toContain("Instructions review: Fairness and bias is missing");
    expect(titles.some((title) => title.includes("Regulated advice"))).toBe(false);
  });
});

describe("analyseEthics: regulatory orientation (information, not legal advice)", () => {
  it("finds the EU AI Act's employment high-risk area likely for a CV screener", () => {
    const report = analyseEthics(HR_CV_SCREENER);
    expect(regulation(report, "EU AI Act, Annex III", "Employment")?.applies).toBe("likely");
    expect(regulation(report, "Employment and equality law")?.applies).toBe("likely");
    expect(regulation(report, "Children's codes")?.applies).toBe("unlikely");
  });

  it("finds children's codes likely for a children's tutor, and no high-risk area", () => {
    const report = analyseEthics(CHILDRENS_MATHS_TUTOR);
    expect(regulation(report, "Children's codes")).toMatchObject({ applies: "likely" });
    expect(regulation(report, "Children's codes")?.reason).toContain("UK Age Appropriate Design Code");
    expect(regulation(report, "EU AI Act, Annex III")?.applies).toBe("unlikely");
  });

  it("finds special-category data likely for a companion and medical-device rules likely for a symptom checker", () => {
    expect(regulation(analyseEthics(MENTAL_HEALTH_COMPANION), "GDPR / UK GDPR, Article 9")?.applies).toBe("likely");
    expect(regulation(analyseEthics(SYMPTOM_CHECKER), "Medical device rules")?.applies).toBe("likely");
  });

  it("weakens EU obligations for a deployment outside the EU, saying why", () => {
    const ukOnly = analyseEthics({ ...RETAIL_SUPPORT_BOT, context: { ...RETAIL_SUPPORT_BOT.context, region: "UK" } });
    const article50 = regulation(ukOnly, "EU AI Act, Article 50");
    expect(article50?.applies).toBe("possible");
    expect(article50?.reason).toContain("only if it is offered to people in the EU");
  });
});

describe("analyseEthics: the report as a whole", () => {
  it.each(Object.entries(PROJECTS))("%s: matches the contract", (_name, input) => {
    const report = analyseEthics(input);
    expect(() => ethosReportSchema.parse(report)).not.toThrow();
    expect(report.generatedBy).toBe("guided");
    expect(report.lenses.map((lens) => lens.id)).toEqual([
      "consequences",
      "duties-rights",
      "care-character",
      "justice",
    ]);
    expect(report.failurePatterns).toHaveLength(9);
  });

  it("has a test scenario for every high risk", () => {
    for (const input of Object.values(PROJECTS)) {
      const report = analyseEthics(input);
      const tested = new Set(report.testsToRun.map((test) => test.riskId));
      for (const risk of report.risks.filter((risk) => risk.level === "high")) expect(tested).toContain(risk.id);
    }
  });

  it("is deterministic", () => {
    for (const input of Object.values(PROJECTS))
      expect(analyseEthics(input)).toEqual(analyseEthics(structuredClone(input)));
  });

  it("says plainly what it could not judge, and more so for an empty project", () => {
    const empty = analyseEthics(EMPTY_PROJECT);
    expect(empty.limits.join(" ")).toContain("No instructions were available");
    expect(empty.limits.join(" ")).toContain("Nothing was said about the deployment");
    expect(empty.stakeholders.map((stakeholder) => stakeholder.kind)).toEqual(["direct-user", "operator", "public"]);
    expect(empty.questionsForCreator.length).toBeGreaterThanOrEqual(5);
    expect(analyseEthics(HR_CV_SCREENER).limits.join(" ")).toContain("not legal advice");
  });

  it("maps applicants as third parties of a screener used by recruiters, and the named operator", () => {
    const stakeholders = analyseEthics(HR_CV_SCREENER).stakeholders;
    expect(stakeholders.find((stakeholder) => stakeholder.name === "Job applicants")).toMatchObject({
      kind: "third-party",
      power: "low",
    });
    const tutor = analyseEthics(CHILDRENS_MATHS_TUTOR).stakeholders;
    expect(tutor.find((stakeholder) => stakeholder.kind === "operator")?.name).toBe(
      "Operator: Riverside Primary Academy Trust",
    );
    expect(tutor.map((stakeholder) => stakeholder.name)).toContain("Parents and carers");
  });

  it("runs on every instruction set of the review corpus within the contract", () => {
    for (const sample of INSTRUCTION_CORPUS) {
      const report = analyseEthics({
        ...EMPTY_PROJECT,
        projectName: sample.title,
        instructions: { reportId: 1, text: sample.instructions },
      });
      expect(() => ethosReportSchema.parse(report), sample.id).not.toThrow();
    }
  });
});
