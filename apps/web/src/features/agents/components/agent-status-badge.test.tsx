// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AGENTS, type Agent } from "@aesop/shared/agents";
import { AgentStatusBadge } from "./agent-status-badge";

afterEach(cleanup);

const cave = AGENTS.find((agent) => agent.id === "cave-of-shadows")!;

describe("an agent's status badge", () => {
  it("is green for an available agent", () => {
    render(<AgentStatusBadge agent={cave} />);
    const badge = screen.getByText("Available").closest("[data-slot=badge]");
    expect(badge?.getAttribute("data-status")).toBe("active");
    expect(badge?.className).toMatch(/\btext-success\b/);
  });

  // Every agent is available today; an agent marked coming soon again must look it.
  it("is grey, and says Coming Soon, for an agent that is not available yet", () => {
    const comingSoon = { ...cave, status: "coming-soon" } as Agent;
    render(<AgentStatusBadge agent={comingSoon} />);
    const badge = screen.getByText("Coming Soon").closest("[data-slot=badge]");
    expect(badge?.getAttribute("data-status")).toBe("coming-soon");
    expect(badge?.className).toMatch(/\btext-muted-foreground\b/);
    expect(badge?.className).not.toMatch(/\btext-success\b/);
  });
});
