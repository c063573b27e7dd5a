import type { ReportAgentDefinition } from "../agent-definition";
import { scriptGenerationModes } from "./script-generation.modes";
import { scriptGenerationRoutes } from "./script-generation.routes";

export const scriptGenerationAgent: ReportAgentDefinition = {
  id: "script-generation",
  kind: "report",
  modes: scriptGenerationModes,
  routes: scriptGenerationRoutes,
};
