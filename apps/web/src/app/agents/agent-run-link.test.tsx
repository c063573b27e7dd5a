// @vitest-environment jsdom
import type { Report } from "@aesop/shared/contracts/reports";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AgentRunLink } from "./agent-run-link";

const summary = (run: Report["details"]["run"]): Report => ({
  id: 7,
  projectId: "p 1",
  agent: "eval",
  title: "Evaluation run",
  status: "done",
  error: null,
  markdown: "# Run",
  inputText: null,
  createdAt: "2026-11-29T10:00:00.000Z",
  updatedAt: "2026-11-29T10:00:00.000Z",
  details: {
    mode: "guided",
    usage: null,
    draftInstructions: null,
    transcript: null,
    transcriptMarkdown: null,
    ethos: null,
    review: null,
    testScript: null,
    run,
  },
});

describe("AgentRunLink (decision 0093)", () => {
  afterEach(cleanup);

  it("leads from a run agent's summary report to the run's page at the agent's id", () => {
    render(
      <MemoryRouter>
        <AgentRunLink report={summary({ id: "run/9", number: 3 })} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Open Run #3" });
    expect(link.getAttribute("href")).toBe("/projects/p%201/eval-runs/run%2F9");
  });

  it("shows nothing for a report that sums up no run", () => {
    const { container } = render(
      <MemoryRouter>
        <AgentRunLink report={summary(null)} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe("");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
