import type { CaveDialogue, CaveSession, CaveTurn } from "@aesop/shared/contracts/cave";
import { livePath } from "./dialogue-tree";
import { failedChecks, isDialogueEnded } from "./dialogue-display";

type SessionView = Pick<CaveSession, "id" | "dialogues">;

/**
 * How much the live region says: `all` (every finished reply, failures, ends) or `problems`
 * (failures and ends only: with three dialogues running, a reply comes every second or two).
 */
export type AnnouncementLevel = "all" | "problems";
export const ANNOUNCEMENT_LEVELS: readonly AnnouncementLevel[] = ["all", "problems"];

/** A turn has finished when it is no longer streamed: a delta is never news, only the end of one. */
const finished = (turn: CaveTurn | undefined) => turn !== undefined && !turn.streaming;

/** Ended with its summary written: the outcome a sighted reader sees in the card's badges. */
const endedWithOutcome = (dialogue: CaveDialogue | undefined) =>
  dialogue !== undefined && isDialogueEnded(dialogue.status) && dialogue.summary !== null;

const checkList = (types: readonly string[]) =>
  `${types.length === 1 ? "a check" : `${types.length} checks`} failed (${types.join(", ")})`;

/**
 * What a screen reader hears when the session changes between two views of it: per dialogue, one
 * short message about what has *finished* since the previous view (a reply written to its end, a
 * check that failed, the dialogue's end), never the replies' text. "Dialogue 2: the target
 * replied.", "Dialogue 2, turn 4: a check failed (no-personal-data).", "Dialogue 2 ended: failed."
 * Nothing for the first view (no previous one) or for another session's view. Only the live branch
 * counts (the one the card shows unless the reader chose another), numbered as the card numbers it.
 * At the `problems` level, a reply with no failure is not news.
 */
export function dialogueAnnouncements(
  previous: SessionView | undefined,
  next: SessionView,
  level: AnnouncementLevel = "all",
): string[] {
  if (!previous || previous.id !== next.id) return [];
  const before = new Map(previous.dialogues.map((dialogue) => [dialogue.id, dialogue]));
  const messages: string[] = [];
  next.dialogues.forEach((dialogue, index) => {
    const message = dialogueMessage(index + 1, before.get(dialogue.id), dialogue, level);
    if (message) messages.push(message);
  });
  return messages;
}

function dialogueMessage(
  number: number,
  previous: CaveDialogue | undefined,
  next: CaveDialogue,
  level: AnnouncementLevel,
): string | null {
  const earlier = new Map((previous?.turns ?? []).map((turn) => [turn.id, turn]));
  const name = `Dialogue ${number}`;
  let quietReplies = 0;
  const sentences: string[] = [];

  livePath(next.turns, next.headTurnId).forEach((turn, position) => {
    const old = earlier.get(turn.id);
    // Written to its end since the last view (a short turn can appear already finished).
    const ended = finished(turn) && !finished(old);
    const replied = level === "all" && ended && turn.role === "assistant" && turn.error === null;
    const news: string[] = [];
    if (ended && turn.error !== null)
      news.push(turn.role === "assistant" ? "the target's reply failed" : "the evaluator's message failed");
    const failedBefore = new Set(failedChecks(old ?? { checks: [] }).map((check) => check.type));
    const failedNow = [...new Set(failedChecks(turn).map((check) => check.type))].filter((t) => !failedBefore.has(t));
    if (failedNow.length > 0) news.push(checkList(failedNow));
    if (news.length === 0) {
      if (replied) quietReplies += 1;
      return;
    }
    sentences.push(
      `${name}, turn ${position + 1}: ${[...(replied ? ["the target replied"] : []), ...news].join("; ")}.`,
    );
  });

  // A reply with no other news says only that it came (its turn number is on screen): one per view.
  if (quietReplies > 0) sentences.unshift(`${name}: the target replied.`);
  if (next.summary && endedWithOutcome(next) && !endedWithOutcome(previous)) {
    sentences.push(`${name} ended: ${next.summary.outcome}.`);
  }
  return sentences.length > 0 ? sentences.join(" ") : null;
}
