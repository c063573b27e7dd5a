import type { Report, ReportAgent, ReportStatus } from "@aesop/shared/contracts/reports";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/realtime";
import { findProject, getProject } from "../projects/projects.service";
import { toReportDetails, type ReportData } from "./report-data";
import {
  findLatestReportRow,
  findReportRow,
  findReportRowById,
  insertReportRow,
  listReportRows,
  updateReportRow,
  type ReportRow,
} from "./reports.queries";

interface Deps {
  db: Database;
  events: EventBus;
}

export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    projectId: row.projectId,
    agent: row.agent,
    title: row.title,
    status: row.status,
    error: row.error,
    markdown: row.markdown,
    inputText: row.inputText,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    details: toReportDetails(row.data),
  };
}

async function announce(deps: Deps, userId: string, row: ReportRow): Promise<Report> {
  await deps.events.publish(userId, {
    type: "report.changed",
    projectId: row.projectId,
    reportId: row.id,
    agent: row.agent,
    status: row.status,
  });
  return toReport(row);
}

export async function listReports(deps: Pick<Deps, "db">, userId: string, projectId: string): Promise<Report[]> {
  await getProject(deps, userId, projectId);
  return (await listReportRows(deps.db, userId, projectId)).map(toReport);
}

export interface NewReport {
  projectId: string;
  agent: ReportAgent;
  title: string;
  status?: ReportStatus;
  markdown?: string | null;
  inputText?: string | null;
  data?: ReportData;
}

/** Agents call this; the owner's open workspaces hear of it at once. */
export async function createReport(deps: Deps, userId: string, report: NewReport): Promise<Report> {
  await getProject(deps, userId, report.projectId);
  const row = await insertReportRow(deps.db, { ...report, userId, status: report.status ?? "queued" });
  return announce(deps, userId, row);
}

export async function updateReport(
  deps: Deps,
  userId: string,
  id: number,
  changes: {
    status?: ReportStatus;
    error?: string | null;
    markdown?: string | null;
    title?: string;
    data?: ReportData;
  },
): Promise<Report> {
  const row = await updateReportRow(deps.db, userId, id, changes);
  if (!row) throw notFound("Report not found");
  return announce(deps, userId, row);
}

/**
 * The agent's worker settles the report it set running. A webhook's callback may have delivered
 * the report meanwhile (a fast workflow answers before the worker's own write): then the worker's
 * write is dropped, and undefined says so.
 */
export async function settleRunningReport(
  deps: Deps,
  userId: string,
  id: number,
  changes: Parameters<typeof updateReport>[3],
): Promise<Report | undefined> {
  const row = await updateReportRow(deps.db, userId, id, changes, "running");
  return row ? announce(deps, userId, row) : undefined;
}

/** A failed report goes back to the queue, where the agent runtime picks queued reports up. */
export async function retryReport(deps: Deps, userId: string, id: number): Promise<Report> {
  const current = await findReportRow(deps.db, userId, id);
  if (!current) throw notFound("Report not found");
  if (current.status !== "failed") throw new AppError(409, "NOT_FAILED", "Only a failed report can be retried.");
  return updateReport(deps, userId, id, { status: "queued", error: null });
}

/** For an agent's worker: the report with its project's name and stored data, or undefined when it is gone. */
export async function findReportWithProject(
  { db }: Pick<Deps, "db">,
  userId: string,
  id: number,
): Promise<(Report & { projectName: string; data: ReportData }) | undefined> {
  const row = await findReportRow(db, userId, id);
  if (!row) return undefined;
  const project = await findProject({ db }, userId, row.projectId);
  return project ? { ...toReport(row), projectName: project.projectName, data: row.data } : undefined;
}

/**
 * For a signed webhook callback, whose signature (not a session) says who may write the report:
 * the report of any user, with its owner and stored data.
 */
export async function findReportForCallback(
  { db }: Pick<Deps, "db">,
  id: number,
): Promise<{ id: number; userId: string; agent: ReportAgent; status: ReportStatus; data: ReportData } | undefined> {
  const row = await findReportRowById(db, id);
  return row ? { id: row.id, userId: row.userId, agent: row.agent, status: row.status, data: row.data } : undefined;
}

/**
 * The newest report of an agent in a project (whatever its status), for agents that build on
 * another's work: the interview on the latest review, for instance.
 */
export async function findLatestReportOf(
  { db }: Pick<Deps, "db">,
  userId: string,
  projectId: string,
  agent: ReportAgent,
): Promise<(Report & { data: ReportData }) | undefined> {
  const row = await findLatestReportRow(db, userId, projectId, agent);
  return row ? { ...toReport(row), data: row.data } : undefined;
}
