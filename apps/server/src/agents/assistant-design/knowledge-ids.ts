/** The entries of the built-in knowledge base (knowledge-base.ts), for labels and answers. */
export const KNOWLEDGE_IDS = [
  "failure-examples",
  "regulation",
  "crisis-lines",
  "data-retention",
  "success-measures",
  "prompt-injection",
  "minors",
  "tone-advice",
  "scope-advice",
  "escalation-advice",
  "ai-disclosure",
  "hallucination",
  "topic-why",
  "topic-example",
  "finding",
  "process",
] as const;
export type KnowledgeId = (typeof KNOWLEDGE_IDS)[number];
