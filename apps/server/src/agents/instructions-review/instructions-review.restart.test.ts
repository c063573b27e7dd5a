import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { reportListSchema, reportSchema, type Report } from "@aesop/shared/contracts/reports";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { signInOver as signInOverAs, startChildServer, startChildWorker } from "../../testing/child-server";
import { startMockLlm } from "../../testing/mock-llm/index";
import { createTestDatabase } from "../../testing/test-database";

const ORIGIN = "http://aesop.test";
const ADMIN = { email: "admin@aesop.test", password: "admin-password-restart" };

const signInOver = (url: string) => signInOverAs(url, ADMIN, ORIGIN);

describe("a queued review survives a crash of the server", () => {
  const onPostgres = process.env.AESOP_TEST_DB === "postgres";
  let database: DatabaseHandle | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("is processed exactly once after the killed server starts again", { timeout: 120_000 }, async () => {
    let target: Record<string, string>;
    if (onPostgres) {
      database = await createTestDatabase();
      target = { DATABASE_URL: database.connectionString! };
    } else {
      dataDir = mkdtempSync(join(tmpdir(), "aesop-restart-"));
      target = { DATA_DIR: dataDir };
    }
    const env = { ...target, BASE_URL: ORIGIN, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

    // First life: the server takes the submission but runs no workers, then dies without warning.
    const first = await startChildServer({ ...env, WORKERS: "false" });
    const request = await signInOver(first.url);
    const status = (await (await request(first.url, "/api/nda/status")).json()) as {
      latest: { version: number; textSha256: string };
    };
    await request(first.url, "/api/nda/accept", {
      version: status.latest.version,
      textSha256: status.latest.textSha256,
    });
    const project = (await (await request(first.url, "/api/projects", { projectName: "Crash test" })).json()) as {
      id: string;
    };
    const submitted = reportSchema.parse(
      await (
        await request(first.url, `/api/projects/${project.id}/instructions`, { instructions: "You are a tutor." })
      ).json(),
    );
    expect(submitted.status).toBe("queued");
    await first.kill();

    // Second life: the job is still queued and runs.
    const second = await startChildServer({ ...env, WORKERS: "true" });
    let reports: Report[] = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      reports = reportListSchema.parse(
        await (await request(second.url, `/api/projects/${project.id}/reports`)).json(),
      ).reports;
      if (reports[0]?.status === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ id: submitted.id, status: "done" });
    // Long enough for a duplicate delivery to have shown itself.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await second.stop();

    const check = database ?? (await openDatabase({ dataDir: dataDir!, poolSize: 1 }));
    try {
      const jobs = await check.pool.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = 'agent.instructions-review'
         union all select state, retry_count from pgboss.archive where name = 'agent.instructions-review'`,
      );
      expect(jobs.rows).toEqual([{ state: "completed", retry_count: 0 }]);
      const rows = await check.pool.query<{ count: number }>("select count(*)::int as count from reports");
      expect(rows.rows[0]!.count).toBe(1);
    } finally {
      if (!database) await check.close();
    }
  });

  it.skipIf(onPostgres)(
    "a review interrupted mid-call by kill -9 is retried at once on restart, its report saying so meanwhile",
    { timeout: 120_000 },
    async () => {
      const mock = await startMockLlm();
      const interruptedDir = mkdtempSync(join(tmpdir(), "aesop-interrupted-"));
      try {
        const review = {
          dimensions: [
            { id: "purpose", status: "covered", summary: "Clear.", evidenceLines: [1], suggestedSentence: null },
          ],
          clarifyingQuestions: ["Who uses it?"],
        };
        // First life: the model never answers in time, so the review is running when the server dies.
        mock.setDefault({ json: review, delayMs: 100_000 });
        const env = {
          DATA_DIR: interruptedDir,
          BASE_URL: ORIGIN,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LLM_PROVIDER: "openai-compatible",
          LLM_BASE_URL: mock.url,
          LLM_MODEL: "mock-model",
        };
        const first = await startChildServer(env);
        const request = await signInOver(first.url);
        const status = (await (await request(first.url, "/api/nda/status")).json()) as {
          latest: { version: number; textSha256: string };
        };
        await request(first.url, "/api/nda/accept", {
          version: status.latest.version,
          textSha256: status.latest.textSha256,
        });
        const project = (await (await request(first.url, "/api/projects", { projectName: "Interrupted" })).json()) as {
          id: string;
        };
        const submitted = reportSchema.parse(
          await (
            await request(first.url, `/api/projects/${project.id}/instructions`, { instructions: "You are a tutor." })
          ).json(),
        );
        const reportOf = async (url: string) =>
          reportListSchema
            .parse(await (await request(url, `/api/projects/${project.id}/reports`)).json())
            .reports.find((report) => report.id === submitted.id);
        while (!((await reportOf(first.url))?.status === "running" && mock.requests.length > 0)) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await first.kill();

        // Second life: the model answers now.
        mock.reset();
        mock.setDefault({ json: review });
        const restarted = Date.now();
        const second = await startChildServer(env);
        try {
          expect(await reportOf(second.url)).toMatchObject({
            status: "queued",
            error: expect.stringContaining("being retried") as unknown,
          });
          let report = await reportOf(second.url);
          while (report?.status !== "done" && Date.now() - restarted < 60_000) {
            await new Promise((resolve) => setTimeout(resolve, 200));
            report = await reportOf(second.url);
          }
          expect(report).toMatchObject({ status: "done", error: null });
          // Not pg-boss's 15-minute expiry: the retry's backoff (5-10 s) after the start.
          expect(Date.now() - restarted).toBeLessThan(30_000);
        } finally {
          await second.stop();
        }
        const check = await openDatabase({ dataDir: interruptedDir, poolSize: 1 });
        try {
          const jobs = await check.pool.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where name = 'agent.instructions-review'
             union all select state, retry_count from pgboss.archive where name = 'agent.instructions-review'`,
          );
          expect(jobs.rows).toEqual([{ state: "completed", retry_count: 1 }]);
        } finally {
          await check.close();
        }
      } finally {
        await mock.stop();
        rmSync(interruptedDir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!onPostgres)(
    "is processed by a separate `npm run worker` process when the web instance runs none",
    { timeout: 120_000 },
    async () => {
      const workerDatabase = await createTestDatabase();
      const env = {
        DATABASE_URL: workerDatabase.connectionString!,
        BASE_URL: ORIGIN,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      const web = await startChildServer({ ...env, WORKERS: "false" });
      const worker = await startChildWorker(env);
      try {
        const request = await signInOver(web.url);
        const status = (await (await request(web.url, "/api/nda/status")).json()) as {
          latest: { version: number; textSha256: string };
        };
        await request(web.url, "/api/nda/accept", {
          version: status.latest.version,
          textSha256: status.latest.textSha256,
        });
        const project = (await (await request(web.url, "/api/projects", { projectName: "Workers apart" })).json()) as {
          id: string;
        };
        const submitted = reportSchema.parse(
          await (
            await request(web.url, `/api/projects/${project.id}/instructions`, { instructions: "Be kind." })
          ).json(),
        );
        let report: Report | undefined;
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline && report?.status !== "done") {
          const list = reportListSchema.parse(
            await (await request(web.url, `/api/projects/${project.id}/reports`)).json(),
          );
          report = list.reports.find((candidate) => candidate.id === submitted.id);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(report?.status).toBe("done");
      } finally {
        await worker.stop();
        await web.stop();
        await workerDatabase.close();
      }
    },
  );
});
