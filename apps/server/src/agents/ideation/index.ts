/**
 * The Ideation Agent's public face: its conversation plan, which the conversation corpus plays.
 * Another agent imports Ideation only through this file (eslint.config.js, decision 0042).
 */
export { IDEATION_PLAN } from "./ideation.chat-plan";
