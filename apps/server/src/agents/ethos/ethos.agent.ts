import type { ReportAgentDefinition } from "../agent-definition";
import { ethosModes } from "./ethos.modes";
import { ethosRoutes } from "./ethos.routes";

export const ethosAgent: ReportAgentDefinition = {
  id: "ethos",
  kind: "report",
  modes: ethosModes,
  routes: ethosRoutes,
};
