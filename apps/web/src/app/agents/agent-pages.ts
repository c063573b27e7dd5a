import type { RuntimeAgent } from "@aesop/shared/agents";
import type { ComponentType } from "react";

/** A page's route module, loaded when first visited (its own chunk). */
export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The page of each agent the catalogue marks available: the compiler asks for one per agent. Part
 * of the agent registry (./agent-registry.tsx), kept apart so that the router, which every page
 * loads, does not load what the workspace shows of each agent.
 */
export const AGENT_PAGES: Record<RuntimeAgent, PageModule> = {
  ideation: () => import("../routes/ideation-agent"),
  "instructions-review": () => import("../routes/instructions-review"),
  interview: () => import("../routes/interview-agent"),
  ethos: () => import("../routes/ethos-agent"),
  "script-generation": () => import("../routes/script-generation"),
  eval: () => import("../routes/eval-agent"),
  "cave-of-shadows": () => import("../routes/cave-of-shadows"),
};
