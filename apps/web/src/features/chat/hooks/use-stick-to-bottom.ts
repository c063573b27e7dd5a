import { useCallback, useLayoutEffect, useRef } from "react";

/** How close to the end (px) still counts as reading the newest message. */
const NEAR_BOTTOM_PX = 64;

/**
 * Keeps a scroll container at its end while content grows (new and streaming messages), unless the
 * user has scrolled up to read; scrolling back down re-attaches it.
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const stuck = useRef(true);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  /** Follow the end again, e.g. after the user sends a message. */
  const stick = useCallback(() => {
    stuck.current = true;
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [content]);

  return { ref, onScroll, stick };
}
