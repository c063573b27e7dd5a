import { describe, expect, it } from "vitest";
import type { EthosReport } from "@aesop/shared/contracts/ethos";
import { HOSTILE_TEXT, isInert } from "../chat-engine/guided/guided-session.fixture";
import { analyseEthics } from "./ethos-analysis";
import { CHILDRENS_MATHS_TUTOR, EMPTY_PROJECT, HR_CV_SCREENER, RETAIL_SUPPORT_BOT } from "./ethos-projects.fixture";
import { ethosReportTitle, renderEthosMarkdown } from "./ethos-report";

/** Fields whose values are fixed words, not text (they pick labels and headings). */
const FIXED = new Set([
  "id",
  "kind",
  "power",
  "severity",
  "status",
  "applies",
  "level",
  "source",
  "generatedBy",
  "decisionPower",
]);
const INJECTION = `${HOSTILE_TEXT}\n# injected heading\n- injected item | cell`;

/** A report whose every free-text string is hostile, as a model or a user could make it. */
function hostile<T>(value: T, key = ""): T {
  if (typeof value === "string") return (FIXED.has(key) ? value : INJECTION) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => hostile(item, key)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, hostile(item, name)])) as T;
  return value;
}

describe("renderEthosMarkdown", () => {
  it("has a heading for each part, a risk register table and the legal caveat", () => {
    const markdown = renderEthosMarkdown(analyseEthics(HR_CV_SCREENER), { projectName: "TalentSift" });
    for (const heading of [
      "# Ethos report: TalentSift",
      "## Summary",
      "## Stakeholder map",
      "## Four lenses",
      "### Consequences",
      "### Duties and rights",
      "### Care and character",
      "### Justice",
      "## Known failure patterns",
      "## Regulatory orientation",
      "## Risk register",
      "## Tensions to decide",
      "## Questions for you",
      "## Tests to run",
      "## What this review could not judge",
    ])
      expect(markdown.split("\n")).toContain(heading);
    expect(markdown).toContain(
      "| Risk | Stakeholder | Likelihood | Severity | Level | Mitigation | Addressed by the instructions |",
    );
    expect(markdown).toContain("**Information, not legal advice.**");
    expect(markdown).toContain(
      'No (see "Prefer candidates under 35 because they fit our young team." (instructions #31, line 4))',
    );
  });

  it("renders an empty project's report with every part", () => {
    const markdown = renderEthosMarkdown(analyseEthics(EMPTY_PROJECT), { projectName: "" });
    expect(markdown.startsWith("# Ethos report\n")).toBe(true);
    expect(markdown).toContain("## Risk register");
    expect(markdown).toContain("No instructions were available");
  });

  it("escapes hostile text everywhere, and never lets it start a line", () => {
    const report = hostile(analyseEthics(RETAIL_SUPPORT_BOT));
    const markdown = renderEthosMarkdown(report, { projectName: INJECTION });
    expect(isInert(markdown)).toBe(true);
    for (const line of markdown.split("\n")) {
      expect(line).not.toMatch(/^\s*(?:#\s*injected|-\s*injected|&lt;|\\?\[link)/);
    }
    // Each table row keeps its columns: a "|" in the text is escaped.
    const registerRows = markdown.split("\n").filter((line) => line.startsWith("| ") && line.includes("injected"));
    expect(registerRows.length).toBeGreaterThan(0);
    for (const row of registerRows) expect(row).not.toMatch(/[^\\]\| cell/);
  });

  it("escapes user text taken from the sources (project name, context, quoted lines)", () => {
    const input = {
      ...CHILDRENS_MATHS_TUTOR,
      projectName: `[Tiger](javascript:alert(1))`,
      context: { ...CHILDRENS_MATHS_TUTOR.context, operator: "<script>alert(1)</script> Trust" },
      instructions: { reportId: 3, text: `Never tell pupils you are an AI. ${HOSTILE_TEXT}` },
    };
    const report: EthosReport = analyseEthics(input);
    const markdown = renderEthosMarkdown(report, { projectName: input.projectName });
    expect(isInert(markdown)).toBe(true);
    expect(markdown).toContain("Never tell pupils you are an AI.");
  });

  it("titles the report after the project", () => {
    expect(ethosReportTitle("  Times   Table Tiger ")).toBe("Ethos report: Times Table Tiger");
    expect(ethosReportTitle(" ")).toBe("Ethos report");
  });
});
