// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AgentSession, AgentSessionDetail } from "@aesop/shared/contracts/agents";
import { AgentChat } from "./agent-chat";

const session = (overrides: Partial<AgentSession> = {}): AgentSession => ({
  id: "s1",
  projectId: "p1",
  agent: "ideation",
  status: "active",
  mode: "guided",
  timeframe: null,
  reportId: null,
  title: "",
  messageCount: 1,
  createdAt: "2026-01-31T15:04:00.000Z",
  updatedAt: "2026-01-31T15:04:00.000Z",
  ...overrides,
});

const detail = (
  value: AgentSession,
  text = "Welcome! How long would you like this session to be?",
): AgentSessionDetail => ({
  session: value,
  messages: [
    { id: `${value.id}-m1`, role: "assistant", text, status: "complete", error: null, createdAt: value.createdAt },
  ],
});

/** The API as a table of "METHOD path" → JSON answer. */
function serve(routes: Record<string, unknown>) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? "GET"} ${url}`;
    if (!(key in routes))
      return Promise.resolve(Response.json({ error: { code: "NOT_FOUND", message: key } }, { status: 404 }));
    return Promise.resolve(Response.json(routes[key], { status: init?.method === "POST" ? 201 : 200 }));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderAgentChat() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AgentChat
          projectId="p1"
          agent="ideation"
          agentName="Ideation Agent"
          welcomeQuickReplies={["30 min Comprehensive"]}
          renderIntro={({ onStart, starting }) => (
            <button type="button" onClick={onStart} disabled={starting}>
              Launch
            </button>
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sessionsUrl = "GET /api/projects/p1/agent-sessions?agent=ideation";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AgentChat", () => {
  it("resumes the project's newest session while it is active", async () => {
    const active = session();
    serve({ [sessionsUrl]: { sessions: [active] }, "GET /api/agent-sessions/s1": detail(active) });
    renderAgentChat();
    expect(await screen.findByText("Welcome! How long would you like this session to be?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "30 min Comprehensive" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Launch" })).toBeNull();
  });

  it("introduces the agent when the newest session has ended, and Launch starts a new one", async () => {
    const ended = session({ status: "completed", reportId: 3, title: "A maths tutor" });
    const fresh = session({ id: "s2" });
    const fetch = serve({
      [sessionsUrl]: { sessions: [ended] },
      "POST /api/projects/p1/agent-sessions": detail(fresh, "Hello again!"),
    });
    renderAgentChat();
    const launch = await screen.findByRole("button", { name: "Launch" });
    expect(screen.getByRole("button", { name: "Past sessions" })).toBeTruthy();
    fireEvent.click(launch);

    expect(await screen.findByText("Hello again!")).toBeTruthy();
    const create = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(create?.[1]?.body).toBe(JSON.stringify({ agent: "ideation" }));
  });

  it("ends the session with Complete report and points to its report", async () => {
    const active = session();
    const fetch = serve({
      [sessionsUrl]: { sessions: [active] },
      "GET /api/agent-sessions/s1": detail(active),
      "POST /api/agent-sessions/s1/complete": detail(session({ status: "completed", reportId: 9 })),
    });
    renderAgentChat();
    fireEvent.click(await screen.findByRole("button", { name: "Complete report" }));
    expect(await screen.findByText("This session has ended.")).toBeTruthy();
    expect(screen.getByText(/Report #9/)).toBeTruthy();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => url === "/api/agent-sessions/s1/complete" && init?.method === "POST"),
      ).toBe(true),
    );
  });
});
