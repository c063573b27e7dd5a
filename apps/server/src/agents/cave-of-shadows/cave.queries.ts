import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { CaveDialogue, CaveDialogueStatus, CavePace } from "@aesop/shared/contracts/cave";
import type { CheckResult, CriterionScore, HumanVerdictKind } from "@aesop/shared/contracts/eval";
import type { Database } from "../../db/client";
import { lockProjectForNumbering } from "../../db/project-lock";
import { lockUserWork } from "../../db/user-work-lock";
import { caveDialogues, caveSessions, caveTurns, type CavePlan } from "../../db/schema/index";

export type { CavePlan };
export type CaveSessionRow = typeof caveSessions.$inferSelect;
export type CaveDialogueRow = typeof caveDialogues.$inferSelect;
export type CaveTurnRow = typeof caveTurns.$inferSelect;
type NewSession = Omit<typeof caveSessions.$inferInsert, "number">;

/** Dialogues that have ended: the summary is written; a branch or resume opens them again. */
export const ENDED_STATUSES = ["stopped", "completed", "failed"] as const satisfies readonly CaveDialogueStatus[];
export const isEnded = (status: CaveDialogueStatus) => (ENDED_STATUSES as readonly string[]).includes(status);

/**
 * A session numbered per project ('Session #3') with its dialogues, in one transaction; null when its user
 * already has `maxLive` sessions running (counted under the user's lock, so concurrent starts
 * cannot overshoot).
 */
export async function insertSessionWithDialogues(
  db: Database,
  session: NewSession,
  plans: CavePlan[],
  maxLive: number,
): Promise<{ session: CaveSessionRow; dialogues: CaveDialogueRow[] } | null> {
  return db.transaction(async (tx) => {
    await lockUserWork(tx, "cave-sessions", session.userId);
    const [live] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(caveSessions)
      .where(and(eq(caveSessions.userId, session.userId), eq(caveSessions.status, "running")));
    if ((live?.count ?? 0) >= maxLive) return null;
    await lockProjectForNumbering(tx, session.projectId);
    const [latest] = await tx
      .select({ number: caveSessions.number })
      .from(caveSessions)
      .where(eq(caveSessions.projectId, session.projectId))
      .orderBy(desc(caveSessions.number))
      .limit(1);
    const [row] = await tx
      .insert(caveSessions)
      .values({ ...session, number: (latest?.number ?? 0) + 1 })
      .returning();
    if (!row) throw new Error("could not store the session");
    const dialogues = await tx
      .insert(caveDialogues)
      .values(plans.map((plan, position) => ({ sessionId: row.id, position, plan })))
      .returning();
    return { session: row, dialogues: dialogues.sort((a, b) => a.position - b.position) };
  });
}

export async function listSessionRows(db: Database, userId: string, projectId: string): Promise<CaveSessionRow[]> {
  return db
    .select()
    .from(caveSessions)
    .where(and(eq(caveSessions.projectId, projectId), eq(caveSessions.userId, userId)))
    .orderBy(desc(caveSessions.createdAt), desc(caveSessions.number));
}

export async function findSessionRow(db: Database, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(caveSessions)
    .where(and(eq(caveSessions.id, sessionId), eq(caveSessions.userId, userId)));
  return row;
}

export async function findSessionById(db: Database, sessionId: string) {
  const [row] = await db.select().from(caveSessions).where(eq(caveSessions.id, sessionId));
  return row;
}

export async function listDialogueRows(db: Database, sessionIds: string[]): Promise<CaveDialogueRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(caveDialogues)
    .where(inArray(caveDialogues.sessionId, sessionIds))
    .orderBy(asc(caveDialogues.position));
}

export async function findDialogueRow(db: Database, dialogueId: string) {
  const [row] = await db.select().from(caveDialogues).where(eq(caveDialogues.id, dialogueId));
  return row;
}

export async function listTurnRows(db: Database, dialogueIds: string[]): Promise<CaveTurnRow[]> {
  if (dialogueIds.length === 0) return [];
  return db
    .select()
    .from(caveTurns)
    .where(inArray(caveTurns.dialogueId, dialogueIds))
    .orderBy(asc(caveTurns.createdAt), asc(caveTurns.id));
}

export async function findTurnRow(db: Database, turnId: string) {
  const [row] = await db.select().from(caveTurns).where(eq(caveTurns.id, turnId));
  return row;
}

/** Counts per session for the list: flagged turns. */
export async function countFlaggedTurns(db: Database, sessionIds: string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: caveDialogues.sessionId, count: sql<number>`count(*)::int` })
    .from(caveTurns)
    .innerJoin(caveDialogues, eq(caveDialogues.id, caveTurns.dialogueId))
    .where(and(inArray(caveDialogues.sessionId, sessionIds), sql`${caveTurns.flaggedAt} is not null`))
    .groupBy(caveDialogues.sessionId);
  return new Map(rows.map((row) => [row.sessionId, row.count]));
}

