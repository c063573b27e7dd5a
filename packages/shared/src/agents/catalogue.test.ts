import { describe, expect, it } from "vitest";
import { AGENTS, AGENT_IDS, agentStatusLabel, isAgentAvailable } from "./catalogue";

describe("agent catalogue", () => {
  it("lists the seven agents of the spec once each, in order", () => {
    expect(AGENTS.map((agent) => agent.id)).toEqual([...AGENT_IDS]);
    expect(AGENTS.map((agent) => agent.name)).toEqual([
      "Ideation Agent",
      "Instructions Review Agent",
      "Interview Agent",
      "Ethos Agent",
      "Eval Agent",
      "Script Generation Agent",
      "Cave of Shadows",
    ]);
  });

  it("makes every agent of the spec available, each with a route", () => {
    const available = AGENTS.filter(isAgentAvailable);
    expect(available.map((agent) => agent.route)).toEqual([
      "/ideation-agent",
      "/instructions-agent",
      "/interview-agent",
      "/ethos-agent",
      "/eval-agent",
      "/script-agent",
      "/cave-of-shadows",
    ]);
    expect(AGENTS.filter((agent) => !isAgentAvailable(agent)).every((agent) => !agent.route)).toBe(true);
  });

  it("labels statuses as the workspace shows them", () => {
    expect(AGENTS.map(agentStatusLabel)).toEqual([
      "Available",
      "Available",
      "Available",
      "Available",
      "Available",
      "Available",
      "Available",
    ]);
  });
});
