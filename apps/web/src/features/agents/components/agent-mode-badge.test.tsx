// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RUNTIME_AGENTS } from "@aesop/shared/agents";
import type { AgentModes, RuntimeAgent } from "@aesop/shared/contracts/agents";
import { AgentModeBadge } from "./agent-mode-badge";

const modes: AgentModes = {
  // Every agent guided (whatever the catalogue lists), but for one in LLM and one in webhook mode.
  agents: {
    ...(Object.fromEntries(RUNTIME_AGENTS.map((agent) => [agent, "guided"])) as AgentModes["agents"]),
    "instructions-review": "llm",
    interview: "webhook",
  },
  model: { provider: "openai-compatible", name: "qwen2.5:7b" },
  transcription: false,
};

function renderBadge(agent: RuntimeAgent) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json(modes))),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AgentModeBadge agent={agent} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AgentModeBadge", () => {
  it("names the model of an agent in LLM mode", async () => {
    renderBadge("instructions-review");
    const badge = await screen.findByText("LLM mode");
    expect(badge.closest("[data-slot='agent-mode-badge']")?.getAttribute("title")).toBe(
      "LLM mode: qwen2.5:7b (openai-compatible)",
    );
  });

  it("shows each agent's own mode", async () => {
    renderBadge("ideation");
    const badge = await screen.findByText("Guided mode");
    expect(badge.closest("[data-slot='agent-mode-badge']")?.getAttribute("title")).toBeNull();
    cleanup();
    renderBadge("interview");
    expect(await screen.findByText("Webhook mode")).toBeTruthy();
  });

  it("shows nothing for an agent the server names no mode for (a server older than the catalogue)", async () => {
    const { agents } = modes;
    const [first] = Object.keys(agents) as RuntimeAgent[];
    if (!first) throw new Error("no agent");
    const withoutFirst = { ...modes, agents: { ...agents, [first]: undefined } };
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json(withoutFirst))),
    );
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <AgentModeBadge agent={first} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(client.getQueryState(["agent-modes"])?.status).toBe("success"));
    expect(document.querySelector("[data-slot='agent-mode-badge']")).toBeNull();
  });
});
