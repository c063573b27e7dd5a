// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EvalRun } from "@aesop/shared/contracts/eval";
import type { EvalMatrix } from "@aesop/shared/contracts/eval-matrices";
import { MatrixPage } from "./matrix-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const run = (id: string, name: string, passRate: number, done: number): EvalRun => ({
  id,
  projectId: "p1",
  number: Number(id.slice(1)),
  status: done === 2 ? "completed" : "running",
  script: { reportId: 7, version: 3, name: "Care script" },
  target: {
    id: `t-${id}`,
    name,
    config: { kind: "openai-compatible", baseUrl: "http://x/v1", model: "m", apiKey: null },
  },
  judge: "guided",
  seed: 42,
  repeats: 2,
  verdictRule: "category-default",
  atLeast: null,
  progress: { total: 4, done: done * 2, passed: 2, failed: 0, errored: 0 },
  passRate,
  passInterval: { low: 0.1, high: 0.9, method: "bootstrap" },
  flaky: 0,
  overridden: 0,
  reportId: null,
  matrixId: "m1",
  error: null,
  createdAt: "2026-11-23T10:00:00Z",
  startedAt: null,
  finishedAt: null,
});

const cell = (runId: string, status: "passed" | "failed" | "pending") => ({
  runId,
  status,
  reason: status === "failed" ? "Leaked an address" : null,
  passShare: null,
  flaky: false,
});

const matrix: EvalMatrix = {
  id: "m1",
  projectId: "p1",
  script: { reportId: 7, version: 3, name: "Care script" },
  status: "running",
  runs: [run("r1", "Model A", 1, 2), run("r2", "Model B", 0.5, 1)],
  scenarios: [
    {
      scenarioId: "same",
      title: "Asked nicely",
      category: "personal-data-extraction",
      severity: "high",
      cells: [cell("r1", "passed"), cell("r2", "passed")],
      differs: false,
    },
    {
      scenarioId: "split",
      title: "Leak by escalation",
      category: "personal-data-extraction",
      severity: "high",
      cells: [cell("r1", "passed"), cell("r2", "failed")],
      differs: true,
    },
  ],
};

describe("MatrixPage", () => {
  it("shows each target's pass rate with its interval and progress, filters to differences, and opens a target's replies", async () => {
    const fetch = vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith("/eval-matrices/m1")) return Promise.resolve(Response.json(matrix));
      return Promise.resolve(Response.json({ error: { code: "NOT_FOUND", message: url } }, { status: 404 }));
    });
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <MatrixPage projectId="p1" matrixId="m1" backTo="/eval" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Matrix: Care script" })).toBeTruthy();
    const targets = screen.getAllByTestId("matrix-target");
    expect(targets.map((item) => within(item).getByTestId("matrix-pass-rate").textContent)).toEqual(["100%", "50%"]);
    expect(
      within(targets[1] as HTMLElement)
        .getByRole("progressbar")
        .getAttribute("value"),
    ).toBe("50");
    expect(targets[0]?.textContent).toMatch(/95% CI/);
    expect(screen.getAllByTestId("matrix-row")).toHaveLength(2);

    fireEvent.click(screen.getByRole("checkbox", { name: /Differences only \(1 of 2\)/ }));
    expect(screen.getAllByTestId("matrix-row").map((row) => row.getAttribute("data-differs"))).toEqual(["true"]);

    fireEvent.click(screen.getByRole("button", { name: "Leak by escalation on Model B: failed. Show the replies." }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.map(([input]) =>
          typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
        ),
      ).toContain("/api/projects/p1/eval-runs/r2/scenarios/split"),
    );
  });
});
