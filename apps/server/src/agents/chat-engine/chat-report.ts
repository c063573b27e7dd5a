import { generateText } from "ai";
import type { TokenUsage, TranscriptEntry } from "@aesop/shared/contracts/reports";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { EventBus } from "../../lib/realtime";
import { createReport } from "../../modules/reports/reports.service";
import type { AgentRuntime } from "../runtime/agent-runtime";
import { addTokenUsage, toTokenUsage } from "../runtime/llm/token-usage";
import { delimitUntrusted, UNTRUSTED_DATA_RULE } from "../runtime/llm/untrusted";
import { escapeMarkdownText } from "../runtime/markdown";
import type { ChatAgentDefinition } from "./chat-agent";
import {
  buildGuidedReport,
  renderTranscriptMarkdown,
  type ConversationContext,
  parseGuidedState,
} from "./guided/index";
import { listMessageRows, updateSessionRow, type SessionRow } from "./chat-sessions.queries";

interface Deps {
  db: Database;
  events: EventBus;
  agents: AgentRuntime;
  logger?: Logger;
}

/**
 * The end of a session: the report (built from the answers by the guided engine, with a summary
 * by the model in LLM mode) lands in the workspace, with the transcript and, for the Ideation
 * Agent, the draft instruction set.
 */
export async function writeSessionReport(
  deps: Deps,
  agent: ChatAgentDefinition,
  userId: string,
  session: SessionRow,
  context: ConversationContext,
): Promise<SessionRow> {
  const messages = await listMessageRows(deps.db, session.id);
  const transcript: TranscriptEntry[] = messages
    .filter((message) => message.status === "complete")
    .map((message) => ({ role: message.role, text: message.text, at: message.createdAt.toISOString() }));
  const state = parseGuidedState(session.state);
  const report = buildGuidedReport(agent.plan, state, transcript, context);
  let markdown = report.markdown;
  let usage = session.usage ?? undefined;

  if (session.mode === "llm" && deps.agents.model) {
    try {
      const summary = await summariseWithModel(deps.agents, agent, transcript);
      markdown = `${summary.markdown}\n\n${markdown}`;
      usage = addTokenUsage(usage, summary.usage);
    } catch (error) {
      // The answers are what matters: the report is written without the model's summary.
      deps.logger?.warn({ err: error instanceof Error ? error.message : String(error) }, "session summary failed");
    }
  }

  const created = await createReport(deps, userId, {
    projectId: session.projectId,
    agent: session.agent,
    title: report.title,
    status: "done",
    markdown,
    data: {
      mode: session.mode,
      sessionId: session.id,
      ...(usage ? { usage } : {}),
      ...(report.draftInstructions ? { draftInstructions: report.draftInstructions } : {}),
      transcript,
      transcriptMarkdown: renderTranscriptMarkdown(transcript, {
        agentName: agent.plan.agentName,
        projectName: context.projectName,
      }),
    },
  });
  return updateSessionRow(deps.db, session.id, {
    status: "completed",
    state,
    reportId: created.id,
    usage: usage ?? null,
  });
}

async function summariseWithModel(
  agents: AgentRuntime,
  agent: ChatAgentDefinition,
  transcript: TranscriptEntry[],
): Promise<{ markdown: string; usage: TokenUsage }> {
  const configured = agents.model!;
  const conversation = transcript
    .map((entry) => `${entry.role === "user" ? "Creator" : "Agent"}: ${entry.text}`)
    .join("\n\n");
  const result = await generateText({
    model: configured.model,
    system: [
      `Summarise this ${agent.plan.agent} session with the creator of an AI assistant in at most 150 words: the key decisions, risks and open questions, in the creator's own terms.`,
      UNTRUSTED_DATA_RULE,
      "Answer in plain sentences, without headings.",
    ].join("\n\n"),
    prompt: delimitUntrusted("transcript", conversation),
    ...configured.callSettings,
  });
  // The model's words are shown as text, never as markup of ours.
  return {
    markdown: `## Summary by ${escapeMarkdownText(configured.name)}\n\n${escapeMarkdownText(result.text.trim())}`,
    usage: toTokenUsage(configured.name, result.usage),
  };
}
