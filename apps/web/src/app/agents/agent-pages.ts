import { AGENTS, isAgentAvailable, RUNTIME_AGENTS, type RuntimeAgent } from "@aesop/shared/agents";
import type { ComponentType } from "react";

/** A page's route module, loaded when first visited (its own chunk). */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** Every page of app/routes, by file: loaders only, so each page stays a chunk of its own. */
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>("../routes/*.tsx");

/**
 * The page of an agent, found by its name: `routes/<id>-agent.tsx`, or `routes/<id>.tsx` for the
 * pages named by the id itself (instructions-review, script-generation, cave-of-shadows). Adding
 * an agent's page is adding its file; agent-registry.test.ts and the server's
 * catalogue-coverage.test.ts fail while an available agent of the catalogue has none.
 */
export function agentPageFile(id: RuntimeAgent): string | undefined {
  return [`../routes/${id}-agent.tsx`, `../routes/${id}.tsx`].find((file) => file in ROUTE_MODULES);
}

/**
 * The page of each agent the catalogue marks available. Part of the agent registry
 * (./agent-registry.tsx), kept apart so that the router, which every page loads, does not load
 * what the workspace shows of each agent.
 */
export const AGENT_PAGES: Partial<Record<RuntimeAgent, PageModule>> = Object.fromEntries(
  RUNTIME_AGENTS.flatMap((id) => {
    const file = agentPageFile(id);
    const load = file === undefined ? undefined : ROUTE_MODULES[file];
    return load ? [[id, load]] : [];
  }),
);

/** Where a run agent's run page is: `routes/<id>-run.tsx`. */
export const runPageFile = (id: string) => `../routes/${id}-run.tsx`;

/**
 * The run page of each run agent the catalogue gives run pages (`runPages`), found by its name:
 * `routes/<id>-run.tsx`, mounted at `/projects/{projectId}/<id>-runs/{runId}` (decision 0093).
 * agent-registry.test.ts fails while such an agent has no file, or a file has no such agent.
 */
export const RUN_PAGES: Partial<Record<RuntimeAgent, PageModule>> = Object.fromEntries(
  AGENTS.flatMap((agent) => {
    const load = ROUTE_MODULES[runPageFile(agent.id)];
    return isAgentAvailable(agent) && agent.runPages && load ? [[agent.id, load]] : [];
  }),
);

/** Every run page file of app/routes (`*-run.tsx`), for the test that each belongs to an agent. */
export const RUN_PAGE_FILES = Object.keys(ROUTE_MODULES).filter((file) => file.endsWith("-run.tsx"));
