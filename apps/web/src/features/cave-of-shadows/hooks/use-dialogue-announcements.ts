import { useState } from "react";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import { dialogueAnnouncements, type AnnouncementLevel } from "../utils/dialogue-announcements";

/** The last few announcements stay in the region: a reader who comes to it late can still read them. */
const KEPT = 5;

export interface Announcement {
  id: number;
  text: string;
}

/**
 * What the session page's live region says: one entry per view of the session that brought news
 * (every dialogue's news of that refetch in one message), none for the view the page first shows.
 * Each entry is a new node, so a screen reader reads it even when it says what the last one said.
 */
export function useDialogueAnnouncements(
  session: CaveSession | undefined,
  level: AnnouncementLevel,
): readonly Announcement[] {
  const [seen, setSeen] = useState(session);
  const [entries, setEntries] = useState<readonly Announcement[]>([]);
  // Derived while rendering from the view before (React's "storing information from previous renders").
  if (session && session !== seen) {
    setSeen(session);
    const messages = dialogueAnnouncements(seen, session, level);
    if (messages.length > 0) {
      setEntries((current) => [
        ...current.slice(1 - KEPT),
        { id: (current.at(-1)?.id ?? 0) + 1, text: messages.join(" ") },
      ]);
    }
  }
  return entries;
}
