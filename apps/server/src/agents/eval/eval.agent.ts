import type { RunAgentDefinition } from "../agent-definition";
import { evalRoutes } from "./eval.routes";
import { evalQueueSpec, registerEvalWorkers } from "./runs/run-jobs";

/** The Eval Agent: targets, runs of test scripts (one durable job per scenario), the judge and results. */
export const evalAgent: RunAgentDefinition = {
  id: "eval",
  kind: "run",
  routes: evalRoutes,
  queues: (env) => [evalQueueSpec(env)],
  registerWorkers: registerEvalWorkers,
};
