import { describe, expect, it } from "vitest";
import { AGENTS, AGENT_IDS, agentStatusLabel, isAgentAvailable } from "./catalogue";

/** The seven agents of the spec, in its order, with their routes: a new agent is added after them. */
const SPEC_AGENTS = [
  ["Ideation Agent", "/ideation-agent"],
  ["Instructions Review Agent", "/instructions-agent"],
  ["Interview Agent", "/interview-agent"],
  ["Ethos Agent", "/ethos-agent"],
  ["Eval Agent", "/eval-agent"],
  ["Script Generation Agent", "/script-agent"],
  ["Cave of Shadows", "/cave-of-shadows"],
] as const;

describe("agent catalogue", () => {
  it("lists the seven agents of the spec once each, in order, first", () => {
    expect(AGENTS.map((agent) => agent.id)).toEqual([...AGENT_IDS]);
    expect(new Set(AGENTS.map((agent) => agent.id)).size).toBe(AGENTS.length);
    expect(new Set(AGENTS.map((agent) => agent.name)).size).toBe(AGENTS.length);
    expect(AGENTS.slice(0, SPEC_AGENTS.length).map((agent) => agent.name)).toEqual(SPEC_AGENTS.map(([name]) => name));
  });

  it("makes every agent of the spec available, each with a route", () => {
    const spec = AGENTS.slice(0, SPEC_AGENTS.length);
    expect(spec.every(isAgentAvailable)).toBe(true);
    expect(spec.map((agent) => agent.route)).toEqual(SPEC_AGENTS.map(([, route]) => route));
    // Every available agent has a route of its own; a coming-soon one has none.
    const routes = AGENTS.filter(isAgentAvailable).map((agent) => agent.route);
    expect(routes.every((route) => route !== undefined && /^\/[a-z-]+$/.test(route))).toBe(true);
    expect(new Set(routes).size).toBe(routes.length);
    expect(AGENTS.filter((agent) => !isAgentAvailable(agent)).every((agent) => !agent.route)).toBe(true);
  });

  it("labels statuses as the workspace shows them", () => {
    expect(AGENTS.slice(0, SPEC_AGENTS.length).map(agentStatusLabel)).toEqual(SPEC_AGENTS.map(() => "Available"));
    const soon = { id: "soon", name: "Soon", description: "Later.", status: "coming-soon", kind: "report" } as const;
    expect(agentStatusLabel(soon)).toBe("Coming Soon");
  });
});
