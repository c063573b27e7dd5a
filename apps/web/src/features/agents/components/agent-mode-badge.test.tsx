// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AgentModes } from "@aesop/shared/contracts/agents";
import { AgentModeBadge } from "./agent-mode-badge";

const modes: AgentModes = {
  agents: {
    "instructions-review": "llm",
    ideation: "guided",
    interview: "webhook",
    ethos: "guided",
    "script-generation": "guided",
    eval: "guided",
  },
  model: { provider: "openai-compatible", name: "qwen2.5:7b" },
  transcription: false,
};

function renderBadge(agent: "instructions-review" | "ideation" | "interview") {
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
});
