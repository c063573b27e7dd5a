import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CAVE_PACE_DELAY_MS,
  caveDialogueSchema,
  caveSessionListSchema,
  caveSessionSchema,
  type CaveDialogue,
  type CaveSession,
} from "@aesop/shared/contracts/cave";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  plantUnsafeReplies,
  targetCalls,
} from "../../testing/eval-fixture";
import { control, livePath, readSession, sessionsPath, startSession, waitForSession } from "../../testing/cave-fixture";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const only = (session: CaveSession): CaveDialogue => session.dialogues[0]!;
const ended = (session: CaveSession) => session.status === "ended" && session.reportId !== null;
const waiting = (session: CaveSession) => session.dialogues.every((dialogue) => dialogue.waitingForNextTurn);
/** The exchange in flight has ended: the head is a finished reply. */
const settled = (session: CaveSession) => {
  const head = livePath(only(session)).at(-1);
  return head?.role === "assistant" && !head.streaming;
};
/** Milliseconds from each reply's start to the evaluator's next message on the live branch. */
const gapsAfterReplies = (dialogue: CaveDialogue) => {
  const path = livePath(dialogue);
  return path.flatMap((turn, index) => {
    const next = path[index + 1];
    return turn.role === "assistant" && next ? [Date.parse(next.createdAt) - Date.parse(turn.createdAt)] : [];
  });
};

