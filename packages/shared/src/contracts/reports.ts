import { z } from "zod";
import { textSchema } from "./text";

/** The agents whose reports land in a project's workspace, in the workspace's order. */
export const REPORT_AGENTS = ["instructions-review", "interview", "ideation"] as const;
export type ReportAgent = (typeof REPORT_AGENTS)[number];

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

/** Section titles of the workspace, per agent: 'Instructions Reports (n)' and so on. */
export const REPORT_SECTION_TITLES: Record<ReportAgent, string> = {
  "instructions-review": "Instructions Reports",
  interview: "Interview Reports",
  ideation: "Ideation Reports",
};

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
export type SubmitInstructions = z.infer<typeof submitInstructionsSchema>;
