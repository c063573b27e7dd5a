import { instructionsReviewFindingsSchema } from "@aesop/shared/contracts/instructions-review";
import type { ReportDetails, TokenUsage, TranscriptEntry } from "@aesop/shared/contracts/reports";
import type { AgentMode } from "@aesop/shared/contracts/agents";
import type { EthosContext, EthosReport } from "@aesop/shared/contracts/ethos";
import type { RubricCriterion, ScriptGenerationOptions, TestScriptContent } from "@aesop/shared/contracts/test-scripts";

/**
 * The shape of a report's `data` column. It is jsonb so that each agent keeps what it needs
 * (the audit of a review, the transcript of an interview) without a table per agent.
 */
export type ReportData = {
  mode?: AgentMode;
  usage?: TokenUsage;
  /** Instructions Review: the audit as JSON, so that the Interview Agent can quote its gaps. */
  audit?: unknown;
  draftInstructions?: string;
  transcript?: TranscriptEntry[];
  transcriptMarkdown?: string;
  /** The chat session a report was written from. */
  sessionId?: string;
  /** Ethos: the deployment context the user gave, and the structured review. */
  ethosContext?: EthosContext;
  ethos?: EthosReport;
  /** Script Generation: the options and rubric of the request, and the generated script (version 1). */
  options?: ScriptGenerationOptions;
  rubric?: { version: number; criteria: RubricCriterion[] };
  testScript?: TestScriptContent;
  /** Eval: the run the summary is of (its page has the scenarios and transcripts). */
  evalRun?: { runId: string; number: number; passRate: number | null };
  /** Cave of Shadows: the session the report sums up (its page has the dialogues). */
  caveSession?: { sessionId: string; number: number };
  /** Any other run agent: the run its summary is of (decision 0093; its page is found by the agent's id). */
  run?: { id: string; number: number };
};

export function toReportDetails(data: ReportData | null | undefined): ReportDetails {
  return {
    mode: data?.mode ?? null,
    usage: data?.usage ?? null,
    draftInstructions: data?.draftInstructions ?? null,
    transcript: data?.transcript ?? null,
    transcriptMarkdown: data?.transcriptMarkdown ?? null,
    ethos: data?.ethos ?? null,
    review: reviewOf(data?.audit),
    testScript: testScriptSummaryOf(data?.testScript),
    run: data?.run ?? null,
  };
}

/** The stored audit read through the shared contract: an audit of an older shape gives null, not a 500. */
function reviewOf(audit: unknown): ReportDetails["review"] {
  if (audit === undefined || audit === null) return null;
  const parsed = instructionsReviewFindingsSchema.safeParse(audit);
  return parsed.success ? parsed.data : null;
}

/** A summary only: the list of reports stays small; the scenarios are read per version. */
function testScriptSummaryOf(script: TestScriptContent | undefined): ReportDetails["testScript"] {
  if (!script || !Array.isArray(script.scenarios)) return null;
  return {
    name: String(script.name),
    scenarioCount: script.scenarios.length,
    rubricVersion: script.rubric?.version ?? 0,
  };
}
