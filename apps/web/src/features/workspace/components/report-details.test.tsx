import { MemoryRouter } from "react-router";
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Report } from "@aesop/shared/contracts/reports";
import { ReportDetails, type RenderDraftActions } from "./report-details";

const report = (overrides: Partial<Report>): Report => ({
  id: 12,
  projectId: "p1",
  agent: "ideation",
  title: "Ideation",
  status: "done",
  error: null,
  markdown: "# Summary",
  inputText: null,
  createdAt: "2026-01-31T15:04:00.000Z",
  updatedAt: "2026-01-31T15:04:00.000Z",
  details: {
    mode: "guided",
    usage: null,
    draftInstructions: null,
    transcript: null,
    transcriptMarkdown: null,
    ethos: null,
    review: null,
    testScript: null,
    run: null,
  },
  ...overrides,
});

function renderDetails(value: Report, renderDraftActions?: RenderDraftActions) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ReportDetails report={value} renderDraftActions={renderDraftActions} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("ReportDetails", () => {
  it("shows an ideation report's draft instructions with the page's actions", () => {
    renderDetails(
      report({ details: { ...report({}).details, draftInstructions: "You are a maths tutor." } }),
      (draft) => <button type="button">{`Send ${draft.text} from #${draft.reportId}`}</button>,
    );
    expect(screen.getByRole("heading", { name: "Draft Instructions" })).toBeTruthy();
    expect(screen.getByText("You are a maths tutor.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send You are a maths tutor. from #12" })).toBeTruthy();
  });

  it("shows an interview's transcript and offers it as JSON", () => {
    renderDetails(
      report({
        agent: "interview",
        details: {
          ...report({}).details,
          transcriptMarkdown: "**Agent:** Who uses it?\n\n**You:** Pupils.",
          transcript: [{ role: "assistant", text: "Who uses it?", at: "2026-01-31T15:04:00.000Z" }],
        },
      }),
    );
    expect(screen.getByRole("heading", { name: "Transcript" })).toBeTruthy();
    expect(screen.getByText("Pupils.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download transcript (JSON)" })).toBeTruthy();
  });

  it("shows a report queued again after an interrupted attempt as retrying, with the reason", () => {
    renderDetails(
      report({
        status: "queued",
        markdown: null,
        error: "The server stopped while the agent was writing this report; it is being retried.",
      }),
    );
    expect(screen.getByText("Retrying")).toBeTruthy();
    expect(screen.getByText(/The last attempt did not finish \(The server stopped/)).toBeTruthy();
    expect(screen.queryByText(/Waiting for the agent to start/)).toBeNull();

    cleanup();
    renderDetails(report({ status: "queued", markdown: null, error: null }));
    expect(screen.getByText("Queued")).toBeTruthy();
    expect(screen.getByText(/Waiting for the agent to start/)).toBeTruthy();
  });

  it("shows a model's token usage in LLM mode only", () => {
    const usage = { model: "gpt-4o-mini", inputTokens: 1000, outputTokens: 234, totalTokens: 1234 };
    const { unmount } = renderDetails(report({ details: { ...report({}).details, mode: "llm", usage } }));
    expect(screen.getByText("Written by gpt-4o-mini · 1,234 tokens (1,000 in, 234 out)")).toBeTruthy();
    unmount();
    renderDetails(report({ details: { ...report({}).details, mode: "guided", usage } }));
    expect(screen.queryByText(/tokens/)).toBeNull();
  });
});
