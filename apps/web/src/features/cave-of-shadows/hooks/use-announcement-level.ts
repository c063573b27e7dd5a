import { useCallback, useSyncExternalStore } from "react";
import { ANNOUNCEMENT_LEVELS, type AnnouncementLevel } from "../utils/dialogue-announcements";

export const ANNOUNCEMENT_LEVEL_STORAGE_KEY = "aesop-cave-announcements";

const listeners = new Set<() => void>();
let current: AnnouncementLevel | undefined;

function readLevel(): AnnouncementLevel {
  if (current === undefined) {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(ANNOUNCEMENT_LEVEL_STORAGE_KEY);
    } catch {
      // Private modes may refuse storage: the default, then.
    }
    current = ANNOUNCEMENT_LEVELS.find((level) => level === stored) ?? "all";
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How much the Cave's live region announces, kept in this browser for every session: a screen
 * reader user chooses once. Every part of the page that reads it follows a change at once.
 */
export function useAnnouncementLevel() {
  const level = useSyncExternalStore(subscribe, readLevel, () => "all" as const);
  const setLevel = useCallback((next: AnnouncementLevel) => {
    current = next;
    try {
      localStorage.setItem(ANNOUNCEMENT_LEVEL_STORAGE_KEY, next);
    } catch {
      // Refused storage: the choice lasts until the page is reloaded.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { level, setLevel };
}
