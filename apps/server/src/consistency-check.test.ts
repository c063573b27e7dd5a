import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  startRun,
  waitForRun,
} from "./testing/eval-fixture";
import { describeInconsistencies, findInconsistencies } from "./consistency-check";
import { evalRuns, evalScenarioResults, evalTurns } from "./db/schema/index";
import { createAdmin, createMember, type Client } from "./testing/accounts";
import { startMockLlm, type MockLlm } from "./testing/mock-llm/index";
import { createTestApp, type TestApp } from "./testing/test-app";

describe("the consistency check", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
  });

  it("finds nothing after a run that went well, and each broken invariant once it is broken", async () => {
    const projectId = await createProject(ada, "Checked");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock);
    const started = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const done = await waitForRun(ada, projectId, started.id);
    expect(await findInconsistencies(t.ctx.database.pool)).toEqual([]);
    expect(describeInconsistencies([])).toMatch(/^Consistent: \d+ invariants checked, none broken\.$/);

    const [first, second] = done.scenarios.map((scenario) => scenario.scenarioId);
    const scenarioOf = (scenarioId = "") =>
      and(eq(evalScenarioResults.runId, started.id), eq(evalScenarioResults.scenarioId, scenarioId));
    // A verdict without its turns, a scenario pending whose job completed, counters that lie, and the run running.
    await t.ctx.db.delete(evalTurns).where(and(eq(evalTurns.runId, started.id), eq(evalTurns.scenarioId, first ?? "")));
    await t.ctx.db.update(evalScenarioResults).set({ status: "pending" }).where(scenarioOf(second));
    await t.ctx.db.update(evalRuns).set({ status: "running", passed: 99 }).where(eq(evalRuns.id, started.id));

    const found = await findInconsistencies(t.ctx.database.pool);
    expect(found.map((item) => item.rule).sort()).toEqual([
      "finished scenario without its turns",
      "run counters differ from a recount",
      "run unfinished with nothing queued",
      "scenario unfinished but its job ended",
    ]);
    const withoutTurns = found.find((item) => item.rule === "finished scenario without its turns");
    expect(withoutTurns?.subject).toBe(`run ${started.id} scenario ${first}`);
    expect(withoutTurns?.detail).toMatch(/^(passed|failed) after 1 turn\(s\), 0 stored$/);
    expect(describeInconsistencies(found)).toMatch(/^4 inconsistencies found:\n- /);
  });
});

describe("npm run cli -- check", () => {
  it("says the embedded database of a data folder is consistent, and exits 0", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "aesop-check-"));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "cli.ts"), "check"],
        { env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir }, timeout: 60_000 },
      );
      expect(stdout).toMatch(/Consistent: \d+ invariants checked, none broken\./);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
