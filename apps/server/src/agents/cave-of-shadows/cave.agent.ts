import type { RunAgentDefinition } from "../agent-definition";
import { caveQueueSpec, registerCaveWorkers } from "./cave-step";
import { caveRoutes } from "./cave.routes";

/** The Cave of Shadows: live dialogues between an evaluator and a target, one durable job per exchange. */
export const caveAgent: RunAgentDefinition = {
  id: "cave-of-shadows",
  kind: "run",
  routes: caveRoutes,
  queues: (env) => [caveQueueSpec(env)],
  registerWorkers: registerCaveWorkers,
};
