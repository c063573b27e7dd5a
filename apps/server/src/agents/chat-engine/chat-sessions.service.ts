import type { AgentMessage, AgentSession, AgentSessionDetail, ChatAgent } from "@aesop/shared/contracts/agents";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/realtime";
import { getProject } from "../../modules/projects/projects.service";
import type { AgentRuntime } from "../runtime/agent-runtime";
import { COMPLETE_REPORT_PHRASE } from "@aesop/shared/contracts/agents";
import { chatAgentOf, type ChatAgents } from "./chat-agent";
import { loadConversationContext } from "./chat-context";
import { continueGuidedConversation, parseGuidedState, startGuidedConversation } from "./guided/index";
import { writeSessionReport } from "./chat-report";
import {
  appendMessageRow,
  findSessionRow,
  insertSessionRow,
  listMessageRows,
  listSessionRows,
  type MessageRow,
  type SessionRow,
} from "./chat-sessions.queries";

export interface ChatDeps {
  db: Database;
  events: EventBus;
  agents: AgentRuntime;
  chatAgents: ChatAgents;
}

export function toAgentSession(row: SessionRow, messageCount: number): AgentSession {
  return {
    id: row.id,
    projectId: row.projectId,
    agent: row.agent,
    status: row.status,
    mode: row.mode,
    timeframe: row.timeframe,
    reportId: row.reportId,
    title: row.title,
    messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAgentMessage(row: MessageRow): AgentMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

const sessionNotFound = () => notFound("Session not found");

export async function listSessions(deps: ChatDeps, userId: string, projectId: string, agent: ChatAgent) {
  await getProject(deps, userId, projectId);
  const rows = await listSessionRows(deps.db, userId, projectId, agent);
  return rows.map((row) => toAgentSession(row, row.messageCount));
}

/** A new conversation, opened with the agent's welcome message (in every mode). */
export async function createSession(
  deps: ChatDeps,
  userId: string,
  projectId: string,
  agent: ChatAgent,
): Promise<AgentSessionDetail> {
  const definition = chatAgentOf(deps.chatAgents, agent);
  const context = await loadConversationContext(deps, userId, projectId, definition);
  const welcome = startGuidedConversation(definition.plan, context);
  const session = await insertSessionRow(deps.db, {
    userId,
    projectId,
    agent,
    mode: deps.agents.modeOf(agent),
    state: welcome.state,
    timeframe: welcome.timeframe,
  });
  await appendMessageRow(deps.db, { sessionId: session.id, role: "assistant", text: welcome.reply });
  return getSessionDetail(deps, userId, session.id);
}

export async function getSessionDetail(deps: ChatDeps, userId: string, sessionId: string): Promise<AgentSessionDetail> {
  const session = await findOwnSession(deps, userId, sessionId);
  const messages = await listMessageRows(deps.db, session.id);
  return { session: toAgentSession(session, messages.length), messages: messages.map(toAgentMessage) };
}

export async function findOwnSession(
  deps: Pick<ChatDeps, "db">,
  userId: string,
  sessionId: string,
): Promise<SessionRow> {
  const session = await findSessionRow(deps.db, userId, sessionId);
  if (!session) throw sessionNotFound();
  return session;
}

export function assertActive(session: SessionRow): void {
  if (session.status !== "active") {
    throw new AppError(409, "SESSION_ENDED", "This session has ended. Start a new session to continue.");
  }
}

/**
 * Ends a session without a message (the Complete report button): the agent's closing words are
 * added, and the report is written to the project's workspace.
 */
export async function completeSession(deps: ChatDeps, userId: string, sessionId: string): Promise<AgentSessionDetail> {
  const session = await findOwnSession(deps, userId, sessionId);
  assertActive(session);
  const definition = chatAgentOf(deps.chatAgents, session.agent);
  const context = await loadConversationContext(deps, userId, session.projectId, definition);
  const closing = continueGuidedConversation(
    definition.plan,
    parseGuidedState(session.state),
    COMPLETE_REPORT_PHRASE,
    context,
  );
  await appendMessageRow(deps.db, { sessionId, role: "assistant", text: closing.reply });
  await writeSessionReport(deps, definition, userId, { ...session, state: closing.state }, context);
  return getSessionDetail(deps, userId, sessionId);
}
