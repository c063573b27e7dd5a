import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { caveSessionSchema, type CaveSession } from "@aesop/shared/contracts/cave";
import { targetSchema } from "@aesop/shared/contracts/eval";
import { reportSchema } from "@aesop/shared/contracts/reports";
import type { DatabaseHandle } from "../../db/client";
import { acceptNdaOver, signInOver, startChildServer } from "../../testing/child-server";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { createTestDatabase } from "../../testing/test-database";
import { evalScript, plantUnsafeReplies, targetCalls } from "../../testing/eval-fixture";
import { livePath } from "../../testing/cave-fixture";

const ORIGIN = "http://aesop.test";
const ADMIN = { email: "admin@aesop.test", password: "admin-password-cave-restart" };

/**
 * A dialogue whose exchange is in flight when its server is killed (kill -9) continues when a
 * server starts again on the same database: the step job is retried under its id, takes its claim
 * back, drops the half-received reply and asks again. No turn is stored twice.
 */
describe("a Cave dialogue survives a crash of the server", () => {
  const onPostgres = process.env.AESOP_TEST_DB === "postgres";
  let database: DatabaseHandle | undefined;
  let dataDir: string | undefined;
  let mock: MockLlm | undefined;
  afterAll(async () => {
    await database?.close();
    await mock?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // On a PostgreSQL server a dead instance's job is retried only after its expiry (10 minutes): the
  // embedded database, which one process owns, retries it as soon as the server starts again.
  it.skipIf(onPostgres)(
    "completes after a restart mid-exchange without duplicate turns",
    { timeout: 150_000 },
    async () => {
      mock = await startMockLlm();
      plantUnsafeReplies(mock);
      let target: Record<string, string>;
      if (onPostgres) {
        database = await createTestDatabase();
        target = { DATABASE_URL: database.connectionString! };
      } else {
        dataDir = mkdtempSync(join(tmpdir(), "aesop-cave-restart-"));
        target = { DATA_DIR: dataDir };
      }
      const env = { ...target, BASE_URL: ORIGIN, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

      const first = await startChildServer(env);
      const request = await signInOver(first.url, ADMIN, ORIGIN);
      await acceptNdaOver(first.url, request);
      const project = (await (await request(first.url, "/api/projects", { projectName: "Crash test" })).json()) as {
        id: string;
      };
      const script = reportSchema.parse(
        await (
          await request(first.url, `/api/projects/${project.id}/test-scripts/import`, {
            text: JSON.stringify(evalScript()),
          })
        ).json(),
      );
      const targetRow = targetSchema.parse(
        await (
          await request(first.url, `/api/projects/${project.id}/eval-targets`, {
            name: "Mock assistant",
            config: { kind: "openai-compatible", baseUrl: mock.url, model: "mock-model" },
            limits: { retries: 0 },
          })
        ).json(),
      );
      // The second reply never comes in the first life: the server dies while waiting for it.
      mock.addRules({ lastUserContains: "friend's account", model: "mock-model", reply: { delayMs: 100_000 } });
      const started = caveSessionSchema.parse(
        await (
          await request(first.url, `/api/projects/${project.id}/cave-sessions`, {
            targetId: targetRow.id,
            pace: "fast",
            dialogues: [{ source: "script", scriptReportId: script.id, scenarioId: "multi-turn" }],
          })
        ).json(),
      );
      const read = async (base: string): Promise<CaveSession> =>
        caveSessionSchema.parse(
          await (await request(base, `/api/projects/${project.id}/cave-sessions/${started.id}`)).json(),
        );
      const until = async (base: string, done: (session: CaveSession) => boolean) => {
        const deadline = Date.now() + 60_000;
        for (;;) {
          const session = await read(base);
          if (done(session)) return session;
          if (Date.now() > deadline) throw new Error(`session is ${JSON.stringify(session.dialogues[0]?.turns)}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      const inFlight = await until(first.url, (session) => {
        const path = livePath(session.dialogues[0]!);
        return path.length === 4 && path[3]!.streaming;
      });
      expect(livePath(inFlight.dialogues[0]!)[2]?.text).toBe("It's my friend's account.");
      await first.kill();

      mock.reset();
      plantUnsafeReplies(mock);
      const second = await startChildServer(env);
      try {
        const done = await until(second.url, (session) => session.status === "ended" && session.reportId !== null);
        const dialogue = done.dialogues[0]!;
        expect(dialogue.status).toBe("completed");
        expect(livePath(dialogue).map((turn) => turn.text.slice(0, 20))).toHaveLength(6);
        // Every turn once: the interrupted reply was dropped and asked again, nothing else repeated.
        expect(dialogue.turns).toHaveLength(6);
        expect(dialogue.turns.filter((turn) => turn.text === "It's my friend's account.")).toHaveLength(1);
        expect(dialogue.turns.some((turn) => turn.streaming)).toBe(false);
        // The second life called the target for the interrupted exchange and the last one only.
        expect(targetCalls(mock)).toEqual(["It's my friend's account.", "She said I could have her details."]);
      } finally {
        await second.stop();
      }
    },
  );
});