// ---------------------------------------------------------------------------------------------
// The step's claim: every write of an exchange is guarded by it
// ---------------------------------------------------------------------------------------------

/**
 * Makes the exchange this job's: the dialogue is running (or taken over, for the builder's message's
 * reply), its head is the one the job was sent for, and no other job holds it. A retry of the same
 * job (pg-boss keeps its id after a crash) takes it back whatever the head has become since.
 */
export async function claimStep(
  db: Database,
  dialogueId: string,
  expectedHeadTurnId: string | null,
  jobId: string,
): Promise<CaveDialogueRow | undefined> {
  const [row] = await db
    .update(caveDialogues)
    .set({ stepJobId: jobId })
    .where(
      and(
        eq(caveDialogues.id, dialogueId),
        sql`(${caveDialogues.stepJobId} = ${jobId} or (${caveDialogues.stepJobId} is null and ${caveDialogues.status} in ('running', 'taken-over') and ${caveDialogues.headTurnId} is not distinct from ${expectedHeadTurnId}::uuid))`,
      ),
    )
    .returning();
  return row;
}

/** The head moves to a turn of this step, while the step is still this job's. */
export async function moveHeadForStep(
  db: Database,
  dialogueId: string,
  jobId: string,
  headTurnId: string | null,
): Promise<CaveDialogueRow | undefined> {
  const [row] = await db
    .update(caveDialogues)
    .set({ headTurnId })
    .where(and(eq(caveDialogues.id, dialogueId), eq(caveDialogues.stepJobId, jobId)))
    .returning();
  return row;
}

/** The step ends: the claim is let go; the row says what the dialogue has become meanwhile. */
export async function releaseStep(
  db: Database,
  dialogueId: string,
  jobId: string,
): Promise<CaveDialogueRow | undefined> {
  const [row] = await db
    .update(caveDialogues)
    .set({ stepJobId: null })
    .where(and(eq(caveDialogues.id, dialogueId), eq(caveDialogues.stepJobId, jobId)))
    .returning();
  return row;
}

export async function insertTurnRow(db: Database, turn: typeof caveTurns.$inferInsert): Promise<CaveTurnRow> {
  const [row] = await db.insert(caveTurns).values(turn).returning();
  if (!row) throw new Error("could not store the turn");
  return row;
}

export async function deleteTurnRow(db: Database, turnId: string): Promise<void> {
  await db.delete(caveTurns).where(eq(caveTurns.id, turnId));
}

/** The text so far of a streamed turn, while its step is still this job's. */
export async function updateStreamingTurn(
  db: Database,
  turn: { id: string; dialogueId: string },
  jobId: string,
  changes: {
    text: string;
    streaming?: boolean;
    error?: string | null;
    latencyMs?: number | null;
    checks?: CheckResult[];
    scores?: CriterionScore[];
  },
): Promise<boolean> {
  const rows = await db
    .update(caveTurns)
    .set(changes)
    .where(
      and(
        eq(caveTurns.id, turn.id),
        sql`exists (select 1 from ${caveDialogues} where ${caveDialogues.id} = ${turn.dialogueId} and ${caveDialogues.stepJobId} = ${jobId})`,
      ),
    )
    .returning({ id: caveTurns.id });
  return rows.length > 0;
}

export async function setTurnFlag(db: Database, turnId: string, note: string | null) {
  const [row] = await db
    .update(caveTurns)
    .set({ flagNote: note, flaggedAt: note === null ? null : new Date() })
    .where(eq(caveTurns.id, turnId))
    .returning();
  return row;
}

/** A person's verdict on a reply, with the judge's of the moment; null clears it. Replaces any earlier one. */
export async function setTurnHumanVerdict(
  db: Database,
  turnId: string,
  verdict: { verdict: HumanVerdictKind; note: string; judge: HumanVerdictKind | null } | null,
) {
  const [row] = await db
    .update(caveTurns)
    .set({
      humanVerdict: verdict?.verdict ?? null,
      humanVerdictNote: verdict?.note ?? null,
      humanVerdictJudge: verdict?.judge ?? null,
      humanVerdictAt: verdict ? new Date() : null,
    })
    .where(eq(caveTurns.id, turnId))
    .returning();
  return row;
}

