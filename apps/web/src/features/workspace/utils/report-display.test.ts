import { describe, expect, it } from "vitest";
import { REPORT_DOWNLOAD_MIN_CHARS } from "@aesop/shared/constants";
import type { Report } from "@aesop/shared/contracts/reports";
import {
  agentReportFileName,
  chosenReport,
  isDownloadable,
  originalInstructionsFileName,
  projectStatusLabel,
  reportAgentLaunch,
  reportName,
  reportNumbers,
  reportOptionLabel,
  reportSectionTitle,
  reportsByAgent,
  tokenUsageLabel,
} from "./report-display";

function report(overrides: Partial<Report> & Pick<Report, "id">): Report {
  return {
    projectId: "p1",
    agent: "instructions-review",
    title: "Instructions review",
    status: "done",
    error: null,
    markdown: "# Report",
    inputText: "Be helpful.",
    createdAt: "2026-01-31T15:04:00.000Z",
    updatedAt: "2026-01-31T15:04:00.000Z",
    details: {
      mode: "guided",
      usage: null,
      draftInstructions: null,
      transcript: null,
      transcriptMarkdown: null,
      ethos: null,
      review: null,
      testScript: null,
      run: null,
    },
    ...overrides,
  };
}

describe("projectStatusLabel", () => {
  it.each(["active", "ACTIVE", "", "  ", null, undefined])("defaults to Active: %j", (status) => {
    expect(projectStatusLabel(status)).toBe("Active");
  });

  it("capitalises other statuses", () => {
    expect(projectStatusLabel("archived")).toBe("Archived");
    expect(projectStatusLabel("on-hold")).toBe("On hold");
  });
});

describe("reportOptionLabel", () => {
  it("reads 'Report #{id} - date' in US English", () => {
    expect(reportOptionLabel({ id: 12, createdAt: "2026-01-31T15:04:00.000Z" }, undefined, "UTC")).toBe(
      "Report #12 - Jan 31, 2026",
    );
  });

  it("keeps an unreadable date as it is", () => {
    expect(reportOptionLabel({ id: 3, createdAt: "soon" })).toBe("Report #3 - soon");
  });

  it("names a numbered report by its number in its project and type only, not the global id beside it", () => {
    expect(
      reportOptionLabel({ id: 12, agent: "instructions-review", createdAt: "2026-01-31T15:04:00.000Z" }, 3, "UTC"),
    ).toBe("Instructions Review #3 - Jan 31, 2026");
  });
});

describe("reportNumbers", () => {
  it("numbers each type from 1 in the project, oldest first, whatever the global ids", () => {
    const numbers = reportNumbers([
      report({ id: 5, createdAt: "2026-03-01T00:00:00.000Z" }),
      report({ id: 4, agent: "ideation", createdAt: "2026-02-01T00:00:00.000Z" }),
      report({ id: 1, createdAt: "2026-01-01T00:00:00.000Z" }),
      report({ id: 9, createdAt: "2026-04-01T00:00:00.000Z" }),
    ]);
    expect([...numbers.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1],
      [4, 1],
      [5, 2],
      [9, 3],
    ]);
    expect(reportName("instructions-review", 3)).toBe("Instructions Review #3");
  });
});

describe("reportSectionTitle", () => {
  it("names each section with its count", () => {
    expect(reportSectionTitle("instructions-review", 2)).toBe("Instructions Reports (2)");
    expect(reportSectionTitle("interview", 0)).toBe("Interview Reports (0)");
    expect(reportSectionTitle("ideation", 1)).toBe("Ideation Reports (1)");
  });
});

describe("download", () => {
  it("names the files after the report", () => {
    expect(originalInstructionsFileName(7)).toBe("original-instructions-7.txt");
    expect(agentReportFileName(7)).toBe("agent-report-7.txt");
  });

  it("is offered only above 1000 characters", () => {
    expect(REPORT_DOWNLOAD_MIN_CHARS).toBe(1000);
    expect(isDownloadable("x".repeat(1000))).toBe(false);
    expect(isDownloadable("x".repeat(1001))).toBe(true);
    expect(isDownloadable("")).toBe(false);
    expect(isDownloadable(null)).toBe(false);
    expect(isDownloadable(undefined)).toBe(false);
  });
});

describe("reportsByAgent", () => {
  it("groups the reports per section, newest first", () => {
    const sections = reportsByAgent([
      report({ id: 1, createdAt: "2026-01-01T00:00:00Z" }),
      report({ id: 2, agent: "interview" }),
      report({ id: 3, createdAt: "2026-02-01T00:00:00Z" }),
      report({ id: 4, createdAt: "2026-02-01T00:00:00Z" }),
    ]);
    expect(sections["instructions-review"].map((item) => item.id)).toEqual([4, 3, 1]);
    expect(sections.interview.map((item) => item.id)).toEqual([2]);
    expect(sections.ideation).toEqual([]);
  });
});

describe("chosenReport", () => {
  const reports = [report({ id: 9 }), report({ id: 5 })];

  it("defaults to the newest", () => {
    expect(chosenReport(reports, null)?.id).toBe(9);
  });

  it("keeps the user's choice, and falls back when it is gone", () => {
    expect(chosenReport(reports, 5)?.id).toBe(5);
    expect(chosenReport(reports, 42)?.id).toBe(9);
    expect(chosenReport([], null)).toBeUndefined();
  });
});

describe("reportAgentLaunch", () => {
  it("launches the agent that writes the section's reports", () => {
    expect(reportAgentLaunch("instructions-review").route).toBe("/instructions-agent");
    expect(reportAgentLaunch("interview").route).toBe("/interview-agent");
    expect(reportAgentLaunch("ideation").route).toBe("/ideation-agent");
  });
});

describe("tokenUsageLabel", () => {
  it("names the model and its tokens", () => {
    expect(tokenUsageLabel({ model: "gpt-4o-mini", inputTokens: 1000, outputTokens: 234, totalTokens: 1234 })).toBe(
      "gpt-4o-mini · 1,234 tokens (1,000 in, 234 out)",
    );
    expect(tokenUsageLabel({ model: "m", inputTokens: 10, outputTokens: 5, totalTokens: null })).toBe(
      "m · 15 tokens (10 in, 5 out)",
    );
    expect(tokenUsageLabel({ model: "m", inputTokens: null, outputTokens: null, totalTokens: 9 })).toBe("m · 9 tokens");
    expect(tokenUsageLabel({ model: "m", inputTokens: null, outputTokens: null, totalTokens: null })).toBe("m");
  });
});
