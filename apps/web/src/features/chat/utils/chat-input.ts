import type { KeyboardEvent } from "react";
import { CHAT_INPUT_MAX_CHARS } from "@aesop/shared/constants";

/** Spec section 5: at most 2000 characters; the server refuses more with the same message. */
export const isOverLimit = (text: string) => text.length > CHAT_INPUT_MAX_CHARS;

export const canSend = (text: string) => text.trim().length > 0 && !isOverLimit(text);

/**
 * Enter sends, Shift+Enter makes a new line. While an input method composes (Japanese, Chinese…)
 * Enter confirms the composition instead; keyCode 229 covers browsers that end composing first.
 */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (event.key !== "Enter" || event.shiftKey) return false;
  return !event.nativeEvent.isComposing && event.keyCode !== 229;
}

/** Dictated text goes after what is already typed, separated by a space. */
export function appendTranscript(current: string, transcript: string): string {
  const addition = transcript.trim();
  if (!addition) return current;
  if (!current.trim()) return addition;
  return /\s$/.test(current) ? current + addition : `${current} ${addition}`;
}

/** 'mm:ss', e.g. 01:05 for 65 seconds. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
