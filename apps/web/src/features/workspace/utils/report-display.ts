import { AGENTS, agentEntry } from "@aesop/shared/agents";
import { REPORT_DOWNLOAD_MIN_CHARS } from "@aesop/shared/constants";
import {
  REPORT_AGENTS,
  REPORT_SECTION_TITLES,
  type Report,
  type ReportAgent,
  type ReportStatus,
  type TokenUsage,
} from "@aesop/shared/contracts/reports";
import { formatDate } from "@/lib/format-date";

/** The project's status badge: 'Active' for an active project or an unknown status (spec section 9). */
export function projectStatusLabel(status: string | null | undefined): string {
  const value = status?.trim().replace(/[-_]+/g, " ") ?? "";
  if (value === "" || value.toLowerCase() === "active") return "Active";
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

export const isProjectActive = (status: string | null | undefined) => projectStatusLabel(status) === "Active";

/** 'Instructions Reports (2)'. */
export function reportSectionTitle(agent: ReportAgent, count: number): string {
  return `${REPORT_SECTION_TITLES[agent]} (${count})`;
}

/**
 * An entry of the 'Select Report' list: 'Report #12 - Jan 31, 2026' (spec), led by the report's
 * number in its project and type instead when known: 'Instructions Review #3 - Jan 31, 2026'.
 */
export function reportOptionLabel(
  report: Pick<Report, "id" | "createdAt"> & Partial<Pick<Report, "agent">>,
  number?: number,
  timeZone?: string,
): string {
  const date = formatDate(report.createdAt, timeZone) ?? report.createdAt;
  // Numbered, a report needs no second number: the global id read as a rival counter (issue 33).
  return report.agent && number !== undefined
    ? `${reportName(report.agent, number)} - ${date}`
    : `Report #${report.id} - ${date}`;
}

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
};

/** Download file names of spec section 2. */
export const originalInstructionsFileName = (reportId: number) =>
  reportInputFileName("original-instructions", reportId);
/** A report's input as a file: the agent's prefix (from the catalogue) and the report's number. */
export const reportInputFileName = (prefix: string, reportId: number) => `${prefix}-${reportId}.txt`;
export const agentReportFileName = (reportId: number) => `agent-report-${reportId}.txt`;
export const draftInstructionsFileName = (reportId: number) => `draft-instructions-${reportId}.txt`;
export const interviewTranscriptFileName = (reportId: number, format: "md" | "json") =>
  `interview-transcript-${reportId}.${format}`;

/** What a model spent on a report: 'gpt-4o-mini · 1,234 tokens (1,000 in, 234 out)'. */
export function tokenUsageLabel(usage: TokenUsage): string {
  const count = (value: number) => value.toLocaleString("en-US");
  const total =
    usage.totalTokens ??
    (usage.inputTokens !== null && usage.outputTokens !== null ? usage.inputTokens + usage.outputTokens : null);
  if (total === null) return usage.model;
  const split =
    usage.inputTokens !== null && usage.outputTokens !== null
      ? ` (${count(usage.inputTokens)} in, ${count(usage.outputTokens)} out)`
      : "";
  return `${usage.model} · ${count(total)} tokens${split}`;
}

/** A text file is offered only for text longer than 1000 characters (spec section 9). */
export function isDownloadable(text: string | null | undefined): text is string {
  return (text?.length ?? 0) > REPORT_DOWNLOAD_MIN_CHARS;
}

/** The reports of each workspace section, newest first. */
export function reportsByAgent(reports: readonly Report[]): Record<ReportAgent, Report[]> {
  const sections = Object.fromEntries(REPORT_AGENTS.map((agent) => [agent, [] as Report[]])) as Record<
    ReportAgent,
    Report[]
  >;
  for (const report of reports) sections[report.agent]?.push(report);
  for (const agent of REPORT_AGENTS) sections[agent].sort(newestFirst);
  return sections;
}

function newestFirst(a: Report, b: Report): number {
  const byDate = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return Number.isNaN(byDate) || byDate === 0 ? b.id - a.id : byDate;
}

/** The report the user picked, or the newest when they picked none (or theirs is gone). */
export function chosenReport<T extends Pick<Report, "id">>(
  reports: readonly T[],
  chosenId: number | null,
): T | undefined {
  return reports.find((report) => report.id === chosenId) ?? reports[0];
}

/** Where to launch the agent that writes a section's reports (from the agent catalogue). */
export function reportAgentLaunch(agent: ReportAgent): { name: string; route: string } {
  const entry = AGENTS.find((item) => item.id === agent);
  return { name: entry?.name ?? REPORT_SECTION_TITLES[agent], route: entry?.route ?? "/workspace" };
}

/**
 * Each report's number within its project and type, oldest first: the third review of a project is
 * its review #3, whatever the ids of other projects' and other agents' reports.
 */
export function reportNumbers(reports: readonly Pick<Report, "id" | "agent" | "createdAt">[]): Map<number, number> {
  const numbers = new Map<number, number>();
  const counts = new Map<ReportAgent, number>();
  const oldestFirst = [...reports].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  for (const report of oldestFirst) {
    const count = (counts.get(report.agent) ?? 0) + 1;
    counts.set(report.agent, count);
    numbers.set(report.id, count);
  }
  return numbers;
}

/** 'Instructions Review #2': the report's kind and its number in the project. */
export function reportName(agent: ReportAgent, number: number | undefined): string {
  const kind = reportKindName(agent);
  return number === undefined ? kind : `${kind} #${number}`;
}

/**
 * What one report of an agent is called, from the catalogue's report title in title case:
 * 'Instructions review' is an 'Instructions Review', 'Test script' a 'Test Script'.
 */
export function reportKindName(agent: ReportAgent): string {
  const entry = agentEntry(agent);
  const title = entry.reportTitle ?? entry.name;
  return title.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** How the pages name a project's reports: 'Instructions Review #3', and in a list of reports. */
export function reportNames(reports: readonly Pick<Report, "id" | "agent" | "createdAt">[]) {
  const numbers = reportNumbers(reports);
  return {
    name: (report: Pick<Report, "id" | "agent">) => reportName(report.agent, numbers.get(report.id)),
    option: (report: Pick<Report, "id" | "agent" | "createdAt">) => reportOptionLabel(report, numbers.get(report.id)),
  };
}

/** The finished reports of an agent that can be compared with one another, newest first. */
export function comparableReports<T extends Pick<Report, "agent" | "status" | "createdAt" | "id">>(
  reports: readonly T[],
  agent: ReportAgent,
): T[] {
  return reports
    .filter((report) => report.agent === agent && report.status === "done")
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
