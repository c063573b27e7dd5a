import type { Report } from "@aesop/shared/contracts/reports";
import {
  testScriptContentSchema,
  type Rubric,
  type RubricVersion,
  type SaveTestScriptVersion,
  type ScriptGenerationOptions,
  type TestScriptContent,
  type TestScriptExportFormat,
  type TestScriptVersion,
  type TestScriptVersionSummary,
} from "@aesop/shared/contracts/test-scripts";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { JobQueue } from "../../lib/jobs";
import type { EventBus } from "../../lib/realtime";
import { getProject } from "../../modules/projects/projects.service";
import { createReport, findLatestReportOf, findReportWithProject } from "../../modules/reports/reports.service";
import { enqueueAgentReport } from "../runtime/jobs/report-jobs";
import { DEFAULT_RUBRIC } from "./default-rubric";
import { exportTestScript, type TestScriptExport } from "./exports/export-test-script";
import { renderTestScriptMarkdown } from "./exports/markdown-export";
import { importTestScript } from "./imports/import-test-script";
import {
  findLatestRubricRow,
  findTestScriptVersionRow,
  insertRubricRow,
  insertTestScriptVersionRow,
  listRubricVersionRows,
  listTestScriptVersionRows,
} from "./test-scripts.queries";

type Deps = { db: Database };
type WriteDeps = { db: Database; jobs: JobQueue; events: EventBus };

// ---------------------------------------------------------------------------------------------
// The project's rubric
// ---------------------------------------------------------------------------------------------

/** The project's latest rubric: the default (version 0) until the owner first saves one. */
export async function getProjectRubric(
  deps: Deps,
  userId: string,
  projectId: string,
): Promise<RubricVersion & { versions: { version: number; createdAt: string | null }[] }> {
  await getProject(deps, userId, projectId);
  const [latest, versions] = await Promise.all([
    findLatestRubricRow(deps.db, projectId),
    listRubricVersionRows(deps.db, projectId),
  ]);
  const history = [
    { version: 0, createdAt: null },
    ...versions.map((row) => ({ version: row.version, createdAt: row.createdAt.toISOString() })),
  ];
  if (!latest) return { version: 0, createdAt: null, criteria: DEFAULT_RUBRIC.criteria, versions: history };
  return {
    version: latest.version,
    createdAt: latest.createdAt.toISOString(),
    criteria: latest.criteria,
    versions: history,
  };
}

