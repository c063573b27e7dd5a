import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AGENTS, isAgentAvailable } from "@aesop/shared/agents";
import { describe, expect, it } from "vitest";
import { AGENT_REGISTRY } from "./registry";

/**
 * Every agent the catalogue marks available is whole: its server entry (the registry) and its web
 * page (AGENT_PAGES of the web's agent registry, a file that exists). The web's file is read as
 * text: the server cannot import the web app, and the compiler checks the map's keys but not that
 * the page exists. The web's own test (apps/web/src/app/agents/agent-registry.test.ts) checks each
 * agent's registry entry, its label and its title. "Adding an agent" in docs/adding-an-agent.md
 * lists the rest.
 */
const web = fileURLToPath(new URL("../../../web/src/", import.meta.url));
const agentPages = readFileSync(`${web}app/agents/agent-pages.ts`, "utf8");

/** The entries of `const NAME: Record<…> = { … };` in a source text: key to value text. */
function recordEntries(source: string, name: string): Map<string, string> {
  const body = new RegExp(`const ${name}\\b[^=]*=\\s*\\{([\\s\\S]*?)\\n\\};`).exec(source)?.[1];
  if (body === undefined) throw new Error(`${name} not found`);
  return new Map(
    [...body.matchAll(/^\s*"?([a-z-]+)"?:\s*(.+?),?$/gm)].map((match) => [match[1] ?? "", match[2] ?? ""]),
  );
}

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
    const loader = recordEntries(agentPages, "AGENT_PAGES").get(id);
    const page = loader && /import\("\.\.\/(routes\/[a-z-]+)"\)/.exec(loader)?.[1];
    expect(page, `AGENT_PAGES in apps/web/src/app/agents/agent-pages.ts has no page for ${id}`).toBeTruthy();
    expect(existsSync(`${web}app/${page}.tsx`), `${page}.tsx`).toBe(true);
  });

  it.each(available.map((agent) => [agent.id, agent] as const))("%s has its name and report title", (_id, agent) => {
    expect(agent.name.trim()).not.toBe("");
    // The web names a report after it ('Instructions Review #3').
    if (agent.reportSection) expect(agent.reportTitle?.trim()).toBeTruthy();
  });
});
