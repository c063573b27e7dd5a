import {
  LENS_TITLES,
  type EthosQuote,
  type EthosReport,
  type EthosRisk,
  type FailurePatternCheck,
} from "@aesop/shared/contracts/ethos";
import { escapeMarkdownText } from "../runtime/markdown";

/**
 * The Ethos report as Markdown, for the workspace and the download. Every string of the report
 * can come from the user or a model, so every one is escaped, and none starts a line.
 */

const esc = escapeMarkdownText;
const MAX_SUMMARY_RISKS = 5;

const FAILURE_STATUS_LABELS: Record<FailurePatternCheck["status"], string> = {
  addressed: "Addressed",
  partly: "Partly addressed",
  "not-addressed": "Not addressed",
  "not-applicable": "Not applicable",
};

export function ethosReportTitle(projectName: string): string {
  const name = projectName.replace(/\s+/g, " ").trim();
  return name === "" ? "Ethos report" : `Ethos report: ${name}`;
}

export function renderEthosMarkdown(report: EthosReport, options: { projectName: string }): string {
  const name = options.projectName.trim();
  const parts = [
    name === "" ? "# Ethos report" : `# Ethos report: ${esc(name)}`,
    `*${report.generatedBy === "llm" ? "LLM mode: written by a language model from the rule-based findings." : "Guided mode: rule-based, from your context answers, instructions and reports."}*`,
    summary(report),
    stakeholders(report),
    lenses(report),
    failurePatterns(report),
    regulatory(report),
    riskRegister(report),
    tensions(report),
    questions(report),
    tests(report),
    limits(report),
  ];
  return `${parts.join("\n\n")}\n`;
}

function summary(report: EthosReport): string {
  const high = report.risks.filter((risk) => risk.level === "high");
  const { profile } = report;
  const list = (items: readonly string[]) => (items.length > 0 ? items.map(esc).join(", ") : "not known");
  const lines = [
    `- **Risks:** ${report.risks.length} in the register, ${high.length} high${
      high.length > 0
        ? `: ${high
            .slice(0, MAX_SUMMARY_RISKS)
            .map((risk) => esc(risk.title))
            .join("; ")}${high.length > MAX_SUMMARY_RISKS ? "; …" : ""}`
        : ""
    }.`,
    `- **Users and affected groups assumed:** ${list(profile.audiences)}.`,
    `- **Domain:** ${list(profile.domains)}. **Channel:** ${list(profile.channels)}. **Region:** ${list(profile.regions)}.`,
    `- **Data it sees:** ${list(profile.dataCategories)}. **Its output:** ${esc(profile.decisionPower === "unknown" ? "not known" : profile.decisionPower)} (informs, recommends or decides about people).`,
  ];
  return [
    "## Summary",
    lines.join("\n"),
    "Correct anything assumed wrongly in the context form and run the review again.",
  ].join("\n\n");
}

function stakeholders(report: EthosReport): string {
  const rows = report.stakeholders.map(
    (stakeholder) =>
      `| ${esc(stakeholder.name)} | ${esc(stakeholder.kind)} | ${esc(stakeholder.power)} | ${esc(stakeholder.interests)} | ${esc(stakeholder.gains)} | ${esc(stakeholder.losses)} |`,
  );
  return [
    "## Stakeholder map",
    [
      "| Stakeholder | Kind | Power | Interests | Stands to gain | Stands to lose |",
      "| --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n"),
  ].join("\n\n");
}

function lenses(report: EthosReport): string {
  const sections = report.lenses.map((lens) => {
    const findings = lens.findings.map((finding) => {
      const quotes = finding.evidence.map((quote) => `  - ${quoteText(quote)}`);
      return [`- **${esc(finding.title)}** (${esc(finding.severity)}): ${esc(finding.detail)}`, ...quotes].join("\n");
    });
    return [`### ${LENS_TITLES[lens.id]}`, findings.length > 0 ? findings.join("\n") : "No findings."].join("\n\n");
  });
  return ["## Four lenses", ...sections].join("\n\n");
}

function failurePatterns(report: EthosReport): string {
  if (report.failurePatterns.length === 0) return "## Known failure patterns\n\nNone checked.";
  const rows = report.failurePatterns.map((pattern) => {
    const quotes = pattern.evidence.map(quoteText).join("; ");
    return `| ${esc(pattern.name)} | ${FAILURE_STATUS_LABELS[pattern.status]} | ${esc(pattern.note)}${quotes ? ` ${quotes}` : ""} |`;
  });
  return [
    "## Known failure patterns",
    ["| Pattern | Status | Note and evidence |", "| --- | --- | --- |", ...rows].join("\n"),
  ].join("\n\n");
}

