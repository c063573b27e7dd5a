import type { RunAgentDefinition } from "../agent-definition";
import { evalRoutes } from "./eval.routes";

/** The Eval Agent: targets, runs of test scripts (one durable job per scenario), the judge and results. */
export const evalAgent: RunAgentDefinition = {
  id: "eval",
  kind: "run",
  routes: evalRoutes,
  queues: () => [],
  registerWorkers: async () => {},
};
