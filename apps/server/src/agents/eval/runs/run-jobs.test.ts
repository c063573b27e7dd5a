import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";

/** The price table's read, held until the test lets it go. */
const priceRead = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release, calledAt: [] as number[] };
});
vi.mock(import("../../../evaluation/prices/model-prices.service"), async (original) => {
  const service = await original();
  return {
    ...service,
    getPriceTable: async (...args: Parameters<typeof service.getPriceTable>) => {
      priceRead.calledAt.push(Date.now());
      await priceRead.released;
      return service.getPriceTable(...args);
    },
  };
});

describe("what a scenario job waits for before its first target call", () => {
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
    await t.close();
    await mock.stop();
  });

  it("calls the target while the price table is still being read, and costs the reply once it is", async () => {
    await ada.request("/api/account/model-prices", {
      method: "PUT",
      json: { prices: [{ model: "mock-model", inputPerMillion: 1_000, outputPerMillion: 2_000 }] },
    });
    const projectId = await createProject(ada, "Prices");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock, { concurrency: 1 });
    const run = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });

    await vi.waitFor(() => expect(mock.requests.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(priceRead.calledAt.length).toBeGreaterThan(0);
    priceRead.release();

    const results = await waitForRun(ada, projectId, run.id);
    expect(results.run.progress.done).toBe(5);
    expect(results.scenarios.every((scenario) => (scenario.costUsd ?? 0) > 0)).toBe(true);
  });
});
