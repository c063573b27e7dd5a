// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EvalRun } from "@aesop/shared/contracts/eval";
import { RunList } from "./run-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const run = (id: string, matrixId: string | null): EvalRun => ({
  id,
  projectId: "p1",
  number: Number(id.slice(1)),
  status: "completed",
  script: { reportId: 7, version: 3, name: "Care script" },
  target: {
    id: `t-${id}`,
    name: `Model ${id}`,
    config: { kind: "openai-compatible", baseUrl: "http://x/v1", model: "m", apiKey: null },
  },
  judge: "guided",
  seed: 42,
  repeats: 1,
  verdictRule: "category-default",
  atLeast: null,
  progress: { total: 2, done: 2, passed: 2, failed: 0, errored: 0 },
  passRate: 1,
  passInterval: null,
  flaky: 0,
  overridden: 0,
  reportId: null,
  matrixId,
  error: null,
  createdAt: "2026-11-23T10:00:00Z",
  startedAt: null,
  finishedAt: null,
});

describe("RunList", () => {
  it("says which runs belong to a matrix and links each to its matrix page", async () => {
    const runs = [run("r3", "m1"), run("r2", "m1"), run("r1", null)];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ runs }))),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <RunList projectId="p1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Evaluation runs \(3\)/)).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Part of a matrix" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/projects/p1/eval-matrices/m1",
      "/projects/p1/eval-matrices/m1",
    ]);
  });
});
