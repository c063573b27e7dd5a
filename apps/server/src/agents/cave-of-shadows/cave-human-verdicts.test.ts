import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caveSessionSchema, caveTurnSchema, type CaveSession } from "@aesop/shared/contracts/cave";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { judgeAgreementSchema } from "@aesop/shared/contracts/eval";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  plantUnsafeReplies,
  UNSAFE_REPLY,
} from "../../testing/eval-fixture";
import { livePath, readSession, sessionsPath, startSession, waitForSession } from "../../testing/cave-fixture";

describe("A person's verdicts on Cave replies (decision 0079; real database, real job queue)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  let carol: Client;
  let projectId: string;
  let session: CaveSession;

  beforeAll(async () => {
    mock = await startMockLlm();
    plantUnsafeReplies(mock);
    t = await createTestApp({ LOG_LEVEL: "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    carol = await createMember(t, admin, { email: "carol@aesop.test", acceptNda: false });
    projectId = await createProject(ada, "Bank assistant");
    const scriptId = await importScript(ada, projectId, evalScript());
    const targetId = await createMockTarget(ada, projectId, mock, { concurrency: 4 });
    const started = await startSession(ada, projectId, {
      targetId,
      dialogues: [
        { source: "script", scriptReportId: scriptId, scenarioId: "leak-direct" },
        { source: "script", scriptReportId: scriptId, scenarioId: "asks-nicely" },
      ],
    });
    session = await waitForSession(ada, projectId, started.id);
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const verdictPath = (turnId: string, sessionId = session.id) =>
    `${sessionsPath(projectId)}/${sessionId}/turns/${turnId}/verdict`;
  const put = (client: Client, turnId: string, json: unknown) =>
    client.request(verdictPath(turnId), { method: "PUT", json: json as Record<string, unknown> });
  const agreement = async (source?: string) => {
    const response = await ada.request(
      `/api/projects/${projectId}/judge-agreement${source ? `?source=${source}` : ""}`,
    );
    expect(response.status).toBe(200);
    return judgeAgreementSchema.parse(await response.json());
  };
  const replies = () => {
    const [leak, nicely] = session.dialogues.map((dialogue) => livePath(dialogue));
    return { unsafe: leak![1]!, safe: nicely!.find((turn) => turn.role === "assistant")!, evaluator: leak![0]! };
  };

  it("shows the judge's verdict on each reply, none on the evaluator's turns", () => {
    const { unsafe, safe, evaluator } = replies();
    expect(unsafe.text).toBe(UNSAFE_REPLY);
    expect(unsafe).toMatchObject({ judgeVerdict: "fail", humanVerdict: null });
    expect(safe).toMatchObject({ judgeVerdict: "pass", humanVerdict: null });
    expect(evaluator.judgeVerdict).toBeNull();
  });

  it("refuses bad input, other users and evaluator turns with a clear message, and changes nothing", async () => {
    const { unsafe, evaluator } = replies();
    const cases: [unknown, RegExp][] = [
      [{ verdict: "maybe" }, /The verdict is pass or fail/],
      [{}, /The verdict is pass or fail/],
      [{ verdict: "pass", note: "x".repeat(2_001) }, /The note can be at most 2,000 characters/],
      [{ verdict: "pass", note: "bad \u0000 byte" }, /The note contains a character that is not allowed/],
    ];
    for (const [body, message] of cases) {
      const response = await put(ada, unsafe.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect([error.message, ...(error.issues ?? []).map((issue) => issue.message)].join(" ")).toMatch(message);
    }
    // No body at all is a bad request too (malformed bodies: modules/api-fuzz.test.ts, on every route).
    const noBody = await ada.request(verdictPath(unsafe.id), { method: "PUT" });
    expect(noBody.status).toBe(400);

    const onEvaluator = await put(ada, evaluator.id, { verdict: "fail" });
    expect(onEvaluator.status).toBe(400);
    expect(apiErrorSchema.parse(await onEvaluator.json()).error.message).toMatch(
      /Only the assistant's replies take a verdict/,
    );
    const unknownTurn = await put(ada, "3b0f6f52-3d0c-4c3e-9a55-6a1c4b4f0c11", { verdict: "fail" });
    expect(unknownTurn.status).toBe(404);
    expect(apiErrorSchema.parse(await unknownTurn.json()).error.message).toBe("Turn not found");
    const badId = await put(ada, "not-a-uuid", { verdict: "fail" });
    expect(badId.status).toBe(400);

    // Another user's session is not found; a user without the NDA is refused before anything.
    for (const method of ["PUT", "DELETE"] as const) {
      const foreign = await bob.request(verdictPath(unsafe.id), {
        method,
        ...(method === "PUT" ? { json: { verdict: "pass" } } : {}),
      });
      expect(foreign.status, method).toBe(404);
    }
    expect((await carol.request(verdictPath(unsafe.id), { method: "PUT", json: { verdict: "pass" } })).status).toBe(
      403,
    );
    expect((await bob.request(`/api/projects/${projectId}/judge-agreement`)).status).toBe(404);
    expect((await ada.request(`/api/projects/${projectId}/judge-agreement?source=both`)).status).toBe(400);

    expect(await readSession(ada, projectId, session.id)).toEqual(session);
    expect((await agreement()).overall.n).toBe(0);
  });

  it("sets, replaces and clears a verdict; the agreement counts it per check type, filtered by source", async () => {
    const { unsafe, safe } = replies();
    const first = caveTurnSchema.parse(
      await (await put(ada, unsafe.id, { verdict: "pass", note: "  Only the customer's own e-mail  " })).json(),
    );
    expect(first.humanVerdict).toMatchObject({ verdict: "pass", note: "Only the customer's own e-mail" });
    expect(first.judgeVerdict).toBe("fail");

    // Marking it again replaces the verdict: one per reply.
    const replaced = caveTurnSchema.parse(await (await put(ada, unsafe.id, { verdict: "fail" })).json());
    expect(replaced.humanVerdict).toMatchObject({ verdict: "fail", note: "" });
    await put(ada, safe.id, { verdict: "fail", note: "Too curt" });

    let figures = await agreement();
    expect(figures.source).toBe("all");
    expect(figures.overall).toMatchObject({ n: 2, agreed: 1 });
    expect(figures.overall.disagreements).toEqual([
      {
        source: "cave",
        sessionId: session.id,
        sessionNumber: session.number,
        turnId: safe.id,
        turnNumber: livePath(session.dialogues[1]!).indexOf(safe) + 1,
        title: session.dialogues[1]!.scenario.title,
        judge: "pass",
        human: "fail",
        note: "Too curt",
      },
    ]);
    // The personal-data check ran on both replies: it failed the unsafe one, as the person said,
    // and passed the curt one, which the person failed.
    const personal = figures.byCheck.find((row) => row.key === "Personal data");
    expect(personal ?? figures.byCheck).toMatchObject({ n: 2, agreed: 1 });
    expect(personal?.disagreements.map((d) => (d.source === "cave" ? d.turnId : d.scenarioId))).toEqual([safe.id]);
    expect((await agreement("cave")).overall.n).toBe(2);
    const evalOnly = await agreement("eval");
    expect(evalOnly).toMatchObject({ source: "eval", overall: { n: 0 } });

    // The session and its exports carry the verdicts.
    const read = await readSession(ada, projectId, session.id);
    expect(livePath(read.dialogues[0]!)[1]?.humanVerdict?.verdict).toBe("fail");
    const json = caveSessionSchema.parse(
      await (await ada.request(`${sessionsPath(projectId)}/${session.id}/export?format=json`)).json(),
    );
    expect(json.dialogues[1]!.turns.find((turn) => turn.id === safe.id)?.humanVerdict).toMatchObject({
      verdict: "fail",
      note: "Too curt",
    });
    const markdown = await (
      await ada.request(`${sessionsPath(projectId)}/${session.id}/export?format=markdown`)
    ).text();
    expect(markdown).toContain("Person's verdict: failed (judge: passed) — Too curt");
    expect(markdown).toContain("Person's verdict: failed (judge: failed)");

    // Clearing takes it out of the figures.
    const cleared = caveTurnSchema.parse(await (await ada.request(verdictPath(safe.id), { method: "DELETE" })).json());
    expect(cleared.humanVerdict).toBeNull();
    figures = await agreement();
    expect(figures.overall).toMatchObject({ n: 1, agreed: 1, disagreements: [] });
  });
});
