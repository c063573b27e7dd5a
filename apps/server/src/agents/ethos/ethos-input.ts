import type { EthosContext } from "@aesop/shared/contracts/ethos";
import type { InstructionsAudit } from "../instructions-review/index";

/**
 * What the Ethos Agent analyses: the creator's answers about the deployment, and the project's
 * latest instructions and reports (each may be missing: a new project has none).
 */
export interface EthosInput {
  projectName: string;
  context: EthosContext;
  /** The latest instructions submitted for review; its report id is the instructions id. */
  instructions: { reportId: number; text: string } | null;
  /** The rule-based or model audit of those instructions (its evidence quotes their lines). */
  review: InstructionsAudit | null;
  interview: { reportId: number; markdown: string } | null;
  ideation: { reportId: number; markdown: string; draftInstructions: string | null } | null;
}
