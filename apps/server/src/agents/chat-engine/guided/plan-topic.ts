import type { DesignFacet } from "../../assistant-design/index";

/**
 * One topic of a chat agent's written conversation plan: the question that opens it, the
 * follow-ups asked to go deeper (or after a short answer), and what the agent says when the user
 * asks about it. Everything here is the product's own text, never the user's.
 */
export interface PlanTopic {
  id: string;
  title: string;
  /** The facet of the assistant's design its answers describe: where a cue-less answer is filed. */
  facet: DesignFacet;
  question: string;
  /** One or two, asked in order. */
  followUps: readonly string[];
  /** Why the topic matters, for "why do you ask?". */
  why: string;
  /** An example answer, for "can you give an example?". */
  example: string;
}
