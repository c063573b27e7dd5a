/**
 * The Interview Agent's public face: its conversation plan, which the other chat agents' tests and
 * the conversation corpus play. Another agent imports the interview only through this file
 * (eslint.config.js, decision 0042).
 */
export { INTERVIEW_PLAN } from "./interview.chat-plan";
