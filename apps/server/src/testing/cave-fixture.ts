import { caveSessionSchema, type CaveSession } from "@aesop/shared/contracts/cave";
import type { Client } from "./accounts";

export const sessionsPath = (projectId: string) => `/api/projects/${projectId}/cave-sessions`;

/**
 * Starts a session at the fast pace unless `body` names one: the suites and the benchmark do not
 * wait the 1.5 s a person gets between guided turns.
 */
export async function startSession(client: Client, projectId: string, body: Record<string, unknown>) {
  const response = await client.request(sessionsPath(projectId), { json: { pace: "fast", ...body } });
  if (response.status !== 201) throw new Error(`start failed: ${response.status} ${await response.text()}`);
  return caveSessionSchema.parse(await response.json());
}

export async function readSession(client: Client, projectId: string, sessionId: string): Promise<CaveSession> {
  const response = await client.request(`${sessionsPath(projectId)}/${sessionId}`);
  if (response.status !== 200) throw new Error(`session: ${response.status} ${await response.text()}`);
  return caveSessionSchema.parse(await response.json());
}

/** Polls the session until `until` holds (its exchanges run in jobs in the background). */
export async function waitForSession(
  client: Client,
  projectId: string,
  sessionId: string,
  until: (session: CaveSession) => boolean = (session) => session.status === "ended" && session.reportId !== null,
  timeoutMs = 30_000,
): Promise<CaveSession> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const session = await readSession(client, projectId, sessionId);
    if (until(session)) return session;
    if (Date.now() > deadline) {
      throw new Error(
        `session ${sessionId}: ${JSON.stringify(session.dialogues.map((d) => [d.status, d.turns.length]))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The live branch of a dialogue, root first. */
export function livePath(dialogue: CaveSession["dialogues"][number]) {
  const byId = new Map(dialogue.turns.map((turn) => [turn.id, turn]));
  const path = [];
  for (let turn = dialogue.headTurnId ? byId.get(dialogue.headTurnId) : undefined; turn;) {
    path.unshift(turn);
    turn = turn.parentId ? byId.get(turn.parentId) : undefined;
  }
  return path;
}

export async function control(
  client: Client,
  projectId: string,
  sessionId: string,
  dialogueId: string,
  action: string,
  json?: Record<string, unknown>,
) {
  return client.request(`${sessionsPath(projectId)}/${sessionId}/dialogues/${dialogueId}/${action}`, {
    method: "POST",
    ...(json ? { json } : {}),
  });
}
