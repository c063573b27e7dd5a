import { CHAT_AGENTS } from "@aesop/shared/contracts/agents";
import { z } from "zod";
import { designStateSchema, emptyDesign } from "../../assistant-design/index";

/**
 * The state of a guided chat session, stored as JSON in the session row between turns. It holds
 * everything the next turn and the report need: the plan of this session (topic ids in order, and
 * how many of them are planned), where the conversation is, and every answer in the user's words.
 * The gaps an interview asks about are copied in when the session starts, so that a review
 * published during the session does not change its plan.
 */

export const GUIDED_STATE_VERSION = 1;

const timeframeSchema = z.union([z.literal(5), z.literal(15), z.literal(30)]);

const answerSchema = z.object({
  /** The follow-up it answers (an index into the topic's follow-ups), or null for the main question. */
  followUp: z.number().int().min(0).nullable(),
  text: z.string(),
});

const topicProgressSchema = z.object({
  id: z.string(),
  /** "answered" as soon as one answer is recorded; "skipped" when the user moved on without one. */
  status: z.enum(["pending", "answered", "skipped"]),
  answers: z.array(answerSchema),
  /** Follow-ups asked so far; the next one to ask is at this index. */
  followUpsAsked: z.number().int().min(0),
});

const evidenceSchema = z.object({ line: z.number().int(), quote: z.string(), note: z.string().optional() });

const interviewGapSchema = z.object({
  topicId: z.string(),
  dimension: z.string(),
  name: z.string(),
  status: z.enum(["partial", "missing"]),
  summary: z.string(),
  evidence: z.array(evidenceSchema),
  question: z.string(),
  whyItMatters: z.string(),
  suggestedSentence: z.string().nullable(),
});

export const guidedStateSchema = z.object({
  version: z.literal(GUIDED_STATE_VERSION),
  agent: z.enum(CHAT_AGENTS),
  /** timeframe: the Ideation Agent waits for a choice; wrap-up: the planned topics are done. */
  phase: z.enum(["timeframe", "topics", "wrap-up", "completed"]),
  timeframe: timeframeSchema.nullable(),
  /** Every topic the session could cover, in order; the first `plannedCount` are planned. */
  topics: z.array(topicProgressSchema),
  plannedCount: z.number().int().min(0),
  /** The question waiting for an answer. */
  asking: z.object({ topicId: z.string(), followUp: z.number().int().min(0).nullable() }).nullable(),
  /** The topic answered on the previous turn, which "go deeper" returns to. */
  lastAnswered: z.string().nullable(),
  /** Interview only: the reviewed instructions the session started from. */
  instructions: z
    .object({ reportId: z.number().int(), reviewed: z.boolean(), overallScore: z.number().nullable() })
    .nullable(),
  gaps: z.array(interviewGapSchema),
  /** What the user added once the plan was done. */
  notes: z.array(z.string()),
  /** How the session ended: the phrase before the plan was done, or a confirmation after it. */
  endedBy: z.enum(["complete-report", "plan-done"]).nullable(),
  /** What the conversation has understood so far; sessions stored before it existed read as empty. */
  design: designStateSchema.default(emptyDesign),
  /** A follow-up asked instead of the plan's question (safety, contradiction, a vague word), to repeat if needed. */
  pendingQuestion: z.string().nullable().default(null),
});

export type GuidedState = z.infer<typeof guidedStateSchema>;
export type TopicProgress = GuidedState["topics"][number];
export type InterviewGap = z.infer<typeof interviewGapSchema>;
export type SessionTimeframe = z.infer<typeof timeframeSchema>;

/** Reads a state stored as JSON; throws a ZodError when it is not one this version wrote. */
export function parseGuidedState(value: unknown): GuidedState {
  return guidedStateSchema.parse(value);
}

export function plannedTopics(state: GuidedState): TopicProgress[] {
  return state.topics.slice(0, state.plannedCount);
}

export function topicProgress(state: GuidedState, topicId: string): TopicProgress | undefined {
  return state.topics.find((topic) => topic.id === topicId);
}
