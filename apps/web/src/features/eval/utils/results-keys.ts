/**
 * The results view's keyboard: j/k or ArrowDown/ArrowUp step between the scenarios shown, "/" goes
 * to the search box. A key
 * typed into a field is the field's (no shortcut fires while typing), and a key with a modifier is
 * the browser's or the screen reader's.
 */

export type ResultsKeyAction = { kind: "step"; delta: 1 | -1 } | { kind: "search" } | null;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** An element that takes typed text: an input (not a checkbox or radio), a textarea, a select, or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !["checkbox", "radio", "button", "submit", "reset"].includes(target.type);
  return false;
}

/**
 * What a key press asks of the results view. The arrows step only when the reader is already among
 * the scenarios (`inResults`: a row has focus or the panel is open), so that elsewhere they still scroll.
 */
export function resultsKeyAction(event: KeyLike, inResults: boolean): ResultsKeyAction {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
  if (event.key === "/") return { kind: "search" };
  if (event.key === "j" || (inResults && event.key === "ArrowDown")) return { kind: "step", delta: 1 };
  if (event.key === "k" || (inResults && event.key === "ArrowUp")) return { kind: "step", delta: -1 };
  return null;
}

/** The id `delta` away from `current` in `ids`, held at the ends; the first (or last) when `current` is not shown. */
export function stepScenario(ids: readonly string[], current: string | undefined, delta: 1 | -1): string | undefined {
  if (ids.length === 0) return undefined;
  const at = current === undefined ? -1 : ids.indexOf(current);
  if (at === -1) return delta === 1 ? ids[0] : ids.at(-1);
  return ids[Math.min(ids.length - 1, Math.max(0, at + delta))];
}