describe("the pace of Cave sessions (guided, real database, real job queue)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let projectId: string;
  let scriptId: number;
  let targetId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: process.env.CAVE_TEST_LOG ?? "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    projectId = await createProject(ada, "Paced assistant");
    scriptId = await importScript(ada, projectId, evalScript());
    targetId = await createMockTarget(ada, projectId, mock, { concurrency: 4 });
  });
  beforeEach(() => {
    mock.reset();
    plantUnsafeReplies(mock);
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const scenario = (scenarioId: string) => ({ source: "script", scriptReportId: scriptId, scenarioId });
  const sessionPath = (sessionId: string) => `${sessionsPath(projectId)}/${sessionId}`;
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

  it("stores the default pace and waits about 1.5 s before each guided turn; fast does not wait", async () => {
    // No pace in the body: the default a person gets.
    const response = await ada.request(sessionsPath(projectId), {
      json: { targetId, dialogues: [scenario("multi-turn")] },
    });
    expect(response.status).toBe(201);
    const paced = caveSessionSchema.parse(await response.json());
    expect(paced.pace).toBe("paced");
    const fast = await startSession(ada, projectId, { targetId, dialogues: [scenario("multi-turn")] });
    expect(fast.pace).toBe("fast");

    const [pacedDone, fastDone] = await Promise.all([
      waitForSession(ada, projectId, paced.id, ended),
      waitForSession(ada, projectId, fast.id, ended),
    ]);
    expect(pacedDone.pace).toBe("paced");
    expect(livePath(only(pacedDone))).toHaveLength(6);
    const pacedGaps = gapsAfterReplies(only(pacedDone));
    expect(pacedGaps).toHaveLength(2);
    // No earlier than its delay (less a little for the clocks); no upper bound, a busy machine is slow.
    for (const gap of pacedGaps) expect(gap).toBeGreaterThanOrEqual(CAVE_PACE_DELAY_MS - 100);
    for (const gap of gapsAfterReplies(only(fastDone))) expect(gap).toBeLessThan(CAVE_PACE_DELAY_MS - 100);
  });

  it("pauses and takes over while a paced turn waits: the evaluator's due turn never comes", async () => {
    const started = await startSession(ada, projectId, {
      targetId,
      pace: "paced",
      dialogues: [scenario("multi-turn")],
    });
    const dialogueId = only(started).id;
    const first = await waitForSession(ada, projectId, started.id, settled);
    expect(livePath(only(first))).toHaveLength(2);
    const paused = await control(ada, projectId, started.id, dialogueId, "pause");
    expect(caveDialogueSchema.parse(await paused.json()).status).toBe("paused");
    await sleep(CAVE_PACE_DELAY_MS + 1_000);
    const still = await readSession(ada, projectId, started.id);
    expect(only(still).status).toBe("paused");
    expect(livePath(only(still))).toHaveLength(2);

    const taken = await control(ada, projectId, started.id, dialogueId, "take-over", { message: "Who am I?" });
    expect(taken.status).toBe(200);
    const answered = await waitForSession(ada, projectId, started.id, (session) => {
      const path = livePath(only(session));
      return path.length === 4 && settled(session);
    });
    const path = livePath(only(answered));
    expect(path[2]).toMatchObject({ author: "builder", text: "Who am I?" });
    expect(path[3]).toMatchObject({ role: "assistant", error: null });
    expect(only(answered).status).toBe("taken-over");
    await sleep(CAVE_PACE_DELAY_MS + 500);
    expect(livePath(only(await readSession(ada, projectId, started.id)))).toHaveLength(4);
    await control(ada, projectId, started.id, dialogueId, "stop");
  });

  it("at the step pace waits after each exchange until next-turn, per dialogue and for the session", async () => {
    const started = await startSession(ada, projectId, {
      targetId,
      pace: "step",
      dialogues: [scenario("multi-turn"), scenario("escalates")],
    });
    expect(started.pace).toBe("step");
    const [first, second] = started.dialogues.map((dialogue) => dialogue.id);
    const atFirst = await waitForSession(ada, projectId, started.id, waiting);
    expect(atFirst.dialogues.map((dialogue) => livePath(dialogue).length)).toEqual([2, 2]);
    await sleep(CAVE_PACE_DELAY_MS + 500);
    const still = await readSession(ada, projectId, started.id);
    expect(still.dialogues.map((dialogue) => livePath(dialogue).length)).toEqual([2, 2]);
    expect(still.dialogues.every((dialogue) => dialogue.status === "running" && dialogue.waitingForNextTurn)).toBe(
      true,
    );
    expect(targetCalls(mock)).toHaveLength(2);

    // One dialogue: one exchange, then it waits again; the other does not move.
    const next = await control(ada, projectId, started.id, first!, "next-turn");
    expect(next.status).toBe(200);
    expect(caveDialogueSchema.parse(await next.json()).waitingForNextTurn).toBe(false);
    const afterOne = await waitForSession(
      ada,
      projectId,
      started.id,
      (session) => livePath(session.dialogues[0]!).length === 4 && waiting(session),
    );
    expect(livePath(afterOne.dialogues[1]!)).toHaveLength(2);

    // The whole session: every waiting dialogue takes one more turn.
    const all = await ada.request(`${sessionPath(started.id)}/next-turn`, { method: "POST" });
    expect(all.status).toBe(200);
    const afterAll = await waitForSession(ada, projectId, started.id, (session) =>
      session.dialogues.every(
        (dialogue) => livePath(dialogue).length >= 4 && dialogue.turns.every((t) => !t.streaming),
      ),
    );
    const lengths = afterAll.dialogues.map((dialogue) => livePath(dialogue).length);
    expect(lengths).toEqual([6, 4]);
    // The first one's plan had three lines: it has ended, and says it has nothing left.
    const done = await waitForSession(
      ada,
      projectId,
      started.id,
      (session) => session.dialogues[0]!.status === "completed",
    );
    expect(done.dialogues[0]).toMatchObject({ waitingForNextTurn: false, canContinue: false });
    expect(second).toBeDefined();
    await control(ada, projectId, started.id, second!, "stop");
  });

  it("refuses next-turn with a clear 409 for a dialogue that is not waiting, and for a session with none", async () => {
    const paced = await startSession(ada, projectId, {
      targetId,
      pace: "paced",
      dialogues: [scenario("asks-nicely")],
    });
    const pacedEnded = await waitForSession(ada, projectId, paced.id, ended);
    let response = await control(ada, projectId, paced.id, only(pacedEnded).id, "next-turn");
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toMatch(/runs at the paced pace: its turns follow on their own/);
    response = await ada.request(`${sessionPath(paced.id)}/next-turn`, { method: "POST" });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toMatch(/runs at the paced pace/);

    const step = await startSession(ada, projectId, { targetId, pace: "step", dialogues: [scenario("multi-turn")] });
    const dialogueId = only(step).id;
    await waitForSession(ada, projectId, step.id, waiting);
    await control(ada, projectId, step.id, dialogueId, "pause");
    response = await control(ada, projectId, step.id, dialogueId, "next-turn");
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe("This dialogue is paused: resume it first.");
    response = await ada.request(`${sessionPath(step.id)}/next-turn`, { method: "POST" });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe("No dialogue of this session is waiting for its next turn.");
    // Nothing moved.
    expect(livePath(only(await readSession(ada, projectId, step.id)))).toHaveLength(2);

    // Resumed at the step pace, it waits for the next turn again (no exchange of its own).
    const resumed = caveDialogueSchema.parse(
      await (await control(ada, projectId, step.id, dialogueId, "resume")).json(),
    );
    expect(resumed).toMatchObject({ status: "running", waitingForNextTurn: true });
    await control(ada, projectId, step.id, dialogueId, "stop");
    response = await control(ada, projectId, step.id, dialogueId, "next-turn");
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toMatch(/has ended \(stopped\)/);
  });

  it("changes the pace while the session runs: leaving step sends the waiting dialogue on", async () => {
    const started = await startSession(ada, projectId, { targetId, pace: "step", dialogues: [scenario("multi-turn")] });
    await waitForSession(ada, projectId, started.id, waiting);
    const changed = await ada.request(`${sessionPath(started.id)}/pace`, { json: { pace: "fast" } });
    expect(changed.status).toBe(200);
    expect(caveSessionSchema.parse(await changed.json()).pace).toBe("fast");
    const done = await waitForSession(ada, projectId, started.id, ended);
    expect(livePath(only(done))).toHaveLength(6);
    expect(done.pace).toBe("fast");
  });

  it("does not continue an ended dialogue whose plan has no turn left; a stopped one continues", async () => {
    const started = await startSession(ada, projectId, { targetId, dialogues: [scenario("asks-nicely")] });
    const done = await waitForSession(ada, projectId, started.id, ended);
    expect(only(done)).toMatchObject({ status: "completed", canContinue: false });
    const refused = await control(ada, projectId, started.id, only(done).id, "resume");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(
      /no turn left in this dialogue's plan: branch from one of its turns/,
    );
    expect((await readSession(ada, projectId, started.id)).status).toBe("ended");

    const stopping = await startSession(ada, projectId, {
      targetId,
      pace: "step",
      dialogues: [scenario("multi-turn")],
    });
    const dialogueId = only(stopping).id;
    await waitForSession(ada, projectId, stopping.id, waiting);
    await control(ada, projectId, stopping.id, dialogueId, "stop");
    const stopped = await readSession(ada, projectId, stopping.id);
    expect(only(stopped)).toMatchObject({ status: "stopped", canContinue: true });
    await ada.request(`${sessionPath(stopping.id)}/pace`, { json: { pace: "fast" } });
    const continued = await control(ada, projectId, stopping.id, dialogueId, "resume");
    expect(continued.status).toBe(200);
    const finished = await waitForSession(ada, projectId, stopping.id, ended);
    expect(only(finished).status).toBe("completed");
    expect(livePath(only(finished))).toHaveLength(6);
  });

  it("refuses a bad pace with the contract's message and changes nothing", async () => {
    const before = caveSessionListSchema.parse(await (await ada.request(sessionsPath(projectId))).json()).sessions;
    const response = await ada.request(sessionsPath(projectId), {
      json: { targetId, pace: "slow", dialogues: [scenario("asks-nicely")] },
    });
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect([error.message, ...(error.issues ?? []).map((issue) => issue.message)].join(" ")).toMatch(
      /The pace is paced, fast or step\./,
    );
    const after = caveSessionListSchema.parse(await (await ada.request(sessionsPath(projectId))).json()).sessions;
    expect(after).toHaveLength(before.length);

    const session = before[0]!;
    const paceBefore = (await readSession(ada, projectId, session.id)).pace;
    for (const body of [{ pace: "slow" }, {}, { pace: 3 }]) {
      const refused = await ada.request(`${sessionPath(session.id)}/pace`, { json: body });
      expect(refused.status).toBe(400);
      const { error: paceError } = apiErrorSchema.parse(await refused.json());
      expect([paceError.message, ...(paceError.issues ?? []).map((issue) => issue.message)].join(" ")).toMatch(
        /The pace is paced, fast or step\./,
      );
    }
    expect((await readSession(ada, projectId, session.id)).pace).toBe(paceBefore);
  });
});