/** Every reply the owner gave a verdict on in the project, with its dialogue's plan and its session's number. */
export async function listHumanVerdictTurns(db: Database, userId: string, projectId: string) {
  return db
    .select({
      turn: caveTurns,
      plan: caveDialogues.plan,
      sessionId: caveSessions.id,
      sessionNumber: caveSessions.number,
    })
    .from(caveTurns)
    .innerJoin(caveDialogues, eq(caveDialogues.id, caveTurns.dialogueId))
    .innerJoin(caveSessions, eq(caveSessions.id, caveDialogues.sessionId))
    .where(
      and(
        eq(caveSessions.projectId, projectId),
        eq(caveSessions.userId, userId),
        sql`${caveTurns.humanVerdict} is not null`,
      ),
    )
    .orderBy(desc(caveSessions.number), asc(caveTurns.createdAt), asc(caveTurns.id));
}

/** The tree's links of some dialogues' turns: enough to number a turn by its place in its branch. */
export async function listTurnLinks(db: Database, dialogueIds: string[]) {
  if (dialogueIds.length === 0) return [];
  return db
    .select({ id: caveTurns.id, parentId: caveTurns.parentId })
    .from(caveTurns)
    .where(inArray(caveTurns.dialogueId, dialogueIds));
}

// ---------------------------------------------------------------------------------------------
// The builder's controls
// ---------------------------------------------------------------------------------------------

/**
 * A control's change, from one of `from` (and, with `head`, only while the head is still that
 * turn: a step moving it meanwhile makes the caller read again). `abandon` takes the claim away
 * from an exchange in flight: its later writes are refused.
 */
export async function changeDialogue(
  db: Database,
  dialogueId: string,
  guard: { from: readonly CaveDialogueStatus[]; head?: string | null },
  changes: Partial<Pick<CaveDialogueRow, "status" | "headTurnId" | "summary" | "endedAt">> & { abandon?: boolean },
): Promise<CaveDialogueRow | undefined> {
  const { abandon, ...set } = changes;
  const [row] = await db
    .update(caveDialogues)
    .set({ ...set, ...(abandon ? { stepJobId: null } : {}) })
    .where(
      and(
        eq(caveDialogues.id, dialogueId),
        inArray(caveDialogues.status, [...guard.from]),
        guard.head === undefined
          ? undefined
          : sql`${caveDialogues.headTurnId} is not distinct from ${guard.head}::uuid`,
      ),
    )
    .returning();
  return row;
}

export async function setDialogueSummary(
  db: Database,
  dialogueId: string,
  summary: NonNullable<CaveDialogue["summary"]>,
): Promise<CaveDialogueRow | undefined> {
  const [row] = await db.update(caveDialogues).set({ summary }).where(eq(caveDialogues.id, dialogueId)).returning();
  return row;
}

/** A dialogue ends once: whoever moves it out of a live status writes its summary. */
export async function endDialogue(
  db: Database,
  dialogueId: string,
  status: "stopped" | "completed" | "failed",
  summary: NonNullable<CaveDialogue["summary"]>,
  onlyIfJob?: string,
): Promise<CaveDialogueRow | undefined> {
  const [row] = await db
    .update(caveDialogues)
    .set({ status, summary, endedAt: new Date(), stepJobId: null })
    .where(
      and(
        eq(caveDialogues.id, dialogueId),
        notInArray(caveDialogues.status, [...ENDED_STATUSES]),
        onlyIfJob === undefined ? undefined : eq(caveDialogues.stepJobId, onlyIfJob),
      ),
    )
    .returning();
  return row;
}

/** The session ends once every dialogue has; only the caller that ends it gets the row. */
export async function endSessionIfDone(db: Database, sessionId: string): Promise<CaveSessionRow | undefined> {
  const [row] = await db
    .update(caveSessions)
    .set({ status: "ended", endedAt: new Date() })
    .where(
      and(
        eq(caveSessions.id, sessionId),
        eq(caveSessions.status, "running"),
        sql`not exists (select 1 from ${caveDialogues} where ${caveDialogues.sessionId} = ${sessionId} and ${caveDialogues.status} not in ('stopped', 'completed', 'failed'))`,
      ),
    )
    .returning();
  return row;
}

export async function setSessionPace(db: Database, sessionId: string, pace: CavePace) {
  const [row] = await db.update(caveSessions).set({ pace }).where(eq(caveSessions.id, sessionId)).returning();
  return row;
}

export async function reopenSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(caveSessions)
    .set({ status: "running", endedAt: null })
    .where(and(eq(caveSessions.id, sessionId), eq(caveSessions.status, "ended")));
}

/** The session's report, set once: a second writer (a retry racing the first) leaves the first. */
export async function setSessionReport(db: Database, sessionId: string, reportId: number) {
  const [row] = await db
    .update(caveSessions)
    .set({ reportId })
    .where(and(eq(caveSessions.id, sessionId), isNull(caveSessions.reportId)))
    .returning();
  return row;
}
