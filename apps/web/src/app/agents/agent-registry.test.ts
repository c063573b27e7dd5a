import { AGENTS, isAgentAvailable } from "@aesop/shared/agents";
import { describe, expect, it } from "vitest";
import { AGENT_PAGES, agentPageFile, RUN_PAGE_FILES, RUN_PAGES, runPageFile } from "./agent-pages";
import { WEB_AGENTS, comparisonFor, webAgent } from "./agent-registry";

const available = AGENTS.filter(isAgentAvailable);

describe("the web's agent registry", () => {
  it("lists every available agent of the catalogue, in the catalogue's order", () => {
    expect(available.length).toBeGreaterThan(0);
    expect(WEB_AGENTS.map((agent) => agent.id)).toEqual(available.map((agent) => agent.id));
  });

  it.each(available.map((entry) => [entry.id, entry] as const))("%s has its page and its label", (id, entry) => {
    const agent = webAgent(id);
    expect(agent, `app/agents/agent-registry.tsx has no entry for ${id}`).toBeDefined();
    expect(agentPageFile(id), `app/routes has neither ${id}-agent.tsx nor ${id}.tsx`).toBeDefined();
    expect(typeof agent?.page).toBe("function");
    expect(agent?.page).toBe(AGENT_PAGES[id]);
    expect(agent?.label.trim()).not.toBe("");
    expect(entry.route, `the catalogue gives ${id} no route for its page`).toMatch(/^\/[a-z-]+$/);
  });

  it.each(available.map((entry) => [entry.id, entry] as const))(
    "%s is titled as the catalogue titles it",
    (id, entry) => {
      const agent = webAgent(id);
      expect(agent?.title).toBe(entry.name);
      // The label is the catalogue's report title, in title case: 'Instructions review' -> 'Instructions Review'.
      expect(agent?.label.toLowerCase()).toBe((entry.reportTitle ?? entry.name).toLowerCase());
      expect(agent?.reportExtras).toEqual(entry.reportSection?.extras ?? []);
    },
  );

  // The agents of the spec only: a new agent's label is checked against the catalogue above.
  it("names the reports of the spec's agents as the workspace always has", () => {
    const spec = new Set<string>([
      "ideation",
      "instructions-review",
      "interview",
      "ethos",
      "eval",
      "script-generation",
      "cave-of-shadows",
    ]);
    const labels = WEB_AGENTS.filter((agent) => spec.has(agent.id)).map((agent) => [agent.id, agent.label]);
    expect(Object.fromEntries(labels)).toEqual({
      ideation: "Ideation Report",
      "instructions-review": "Instructions Review",
      interview: "Interview Report",
      ethos: "Ethos Review",
      eval: "Evaluation Run",
      "script-generation": "Test Script",
      "cave-of-shadows": "Cave Session",
    });
  });

  it("finds the run page of every agent the catalogue gives run pages by its name, and has no other run page", () => {
    const withRunPages = available.filter((entry) => entry.runPages);
    expect(withRunPages.map((entry) => entry.id)).toContain("eval");
    for (const entry of withRunPages)
      expect(typeof RUN_PAGES[entry.id], `app/routes has no ${entry.id}-run.tsx`).toBe("function");
    expect(Object.keys(RUN_PAGES).sort()).toEqual(withRunPages.map((entry) => entry.id).sort());
    expect(RUN_PAGE_FILES.sort()).toEqual(withRunPages.map((entry) => runPageFile(entry.id)).sort());
  });

  it("links a run agent's summary report to its run page, unless the agent links its own", () => {
    // Eval links its runs its own way; the generic link is what an agent without one gets.
    expect(webAgent("eval")?.renderReportLinks).toBeDefined();
    for (const agent of WEB_AGENTS) if (RUN_PAGES[agent.id]) expect(agent.renderReportLinks, agent.id).toBeDefined();
  });

  it("compares two reports on the page of the agent that compares them", () => {
    const comparing = WEB_AGENTS.filter((agent) => agent.comparison);
    expect(comparing.map((agent) => agent.id)).toEqual(["instructions-review"]);
    expect(comparisonFor(undefined, null)).toBe(comparing[0]?.comparison?.render);
  });

  it("walks the next step through one round start", () => {
    const kinds = WEB_AGENTS.flatMap((agent) => (agent.journey ? [agent.journey.kind] : []));
    expect(kinds.filter((kind) => kind === "start")).toHaveLength(1);
    // Preparing steps come before the round's start in the catalogue, following steps after it.
    expect(kinds.lastIndexOf("prepare")).toBeLessThan(kinds.indexOf("start"));
    expect(kinds.indexOf("follow")).toBeGreaterThan(kinds.indexOf("start"));
  });
});
