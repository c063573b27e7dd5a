/**
 * The Instructions Review Agent's public face: what other agents may use of it (the audit, its
 * rubric and types, the vague-wording lexicon, and the labelled corpus their tests run on).
 * Another agent imports the review only through this file (eslint.config.js, decision 0042).
 */
export { auditInstructions, gapsByImportance } from "./audit";
export { INSTRUCTION_CORPUS } from "./corpus/index";
export { RUBRIC } from "./rubric";
export type { DimensionFinding, DimensionId, InstructionsAudit } from "./types";
export { VAGUE_ENTRIES, VAGUE_KINDS } from "./vague-lexicon";
export { submitInstructions } from "./instructions-review.service";
