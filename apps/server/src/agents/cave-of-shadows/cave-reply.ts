import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { findDialogueRow, findSessionRow, findTurnRow, listTurnRows } from "./cave.queries";
import { pathTo } from "./cave-transcript";

/**
 * One turn of one of the user's Cave dialogues in a project, with its dialogue's plan and summary
 * and its number among the assistant's replies on its branch: what "Propose a fix" reads of a
 * failed reply (agents/eval/fixes, issue 38). Not found unless the session is the user's and in
 * the project.
 */
export async function findCaveTurn(db: Database, userId: string, projectId: string, sessionId: string, turnId: string) {
  const session = await findSessionRow(db, userId, sessionId);
  if (!session || session.projectId !== projectId) throw notFound("Cave session not found");
  const turn = await findTurnRow(db, turnId);
  const dialogue = turn ? await findDialogueRow(db, turn.dialogueId) : undefined;
  if (!turn || !dialogue || dialogue.sessionId !== session.id) throw notFound("Cave turn not found");
  const branch = pathTo(await listTurnRows(db, [dialogue.id]), turn.id);
  return {
    turn,
    replyNumber: branch.filter((candidate) => candidate.role === "assistant").length,
    scenario: dialogue.plan.scenario,
    summary: dialogue.summary,
  };
}