/** Saves the rubric as a new version; earlier versions stay, as scripts scored on them refer to them. */
export async function saveProjectRubric(
  deps: Deps,
  userId: string,
  projectId: string,
  rubric: Rubric,
): Promise<RubricVersion> {
  await getProject(deps, userId, projectId);
  const row = await insertRubricRow(deps.db, { projectId, userId, criteria: rubric.criteria });
  return { version: row.version, createdAt: row.createdAt.toISOString(), criteria: row.criteria };
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/**
 * Queues a generation: the report (in "Test Scripts") holds the options and the rubric version
 * it is scored against, so that a rubric edited while the job waits does not change the script.
 */
export async function submitScriptGeneration(
  deps: WriteDeps,
  userId: string,
  projectId: string,
  options: ScriptGenerationOptions,
): Promise<Report> {
  const rubric = await getProjectRubric(deps, userId, projectId);
  const report = await createReport(deps, userId, {
    projectId,
    agent: "script-generation",
    title: "Test script",
    inputText: describeOptions(options),
    data: { options, rubric: { version: rubric.version, criteria: rubric.criteria } },
  });
  await enqueueAgentReport(deps.jobs, "script-generation", { reportId: report.id, userId });
  return report;
}

function describeOptions(options: ScriptGenerationOptions): string {
  const categories = options.categories.length
    ? options.categories.join(", ")
    : "every category relevant to the project";
  return `Size: ${options.size}\nCategories: ${categories}`;
}

// ---------------------------------------------------------------------------------------------
// Versions
// ---------------------------------------------------------------------------------------------

interface GeneratedScript {
  report: Report & { projectName: string };
  content: TestScriptContent;
}

/** The owner's script report with its generated version; 404 for anything else, 409 while generating. */
async function getGeneratedScript(deps: Deps, userId: string, reportId: number): Promise<GeneratedScript> {
  const report = await findReportWithProject(deps, userId, reportId);
  if (!report || report.agent !== "script-generation") throw notFound("Test script not found");
  if (report.status !== "done") {
    throw new AppError(409, "SCRIPT_NOT_READY", "The test script is not ready yet: its generation has not finished.");
  }
  const parsed = testScriptContentSchema.safeParse(report.data.testScript);
  if (!parsed.success) throw new AppError(409, "SCRIPT_UNREADABLE", "This report holds no readable test script.");
  return { report, content: parsed.data };
}

export async function listScriptVersions(
  deps: Deps,
  userId: string,
  reportId: number,
): Promise<TestScriptVersionSummary[]> {
  const { report, content } = await getGeneratedScript(deps, userId, reportId);
  const saved = await listTestScriptVersionRows(deps.db, userId, reportId);
  return [
    {
      reportId,
      version: 1,
      note: "Generated",
      createdAt: report.updatedAt,
      name: content.name,
      scenarioCount: content.scenarios.length,
    },
    ...saved.map((row) => ({
      reportId,
      version: row.version,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      scenarioCount: Number(row.scenarioCount),
    })),
  ];
}

export async function getScriptVersion(
  deps: Deps,
  userId: string,
  reportId: number,
  version: number,
): Promise<TestScriptVersion> {
  return versionOf(deps, userId, await getGeneratedScript(deps, userId, reportId), version);
}

async function versionOf(
  deps: Deps,
  userId: string,
  generated: GeneratedScript,
  version: number,
): Promise<TestScriptVersion> {
  const reportId = generated.report.id;
  if (version === 1) {
    return {
      reportId,
      version: 1,
      note: "Generated",
      createdAt: generated.report.updatedAt,
      content: generated.content,
    };
  }
  const row = await findTestScriptVersionRow(deps.db, userId, reportId, version);
  if (!row) throw notFound("Version not found");
  return {
    reportId,
    version: row.version,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    content: row.content,
  };
}

/**
 * The latest version: what the editor starts from, what a new save follows and what a run uses by
 * default. The generated script is read and validated once (an eval run's start waits for it).
 */
export async function latestScriptVersion(deps: Deps, userId: string, reportId: number): Promise<TestScriptVersion> {
  const generated = await getGeneratedScript(deps, userId, reportId);
  const saved = await listTestScriptVersionRows(deps.db, userId, reportId);
  return versionOf(deps, userId, generated, saved.at(-1)?.version ?? 1);
}

export async function saveScriptVersion(
  deps: Deps,
  userId: string,
  reportId: number,
  body: SaveTestScriptVersion,
): Promise<TestScriptVersion> {
  await getGeneratedScript(deps, userId, reportId);
  const row = await insertTestScriptVersionRow(deps.db, {
    reportId,
    userId,
    note: body.note?.trim() || null,
    content: body.content,
  });
  return {
    reportId,
    version: row.version,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    content: row.content,
  };
}

// ---------------------------------------------------------------------------------------------
// Export and import
// ---------------------------------------------------------------------------------------------

/**
 * One version as a file. The system prompt of the promptfoo export is the project's latest
 * instructions: an exported script tests the assistant as it is now, not as it was generated.
 */
export async function exportScriptVersion(
  deps: Deps,
  userId: string,
  reportId: number,
  version: number,
  format: TestScriptExportFormat,
): Promise<TestScriptExport> {
  const script = await getScriptVersion(deps, userId, reportId, version);
  const report = await findReportWithProject(deps, userId, reportId);
  if (!report) throw notFound("Test script not found");
  const instructions = await findLatestReportOf(deps, userId, report.projectId, "instructions-review");
  return exportTestScript(format, script.content, {
    projectName: report.projectName,
    systemPrompt: instructions?.inputText?.trim() || null,
  });
}

/** An imported script (JSON export or promptfoo tests) becomes a report in "Test Scripts", version 1. */
export async function importScript(deps: WriteDeps, userId: string, projectId: string, text: string): Promise<Report> {
  await getProject(deps, userId, projectId);
  const imported = importTestScript(text);
  if (!imported.ok) {
    throw new AppError(
      400,
      "INVALID_TEST_SCRIPT",
      `The file is not a test script AESOP can read: ${imported.errors.slice(0, 3).join(" ")}`,
      imported.errors.slice(0, 20).map((message) => ({ path: "file", message })),
    );
  }
  const markdown = renderTestScriptMarkdown(imported.content, { projectName: "" });
  return createReport(deps, userId, {
    projectId,
    agent: "script-generation",
    title: imported.content.name,
    status: "done",
    markdown,
    inputText: "Imported from a file",
    data: { testScript: imported.content, rubric: imported.content.rubric },
  });
}
