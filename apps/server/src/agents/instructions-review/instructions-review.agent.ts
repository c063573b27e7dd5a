import type { ReportAgentDefinition } from "../agent-definition";
import { instructionsReviewModes } from "./instructions-review.modes";
import { instructionsReviewRoutes } from "./instructions-review.routes";

export const instructionsReviewAgent: ReportAgentDefinition = {
  id: "instructions-review",
  kind: "report",
  modes: instructionsReviewModes,
  routes: instructionsReviewRoutes,
};
