import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Opens the session page at the turn its URL's hash names (a link from the judge agreement, decision
 * 0079): once the session has loaded, the turn is scrolled into view and focused, once per hash. A
 * turn on a branch not on screen is not there to open; the page stays at its top.
 */
export function useOpenAtTurn(loaded: boolean) {
  const { hash } = useLocation();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || !hash.startsWith("#turn-") || opened.current === hash) return;
    const turn = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!turn) return;
    opened.current = hash;
    turn.scrollIntoView({ block: "center" });
    turn.focus({ preventScroll: true });
  }, [loaded, hash]);
}
