import type { CaveDialogue, CaveSession, CaveTurn } from "@aesop/shared/contracts/cave";
import type { Database } from "../../db/client";
import type { EventBus } from "../../lib/realtime";
import { createReport, updateReport } from "../../modules/reports/reports.service";
import { dialogueProgress } from "./cave-pace";
import { pathTo, sessionReportMarkdown, summarise } from "./cave-transcript";
import { judgeVerdictOf } from "./cave-turn-verdict";
import {
  endDialogue,
  endSessionIfDone,
  findSessionById,
  listDialogueRows,
  listTurnRows,
  setDialogueSummary,
  setSessionReport,
  type CaveDialogueRow,
  type CaveSessionRow,
  type CavePlan,
  type CaveTurnRow,
} from "./cave.queries";

type Deps = { db: Database; events: EventBus };

/** A stored turn as the API shows it; the plan's criteria give the judge's verdict its thresholds. */
export function toCaveTurn(row: CaveTurnRow, plan: Pick<CavePlan, "criteria">): CaveTurn {
  return {
    id: row.id,
    parentId: row.parentId,
    role: row.role,
    author: row.author,
    text: row.text,
    streaming: row.streaming,
    error: row.error,
    latencyMs: row.latencyMs === null ? null : Math.round(row.latencyMs),
    checks: row.checks,
    scores: row.scores,
    flag: row.flaggedAt && row.flagNote !== null ? { note: row.flagNote, at: row.flaggedAt.toISOString() } : null,
    judgeVerdict: judgeVerdictOf(row, plan.criteria),
    humanVerdict:
      row.humanVerdict && row.humanVerdictAt
        ? { verdict: row.humanVerdict, note: row.humanVerdictNote ?? "", updatedAt: row.humanVerdictAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCaveDialogue(
  row: CaveDialogueRow,
  turns: CaveTurnRow[],
  session: Pick<CaveSessionRow, "judge" | "pace">,
): CaveDialogue {
  const { scenario, source } = row.plan;
  const own = turns.filter((turn) => turn.dialogueId === row.id);
  const progress = dialogueProgress({
    plan: row.plan,
    judge: session.judge,
    pace: session.pace,
    status: row.status,
    stepJobId: row.stepJobId,
    headTurnId: row.headTurnId,
    turns: own,
  });
  return {
    id: row.id,
    scenario: {
      scenarioId: source === "script" ? scenario.id : null,
      title: scenario.title,
      persona: scenario.persona,
      objective: scenario.objective,
      expectedBehaviour: scenario.expectedBehaviour,
      category: source === "script" ? scenario.category : null,
      severity: source === "script" ? scenario.severity : null,
    },
    status: row.status,
    waitingForNextTurn: progress.waitingForNextTurn,
    canContinue: progress.canContinue,
    headTurnId: row.headTurnId,
    turns: own.map((turn) => toCaveTurn(turn, row.plan)),
    summary: row.summary ?? null,
  };
}

export async function loadCaveSession(db: Database, session: CaveSessionRow): Promise<CaveSession> {
  const dialogues = await listDialogueRows(db, [session.id]);
  const turns = await listTurnRows(
    db,
    dialogues.map((dialogue) => dialogue.id),
  );
  return {
    id: session.id,
    projectId: session.projectId,
    number: session.number,
    status: session.status,
    judge: session.judge,
    pace: session.pace,
    target: { id: session.targetId ?? "", name: session.targetName, config: session.targetConfig },
    dialogues: dialogues.map((dialogue) => toCaveDialogue(dialogue, turns, session)),
    reportId: session.reportId,
    createdAt: session.createdAt.toISOString(),
  };
}

/** Every change reaches the owner's open pages (here and on other instances): ids, and streamed text. */
export async function announceCave(
  deps: Deps,
  session: Pick<CaveSessionRow, "id" | "userId" | "projectId">,
  dialogueId: string,
  turnId: string | null,
  delta?: string,
): Promise<void> {
  await deps.events.publish(session.userId, {
    type: "cave.changed",
    projectId: session.projectId,
    sessionId: session.id,
    dialogueId,
    turnId,
    ...(delta === undefined ? {} : { delta }),
  });
}

/**
 * Ends a dialogue with its summary over the live branch (once: whoever ends it first), then the
 * session when it was the last one running. `jobId`: only while that job's step holds the dialogue.
 */
export async function finishDialogue(
  deps: Deps,
  dialogue: CaveDialogueRow,
  status: "stopped" | "completed" | "failed",
  jobId?: string,
): Promise<CaveDialogueRow | undefined> {
  const ended = await endDialogue(deps.db, dialogue.id, status, await summaryOf(deps.db, dialogue), jobId);
  if (!ended) return undefined;
  await afterDialogueEnded(deps, ended);
  return ended;
}

/** The summary over the dialogue's live branch as stored now. */
export async function summaryOf(db: Database, dialogue: CaveDialogueRow) {
  const turns = (await listTurnRows(db, [dialogue.id])).map((turn) => toCaveTurn(turn, dialogue.plan));
  return summarise(dialogue.plan, pathTo(turns, dialogue.headTurnId));
}

/** A dialogue was stopped by its builder: its summary, then the session's end when it was the last. */
export async function summariseStopped(deps: Deps, dialogue: CaveDialogueRow): Promise<CaveDialogueRow> {
  const summarised = (await setDialogueSummary(deps.db, dialogue.id, await summaryOf(deps.db, dialogue))) ?? dialogue;
  await afterDialogueEnded(deps, summarised);
  return summarised;
}

async function afterDialogueEnded(deps: Deps, dialogue: CaveDialogueRow) {
  const session = await findSessionById(deps.db, dialogue.sessionId);
  if (!session) return;
  await announceCave(deps, session, dialogue.id, null);
  await finishSessionIfDone(deps, session, dialogue.id);
}

/**
 * When every dialogue has ended the session ends, and its report (per dialogue the outcome, the
 * worst turn quoted, the flags) is written to the workspace; a session that ends again (after a
 * branch re-opened it) updates the same report.
 */
export async function finishSessionIfDone(deps: Deps, session: CaveSessionRow, dialogueId: string): Promise<void> {
  const ended = await endSessionIfDone(deps.db, session.id);
  if (!ended) return;
  await writeSessionReport(deps, ended, dialogueId);
}

/**
 * The session's end made good after a process stopped part-way: ended if every dialogue has, and
 * its report written if it ended without one.
 */
export async function settleSession(deps: Deps, session: CaveSessionRow, dialogueId: string): Promise<void> {
  await finishSessionIfDone(deps, session, dialogueId);
  const now = await findSessionById(deps.db, session.id);
  if (now?.status === "ended" && now.reportId === null) await writeSessionReport(deps, now, dialogueId);
}

async function writeSessionReport(deps: Deps, ended: CaveSessionRow, dialogueId: string): Promise<void> {
  const view = await loadCaveSession(deps.db, ended);
  const markdown = sessionReportMarkdown(view);
  const title = `Cave session #${ended.number}: ${ended.targetName}`;
  if (ended.reportId !== null) {
    await updateReport(deps, ended.userId, ended.reportId, { markdown, title, status: "done" });
  } else {
    const report = await createReport(deps, ended.userId, {
      projectId: ended.projectId,
      agent: "cave-of-shadows",
      title,
      status: "done",
      markdown,
      inputText: `${view.dialogues.length} dialogue${view.dialogues.length === 1 ? "" : "s"} against "${ended.targetName}" (${ended.judge} judge)`,
      data: { caveSession: { sessionId: ended.id, number: ended.number } },
    });
    await setSessionReport(deps.db, ended.id, report.id);
  }
  await announceCave(deps, ended, dialogueId, null);
}
