import { describe, expect, it } from "vitest";
import { AGENTS, isAgentAvailable } from "./agents/catalogue";
import {
  isKnownAppPath,
  paths,
  projectAgentPath,
  projectPath,
  projectReportPath,
  reportComparisonPath,
} from "./routes";

describe("isKnownAppPath", () => {
  it("knows the public pages, with or without a trailing slash", () => {
    expect(isKnownAppPath(paths.landing)).toBe(true);
    expect(isKnownAppPath("/about")).toBe(true);
    expect(isKnownAppPath("/about/")).toBe(true);
  });

  it("matches pages with a parameter on one segment only", () => {
    expect(isKnownAppPath("/invite/abc-123_x")).toBe(true);
    expect(isKnownAppPath("/invite")).toBe(false);
    expect(isKnownAppPath("/invite/a/b")).toBe(false);
  });

  it("rejects unknown paths and near misses", () => {
    expect(isKnownAppPath("/nope")).toBe(false);
    expect(isKnownAppPath("/about/team")).toBe(false);
    expect(isKnownAppPath("/About")).toBe(false);
  });
});

describe("agent pages", () => {
  it("knows the page of every available agent from the catalogue, and no page of one coming soon", () => {
    for (const agent of AGENTS) {
      if (isAgentAvailable(agent)) expect(agent.route && isKnownAppPath(agent.route)).toBe(true);
      else expect(agent.route).toBeUndefined();
    }
  });

  it("names the agent pages in paths as the catalogue routes them", () => {
    const routeOf = (id: string) => AGENTS.find((agent) => agent.id === id)?.route;
    expect([paths.ideationAgent, paths.instructionsAgent, paths.interviewAgent]).toEqual(
      ["ideation", "instructions-review", "interview"].map(routeOf),
    );
  });
});

describe("evaluation run pages", () => {
  it("knows a run's page and the comparison page, and builds their links", async () => {
    const { evalRunComparePath, evalRunPath } = await import("./routes");
    expect(isKnownAppPath(evalRunPath("p1", "run-1"))).toBe(true);
    expect(isKnownAppPath("/projects/p1/eval-runs/compare")).toBe(true);
    expect(isKnownAppPath("/projects/p1/eval-runs")).toBe(false);
    expect(evalRunComparePath("p 1", "a", "b")).toBe("/projects/p%201/eval-runs/compare?base=a&head=b");
    expect(evalRunComparePath("p1")).toBe("/projects/p1/eval-runs/compare");
  });
});

describe("run pages of any run agent (decision 0093)", () => {
  it("knows the run pages of every agent the catalogue gives them, at the agent's id, and of no other", async () => {
    const { agentRunPath, runPagePattern } = await import("./routes");
    expect(runPagePattern("eval")).toBe(paths.evalRun);
    for (const agent of AGENTS) {
      const known = isKnownAppPath(agentRunPath("p1", agent.id, "run 1"));
      expect(known, agent.id).toBe(agent.status === "active" && agent.runPages === true);
    }
    expect(agentRunPath("p 1", "eval", "r/1")).toBe("/projects/p%201/eval-runs/r%2F1");
  });
});

describe("Cave session pages", () => {
  it("knows a session's page, and no page for the bare list or a deeper path", async () => {
    const { caveSessionPath } = await import("./routes");
    expect(caveSessionPath("p 1", "s-1")).toBe("/projects/p%201/cave-sessions/s-1");
    expect(isKnownAppPath(caveSessionPath("p1", "s-1"))).toBe(true);
    expect(isKnownAppPath("/projects/p1/cave-sessions")).toBe(false);
    expect(isKnownAppPath("/projects/p1/cave-sessions/s-1/x")).toBe(false);
  });
});

describe("project URLs", () => {
  it("knows a project's workspace, its agent pages, its reports and the comparison of two reviews", () => {
    expect(isKnownAppPath(projectPath("p-1"))).toBe(true);
    expect(isKnownAppPath(projectReportPath("p-1", 12))).toBe(true);
    expect(isKnownAppPath(reportComparisonPath("p-1").split("?")[0] ?? "")).toBe(true);
    for (const agent of AGENTS) {
      if (agent.route) expect(isKnownAppPath(projectAgentPath("p-1", agent.route))).toBe(isAgentAvailable(agent));
    }
    expect(isKnownAppPath("/projects")).toBe(false);
    expect(isKnownAppPath("/projects/p-1/nope")).toBe(false);
    expect(isKnownAppPath("/projects/p-1/settings")).toBe(false);
  });

  it("escapes the project id and puts the compared reviews in the query, base first", () => {
    expect(projectPath("a b/c")).toBe("/projects/a%20b%2Fc");
    expect(projectAgentPath("p-1", paths.instructionsAgent)).toBe("/projects/p-1/instructions-agent");
    expect(reportComparisonPath("p-1", 3, 7)).toBe("/projects/p-1/reports/compare?base=3&head=7");
    expect(reportComparisonPath("p-1")).toBe("/projects/p-1/reports/compare");
  });
});
