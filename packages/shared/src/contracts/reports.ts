import { z } from "zod";
import { ethosReportSchema } from "./ethos";
import { instructionsReviewFindingsSchema } from "./instructions-review";
import { textSchema } from "./text";

import { REPORT_AGENTS, reportSectionOf, type ReportAgent } from "../agents/catalogue";

export { REPORT_AGENTS, type ReportAgent };

export const REPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Tokens a model spent on a report (LLM mode). */
export const tokenUsageSchema = z.object({
  model: z.string(),
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  totalTokens: z.number().int().nullable(),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;

/** One turn of a chat agent's transcript (the interview's `transcript` JSON). */
export const transcriptEntrySchema = z.object({
  role: z.enum(["user", "assistant"]),
  text: z.string(),
  at: z.string(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const reportDetailsSchema = z.object({
  /** How the report was written (guided, llm, webhook); null for older reports. */
  mode: z.enum(["guided", "llm", "webhook"]).nullable(),
  usage: tokenUsageSchema.nullable(),
  /** Ideation: the instruction set drafted from the answers, ready for the Instructions Review Agent. */
  draftInstructions: z.string().nullable(),
  /** Interview: the conversation, as JSON and as Markdown (spec: transcript, transcript_markdown). */
  transcript: z.array(transcriptEntrySchema).nullable(),
  transcriptMarkdown: z.string().nullable(),
  /** Ethos: the review as structured JSON (stakeholders, lenses, risk register, tests to run…). */
  ethos: ethosReportSchema.nullable(),
  /**
   * Instructions Review: the findings as JSON (per-dimension status, severity, confidence, quotes
   * with their role, suggestions, contradictions, harmful rules, limits); null for other agents,
   * webhook reports and reviews stored before this shape.
   */
  review: instructionsReviewFindingsSchema.nullable(),
  /** Script Generation: what the generated script holds (its versions are at /api/test-scripts/{id}). */
  testScript: z
    .object({ name: z.string(), scenarioCount: z.number().int(), rubricVersion: z.number().int() })
    .nullable()
    .default(null),
  /**
   * A run agent's summary: the run it sums up, whose page is `/projects/{projectId}/{agent}-runs/{id}`
   * (decision 0093). Eval and the Cave link their runs their own way and leave it null.
   */
  run: z.object({ id: z.string(), number: z.number().int() }).nullable().default(null),
});
export type ReportDetails = z.infer<typeof reportDetailsSchema>;

export const reportSchema = z.object({
  /** Numeric, shown as 'Report #{id}'. */
  id: z.number().int(),
  projectId: z.string(),
  agent: z.enum(REPORT_AGENTS),
  title: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** Why a failed report failed. */
  error: z.string().nullable(),
  /** The report itself (Markdown), once done. */
  markdown: z.string().nullable(),
  /** What the report was made from, e.g. the submitted instructions (original-instructions-{id}.txt). */
  inputText: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What else the agent produced, beside the Markdown. */
  details: reportDetailsSchema,
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({ reports: z.array(reportSchema) });

/** Section titles of the workspace, per agent: 'Instructions Reports (n)' and so on (from the catalogue). */
export const REPORT_SECTION_TITLES = Object.fromEntries(
  REPORT_AGENTS.map((agent) => [agent, reportSectionOf(agent).title]),
) as Record<ReportAgent, string>;

/** Server-side limit of one instruction set (characters). */
export const INSTRUCTIONS_MAX_CHARS = 100_000;

/** POST /api/projects/{id}/instructions: the Instructions Review Agent's submission. */
export const submitInstructionsSchema = z.object({
  instructions: textSchema()
    .refine((text) => text.trim().length > 0, "Please paste your instructions before submitting.")
    .refine(
      (text) => text.length <= INSTRUCTIONS_MAX_CHARS,
      `Instructions can be at most ${INSTRUCTIONS_MAX_CHARS.toLocaleString("en-US")} characters.`,
    ),
});
