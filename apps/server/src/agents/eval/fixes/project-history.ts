import type { EvalRunStatus } from "@aesop/shared/contracts/eval";
import type { InstructionsReviewFindings } from "@aesop/shared/contracts/instructions-review";
import type { HistoryEvent, HistoryRunEvent, HistoryVersionEvent } from "@aesop/shared/contracts/project-history";
import type { ReportStatus } from "@aesop/shared/contracts/reports";
import { fixOutcomesOf, type JudgedScenario } from "./fix-outcomes";

/** An instructions version as stored: an instructions review of the text. */
export interface StoredVersion {
  reportId: number;
  createdAt: string;
  status: ReportStatus;
  text: string;
  findings: InstructionsReviewFindings | null;
}

/** A run as stored, with its scenario verdicts. */
export interface StoredRun {
  id: string;
  number: number;
  status: EvalRunStatus;
  createdAt: string;
  scriptName: string;
  targetName: string;
  /** The run it follows up (`eval_runs.fixes_run_id`). */
  parentId: string | null;
  /** The version its target was pinned to, when it was (a re-test always is). */
  pinnedReportId: number | null;
  /** The instructions it ran on, when AESOP knows them. */
  systemPrompt: string | null;
  scenarios: readonly JudgedScenario[];
}

/** What a review found to fix: dimensions partly or not covered, contradictions, harmful rules. */
export function findingsOf(findings: InstructionsReviewFindings): number {
  const gaps = findings.dimensions.filter((dimension) => dimension.status !== "covered").length;
  return gaps + findings.contradictions.length + findings.harmfulRules.length;
}

/**
 * The project's loop as a timeline, oldest first: versions and runs in the order they were made.
 * A run's version is the one its target was pinned to, else the latest version made before it with
 * the very text it ran on (a target on "the latest version" records the text, not the version). A
 * version is the fix of the runs it was re-tested against.
 */
export function buildProjectHistory(versions: readonly StoredVersion[], runs: readonly StoredRun[]): HistoryEvent[] {
  const ordered = [...versions].sort((a, b) => a.reportId - b.reportId);
  const versionNumber = new Map(ordered.map((version, index) => [version.reportId, index + 1]));
  const runsById = new Map(runs.map((run) => [run.id, run]));

  const versionOf = (run: StoredRun): number | null => {
    if (run.pinnedReportId !== null) return versionNumber.get(run.pinnedReportId) ?? null;
    if (run.systemPrompt === null) return null;
    const match = ordered.filter((version) => version.text === run.systemPrompt && version.createdAt <= run.createdAt);
    const latest = match.at(-1);
    return latest ? (versionNumber.get(latest.reportId) ?? null) : null;
  };

  const runEvents: HistoryRunEvent[] = runs.map((run) => {
    const count = (status: JudgedScenario["status"]) => run.scenarios.filter((s) => s.status === status).length;
    const parent = run.parentId ? runsById.get(run.parentId) : undefined;
    return {
      kind: "run",
      at: run.createdAt,
      runId: run.id,
      number: run.number,
      status: run.status,
      scriptName: run.scriptName,
      targetName: run.targetName,
      instructionsVersion: versionOf(run),
      scenarios: run.scenarios.length,
      passed: count("passed"),
      failed: count("failed"),
      followUp: parent
        ? {
            // As on the run's page (decision 0069): other instructions than the parent's make a re-test.
            kind: run.systemPrompt === parent.systemPrompt ? "rerun" : "retest",
            parent: { runId: parent.id, number: parent.number },
            counts: fixOutcomesOf(parent, parent.scenarios, run.scenarios, null).counts,
          }
        : null,
    };
  });

  const versionEvents: HistoryVersionEvent[] = ordered.map((version, index) => {
    const fixes = runEvents
      .filter((run) => run.followUp?.kind === "retest" && run.instructionsVersion === index + 1)
      .map((run) => run.followUp?.parent)
      .filter((parent, at, all) => parent && all.findIndex((other) => other?.runId === parent.runId) === at)
      .flatMap((parent) => (parent ? [parent] : []))
      .sort((a, b) => a.number - b.number);
    return {
      kind: "instructions",
      at: version.createdAt,
      reportId: version.reportId,
      version: index + 1,
      review: {
        status: version.status,
        score: version.status === "done" && version.findings ? version.findings.overallScore : null,
        findings: version.status === "done" && version.findings ? findingsOf(version.findings) : null,
      },
      fixes,
    };
  });

  // Same instant: the version first, as a run is started on what exists.
  return [...versionEvents, ...runEvents].sort(
    (a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === "instructions" ? -1 : 1),
  );
}