function regulatory(report: EthosReport): string {
  const rows = report.regulatory.map(
    (item) => `| ${esc(item.framework)} | ${esc(item.obligation)} | ${esc(item.applies)} | ${esc(item.reason)} |`,
  );
  return [
    "## Regulatory orientation",
    "**Information, not legal advice.** Which obligations plausibly apply, and why; a lawyer must confirm them for your deployment.",
    rows.length > 0
      ? ["| Framework | Obligation | Applies | Why |", "| --- | --- | --- | --- |", ...rows].join("\n")
      : "No obligations identified.",
  ].join("\n\n");
}

function riskRegister(report: EthosReport): string {
  if (report.risks.length === 0) return "## Risk register\n\nNo risks identified.";
  const rows = report.risks.map(
    (risk) =>
      `| ${esc(risk.title)} | ${esc(risk.stakeholder)} | ${risk.likelihood} | ${risk.severity} | ${esc(risk.level)} | ${esc(risk.mitigation)} | ${addressedCell(risk)} |`,
  );
  return [
    "## Risk register",
    "Likelihood and severity from 1 to 5; the level follows their product (12 and above high, 6 and above medium).",
    [
      "| Risk | Stakeholder | Likelihood | Severity | Level | Mitigation | Addressed by the instructions |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n"),
  ].join("\n\n");
}

function addressedCell(risk: EthosRisk): string {
  if (risk.addressed) return risk.evidence ? `Yes: ${quoteText(risk.evidence)}` : "Yes";
  return risk.evidence ? `No (see ${quoteText(risk.evidence)})` : "No";
}

function tensions(report: EthosReport): string {
  if (report.tensions.length === 0) return "## Tensions to decide\n\nNone identified.";
  const items = report.tensions.map(
    (tension) =>
      `- **${esc(tension.title)}:** ${esc(tension.between[0])} or ${esc(tension.between[1])}? ${esc(tension.question)}`,
  );
  return ["## Tensions to decide", items.join("\n")].join("\n\n");
}

function questions(report: EthosReport): string {
  if (report.questionsForCreator.length === 0) return "## Questions for you\n\nNone.";
  return [
    "## Questions for you",
    report.questionsForCreator.map((question, index) => `${index + 1}. ${esc(question)}`).join("\n"),
  ].join("\n\n");
}

function tests(report: EthosReport): string {
  if (report.testsToRun.length === 0) return "## Tests to run\n\nNo high risk needs a dedicated test yet.";
  const scenarios = report.testsToRun.map((test, index) =>
    [
      `### Test ${index + 1}: ${esc(test.title)}`,
      [
        `- **Risk:** ${esc(test.riskId)} (${esc(test.category)}, ${esc(test.severity)})`,
        `- **Persona:** ${esc(test.persona)}`,
        `- **Objective:** ${esc(test.objective)}`,
        `- **Opening message:** "${esc(test.openingMessage)}"`,
        `- **Expected behaviour:** ${esc(test.expectedBehaviour)}`,
      ].join("\n"),
    ].join("\n\n"),
  );
  return ["## Tests to run", "One scenario per high risk, ready for the Script Generation Agent.", ...scenarios].join(
    "\n\n",
  );
}

function limits(report: EthosReport): string {
  if (report.limits.length === 0) return "## What this review could not judge\n\nNothing noted.";
  return ["## What this review could not judge", report.limits.map((limit) => `- ${esc(limit)}`).join("\n")].join(
    "\n\n",
  );
}

function quoteText(quote: EthosQuote): string {
  return `"${esc(quote.text)}" (${sourceLabel(quote)})`;
}

function sourceLabel(quote: EthosQuote): string {
  const report = quote.reportId === undefined ? "" : ` #${quote.reportId}`;
  const line = quote.line === undefined ? "" : `, line ${quote.line}`;
  switch (quote.source) {
    case "instructions":
      return `instructions${report}${line}`;
    case "review":
      return `instructions review${report}`;
    case "interview":
      return `interview report${report}${line}`;
    case "ideation":
      return `ideation report${report}${line}`;
    case "context":
      return "your context answers";
  }
}
