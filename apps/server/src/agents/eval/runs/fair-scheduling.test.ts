import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  oneTurnScript,
  runResults,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";
import { startCountingTarget } from "../../../testing/silent-target";
import { createTestApp, type TestApp } from "../../../testing/test-app";

/**
 * Issue 32: one builder's slow, huge run must not hold another builder's small run. Bob's 300
 * scenarios go to a target that never answers (timeout 3 s, concurrency 100): before decision 0054
 * the queue's 32 job slots ran his scenarios first, each for its whole timeout, and Ada's run
 * waited ~30 s for them.
 */
describe("evaluation work shared between users", () => {
  let t: TestApp;
  let ada: Client;
  let bob: Client;
  let silent: Awaited<ReturnType<typeof startCountingTarget>>;
  let fast: Awaited<ReturnType<typeof startCountingTarget>>;

  beforeAll(async () => {
    silent = await startCountingTarget({ silent: true });
    fast = await startCountingTarget({ delayMs: 20 });
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
  });
  afterAll(async () => {
    await t.close();
    await silent.stop();
    await fast.stop();
  });

  it(
    "completes a small run against a fast target within 10 s while a 300-scenario run waits on a silent one, which still ends",
    { timeout: 120_000 },
    async () => {
      const bobProject = await createProject(bob, "Slow");
      const bobScript = await importScript(bob, bobProject, oneTurnScript(300));
      const bobTarget = await createMockTarget(bob, bobProject, silent, { concurrency: 100, timeoutSeconds: 3 });
      const adaProject = await createProject(ada, "Fast");
      const adaScript = await importScript(ada, adaProject, evalScript({ adaptive: false }));
      const adaTarget = await createMockTarget(ada, adaProject, fast, { concurrency: 5 });

      const bobStarted = Date.now();
      const bobRun = await startRun(bob, bobProject, { scriptReportId: bobScript, targetId: bobTarget });
      // Bob's calls are out and hanging before Ada starts.
      while (silent.inFlight < 100) await new Promise((resolve) => setTimeout(resolve, 20));

      const adaStarted = Date.now();
      const adaRun = await startRun(ada, adaProject, { scriptReportId: adaScript, targetId: adaTarget });
      const adaResults = await waitForRun(ada, adaProject, adaRun.id, "completed", 10_000);
      const adaWallMs = Date.now() - adaStarted;
      expect(adaResults.run.progress).toMatchObject({ total: 5, done: 5 });
      expect(adaWallMs).toBeLessThan(10_000);
      expect((await runResults(bob, bobProject, bobRun.id)).run.status).toBe("running");

      // Bob's run ends too, every scenario an error, in about 3 rounds of its 3 s timeout (~15 s alone;
      // a machine busy with other test files takes longer).
      const bobResults = await waitForRun(bob, bobProject, bobRun.id, "completed", 60_000);
      expect(bobResults.run.progress).toMatchObject({ total: 300, done: 300, errored: 300 });
      expect(bobResults.scenarios[0]?.reason).toBe("The target did not answer within 3 s.");
      expect(silent.peak).toBeLessThanOrEqual(100);
      expect(Date.now() - bobStarted).toBeLessThan(75_000);
    },
  );

  it("ends every one of 30 runs started in a burst", { timeout: 90_000 }, async () => {
    const projectId = await createProject(ada, "Burst");
    const scriptReportId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, fast, { concurrency: 4 });
    const runs = await Promise.all(
      Array.from({ length: 30 }, () => startRun(ada, projectId, { scriptReportId, targetId })),
    );
    const ended = await Promise.all(runs.map((run) => waitForRun(ada, projectId, run.id, "completed", 60_000)));
    expect(ended.map((results) => results.run.progress.done)).toEqual(Array(30).fill(5));
    expect(fast.peak).toBeLessThanOrEqual(5);
  });
});
