import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AGENTS, isAgentAvailable } from "@aesop/shared/agents";
import { describe, expect, it } from "vitest";
import { AGENT_REGISTRY } from "./registry";

/**
 * Every agent the catalogue marks available is whole: its server entry (the registry) and its web
 * page (a file of the web's app/routes named after it, which the web's agent registry finds:
 * apps/web/src/app/agents/agent-pages.ts). The server cannot import the web app, so the file is
 * looked for by its name. The web's own test (apps/web/src/app/agents/agent-registry.test.ts)
 * checks each agent's registry entry, its label and its title. "Adding an agent" in
 * docs/adding-an-agent.md lists the rest.
 */
const webRoutes = fileURLToPath(new URL("../../../web/src/app/routes/", import.meta.url));

const available = AGENTS.filter(isAgentAvailable);

describe("every available agent of the catalogue", () => {
  it("is listed", () => {
    expect(available.length).toBeGreaterThan(0);
  });

  it.each(available.map((agent) => [agent.id, agent] as const))("%s has its server entry", (id, agent) => {
    const definition = AGENT_REGISTRY.find((candidate) => candidate.id === id);
    expect(definition, `agents/registry.ts has no line for ${id}`).toBeDefined();
    expect(definition?.kind).toBe(agent.kind);
  });

  it.each(available.map((agent) => [agent.id, agent] as const))("%s has its web page", (id, agent) => {
    expect(agent.route, `the catalogue gives ${id} no route`).toMatch(/^\/[a-z-]+$/);
    const pages = [`${id}-agent.tsx`, `${id}.tsx`];
    expect(
      pages.some((page) => existsSync(`${webRoutes}${page}`)),
      `apps/web/src/app/routes has neither ${pages.join(" nor ")}`,
    ).toBe(true);
  });

  it.each(available.map((agent) => [agent.id, agent] as const))("%s has its name and report title", (_id, agent) => {
    expect(agent.name.trim()).not.toBe("");
    // The web names a report after it ('Instructions Review #3').
    if (agent.reportSection) expect(agent.reportTitle?.trim()).toBeTruthy();
  });
});
