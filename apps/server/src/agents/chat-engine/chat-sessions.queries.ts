import { and, desc, eq, sql } from "drizzle-orm";
import type { ChatAgent } from "@aesop/shared/contracts/agents";
import type { Database } from "../../db/client";
import { agentMessages, agentSessions } from "../../db/schema/index";

export type SessionRow = typeof agentSessions.$inferSelect;
export type MessageRow = typeof agentMessages.$inferSelect;

const messageCount = sql<number>`(select count(*)::int from ${agentMessages} where ${agentMessages.sessionId} = ${agentSessions.id})`;

export async function listSessionRows(
  db: Database,
  userId: string,
  projectId: string,
  agent: ChatAgent,
): Promise<Array<SessionRow & { messageCount: number }>> {
  return db
    .select({ ...sessionColumns(), messageCount })
    .from(agentSessions)
    .where(
      and(eq(agentSessions.userId, userId), eq(agentSessions.projectId, projectId), eq(agentSessions.agent, agent)),
    )
    .orderBy(desc(agentSessions.createdAt));
}

/** Only the owner's: another user's session does not exist for them. */
export async function findSessionRow(db: Database, userId: string, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(agentSessions)
    .where(and(eq(agentSessions.id, id), eq(agentSessions.userId, userId)));
  return row;
}

export async function insertSessionRow(db: Database, row: typeof agentSessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(agentSessions).values(row).returning();
  if (!inserted) throw new Error("session insert returned no row");
  return inserted;
}

export async function updateSessionRow(
  db: Database,
  id: string,
  changes: Partial<Pick<SessionRow, "status" | "state" | "timeframe" | "title" | "usage" | "reportId">>,
): Promise<SessionRow> {
  const [row] = await db
    .update(agentSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(agentSessions.id, id))
    .returning();
  if (!row) throw new Error("session update returned no row");
  return row;
}

export async function listMessageRows(db: Database, sessionId: string): Promise<MessageRow[]> {
  return db.select().from(agentMessages).where(eq(agentMessages.sessionId, sessionId)).orderBy(agentMessages.seq);
}

export async function appendMessageRow(
  db: Database,
  message: Omit<typeof agentMessages.$inferInsert, "seq">,
): Promise<MessageRow> {
  // The next number of the session, in the insert itself: one round trip on every chat turn.
  const nextSeq = sql<number>`(select coalesce(max(${agentMessages.seq}), 0) + 1 from ${agentMessages} where ${agentMessages.sessionId} = ${message.sessionId})`;
  const [row] = await db
    .insert(agentMessages)
    .values({ ...message, seq: nextSeq })
    .returning();
  if (!row) throw new Error("message insert returned no row");
  return row;
}

export async function deleteMessageRow(db: Database, id: string): Promise<void> {
  await db.delete(agentMessages).where(eq(agentMessages.id, id));
}

function sessionColumns() {
  const { id, userId, projectId, agent, status, mode, timeframe, state, title, usage, reportId, createdAt, updatedAt } =
    agentSessions;
  return { id, userId, projectId, agent, status, mode, timeframe, state, title, usage, reportId, createdAt, updatedAt };
}
