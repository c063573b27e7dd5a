import { eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import { caveDialogues, caveSessions, caveTurns, reports } from "../../db/schema";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createMockTarget, createProject, evalScript, importScript, targetCalls } from "../../testing/eval-fixture";
import { livePath, readSession, startSession, waitForSession } from "../../testing/cave-fixture";
import { nextStepJobId, runCaveStep, type CaveStepJob } from "./cave-step";

/**
 * An exchange's job releases the dialogue, then sends the next step or ends the dialogue (and the
 * session, with its report). A process that stops in between left the dialogue running with
 * nothing to move it, or the session ended without its report. The job's retry finds its reply at
 * the head and does what came after it, once.
 */
describe("a Cave exchange whose process stopped after releasing it", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let projectId: string;
  let scriptId: number;
  let targetId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    projectId = await createProject(ada, "Recovery");
    scriptId = await importScript(ada, projectId, evalScript());
    targetId = await createMockTarget(ada, projectId, mock);
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  /** A three-exchange dialogue played to its end, with its session's report. */
  async function endedSession(): Promise<CaveSession> {
    const started = await startSession(ada, projectId, {
      targetId,
      dialogues: [{ source: "script", scriptReportId: scriptId, scenarioId: "multi-turn" }],
    });
    return waitForSession(ada, projectId, started.id);
  }

  /** The state the stop left: the dialogue running at `headTurnId` (later turns gone), the session running, no report. */
  async function rewind(session: CaveSession, headTurnId: string) {
    const dialogue = session.dialogues[0]!;
    const path = livePath(dialogue);
    const kept = path.slice(0, path.findIndex((turn) => turn.id === headTurnId) + 1).map((turn) => turn.id);
    await t.ctx.db
      .update(caveDialogues)
      .set({ status: "running", headTurnId, summary: null, endedAt: null, stepJobId: null })
      .where(eq(caveDialogues.id, dialogue.id));
    for (const turn of path)
      if (!kept.includes(turn.id)) await t.ctx.db.delete(caveTurns).where(eq(caveTurns.id, turn.id));
    await t.ctx.db
      .update(caveSessions)
      .set({ status: "running", endedAt: null, reportId: null })
      .where(eq(caveSessions.id, session.id));
    await t.ctx.db.delete(reports).where(eq(reports.id, session.reportId ?? 0));
  }

  const job = (data: CaveStepJob, retryCount: number) =>
    ({ id: `retried-${retryCount}`, retryCount, data }) as unknown as PgBoss.JobWithMetadata<CaveStepJob>;

  const caveReports = async () =>
    (await t.ctx.db.select().from(reports).where(eq(reports.projectId, projectId))).filter(
      (report) => report.agent === "cave-of-shadows",
    );

  it("ends the dialogue at its turn limit and the session with one report, when the end was lost", async () => {
    const session = await endedSession();
    const dialogue = session.dialogues[0]!;
    const path = livePath(dialogue);
    expect(path).toHaveLength(6);
    await rewind(session, path[5]!.id);
    const reportsBefore = (await caveReports()).length;
    // The last exchange's job was sent for the head before it: the second reply.
    const lastExchange = { dialogueId: dialogue.id, expectedHeadTurnId: path[3]!.id };

    // A first attempt (a duplicate, not a retry) and a retry of another exchange leave it as it is.
    await runCaveStep(t.ctx, job(lastExchange, 0));
    await runCaveStep(t.ctx, job({ dialogueId: dialogue.id, expectedHeadTurnId: path[1]!.id }, 1));
    expect((await readSession(ada, projectId, session.id)).dialogues[0]?.status).toBe("running");

    await runCaveStep(t.ctx, job(lastExchange, 1));
    await runCaveStep(t.ctx, job(lastExchange, 2));
    const settled = await readSession(ada, projectId, session.id);
    expect(settled.status).toBe("ended");
    expect(settled.dialogues[0]).toMatchObject({
      status: "completed",
      summary: { outcome: dialogue.summary?.outcome },
    });
    expect(settled.reportId).not.toBeNull();
    expect(await caveReports()).toHaveLength(reportsBefore + 1);
  });

  it("writes the report of a session that ended without it", async () => {
    const session = await endedSession();
    const path = livePath(session.dialogues[0]!);
    await t.ctx.db.delete(reports).where(eq(reports.id, session.reportId ?? 0));
    await t.ctx.db.update(caveSessions).set({ reportId: null }).where(eq(caveSessions.id, session.id));
    const reportsBefore = (await caveReports()).length;

    const lastExchange = { dialogueId: session.dialogues[0]!.id, expectedHeadTurnId: path[3]!.id };
    await runCaveStep(t.ctx, job(lastExchange, 1));
    await runCaveStep(t.ctx, job(lastExchange, 2));
    const settled = await readSession(ada, projectId, session.id);
    expect(settled.reportId).not.toBeNull();
    expect(await caveReports()).toHaveLength(reportsBefore + 1);
  });

  it("sends the lost next step once, and the dialogue goes on to its end", async () => {
    const session = await endedSession();
    const dialogue = session.dialogues[0]!;
    const path = livePath(dialogue);
    await rewind(session, path[1]!.id);
    // The step the first exchange sent is gone too: the stop came before it was stored.
    await t.ctx.db.execute(sql`delete from pgboss.job where id = ${nextStepJobId(dialogue.id, path[1]!.id)}::uuid`);
    mock.reset();

    // The first exchange's job was sent for an empty dialogue; two attempts redo its follow-up.
    const firstExchange = { dialogueId: dialogue.id, expectedHeadTurnId: null };
    await runCaveStep(t.ctx, job(firstExchange, 1));
    await runCaveStep(t.ctx, job(firstExchange, 2));
    const finished = await waitForSession(ada, projectId, session.id);
    const again = finished.dialogues[0]!;
    expect(again.status).toBe("completed");
    expect(livePath(again).map((turn) => turn.role)).toEqual([
      "evaluator",
      "assistant",
      "evaluator",
      "assistant",
      "evaluator",
      "assistant",
    ]);
    // One step per exchange: no second branch, two calls for the two exchanges left.
    expect(again.turns).toHaveLength(6);
    expect(targetCalls(mock)).toHaveLength(2);
  });
});
