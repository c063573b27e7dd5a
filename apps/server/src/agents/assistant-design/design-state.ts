import { z } from "zod";

/**
 * What a guided conversation has understood about the assistant being designed: facts in the
 * creator's own words, each filed under one facet; safety mentions recorded as risks; the
 * questions the creator asked. Stored inside the guided session's state (jsonb), so every field
 * has a default: sessions stored before it existed read as an empty design.
 */

export const DESIGN_FACETS = [
  "purpose",
  "users",
  "tasks",
  "out-of-scope",
  "tone",
  "data",
  "risks",
  "escalation",
  "success",
  "constraints",
] as const;
export type DesignFacet = (typeof DESIGN_FACETS)[number];

export const FACET_LABELS: Readonly<Record<DesignFacet, string>> = {
  purpose: "Purpose",
  users: "Users",
  tasks: "Tasks",
  "out-of-scope": "Out of scope",
  tone: "Tone",
  data: "Data handled",
  risks: "Risks",
  escalation: "Escalation",
  success: "Success measures",
  constraints: "Context and constraints",
};

export const SAFETY_KINDS = [
  "self-harm",
  "abuse",
  "minors",
  "medical-emergency",
  "weapons",
  "fraud",
  "discrimination",
] as const;
export type SafetyKind = (typeof SAFETY_KINDS)[number];

export const SAFETY_LABELS: Readonly<Record<SafetyKind, string>> = {
  "self-harm": "Self-harm or suicide",
  abuse: "Abuse or violence",
  minors: "Children and minors",
  "medical-emergency": "Medical emergency",
  weapons: "Weapons",
  fraud: "Fraud or scams",
  discrimination: "Discrimination",
};

const factSchema = z.object({
  id: z.number().int(),
  facet: z.enum(DESIGN_FACETS),
  /** The clause as the creator wrote it. */
  text: z.string(),
  /** The topic being asked when it was said (null once the plan was done). */
  topicId: z.string().nullable(),
  /** The number of the user's message it came from (1-based). */
  turn: z.number().int(),
  /** The fact that replaced it after a correction, or null while it stands. */
  supersededBy: z.number().int().nullable().default(null),
});

const safetyMentionSchema = z.object({
  kind: z.enum(SAFETY_KINDS),
  /** The creator's words, as written. */
  quote: z.string(),
  turn: z.number().int(),
  /** What the assistant must do, in the creator's words, once said. */
  response: z.string().nullable(),
});

const questionSchema = z.object({
  text: z.string(),
  /** The knowledge entry that answered it; null when none did. */
  answeredBy: z.string().nullable(),
  turn: z.number().int(),
});

/** A follow-up waiting for its answer: what the next message is read against. */
const awaitingSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("safety"), mention: z.number().int() }),
    z.object({ kind: z.literal("contradiction"), facts: z.array(z.number().int()) }),
    z.object({ kind: z.literal("clarify"), facet: z.enum(DESIGN_FACETS) }),
  ])
  .nullable();

export const designStateSchema = z.object({
  facts: z.array(factSchema).default([]),
  safety: z.array(safetyMentionSchema).default([]),
  questions: z.array(questionSchema).default([]),
  /** Topics whose answer was evasive, in the interview: open questions of the report. */
  evasive: z.array(z.string()).default([]),
  awaiting: awaitingSchema.default(null),
  /** Topics that have had their one listening follow-up (thin, vague or evasive answer). */
  followedUp: z.array(z.string()).default([]),
  /** User messages read so far. */
  turns: z.number().int().default(0),
});

export type DesignState = z.infer<typeof designStateSchema>;
export type DesignFact = DesignState["facts"][number];
export type SafetyMention = DesignState["safety"][number];

export function emptyDesign(): DesignState {
  return { facts: [], safety: [], questions: [], evasive: [], awaiting: null, followedUp: [], turns: 0 };
}

/** Facts still standing (not replaced by a correction). */
export function activeFacts(design: DesignState, facet?: DesignFacet): DesignFact[] {
  return design.facts.filter((fact) => fact.supersededBy === null && (facet === undefined || fact.facet === facet));
}

export function hasFacet(design: DesignState, facet: DesignFacet): boolean {
  return design.facts.some((fact) => fact.supersededBy === null && fact.facet === facet);
}
