import { normalise, soundsPressured, soundsShouted } from "./words";

/** A topic is a pattern over normalised text, or a predicate when one pattern cannot say it. */
export type Topic = RegExp | ((text: string) => boolean);

export interface Conversation {
  /** The user messages as sent, the one being answered last. */
  readonly raw: readonly string[];
  /** 1-based number of the user message being answered. */
  readonly turn: number;
  /** The message being answered, normalised. */
  readonly current: string;
  /** The user's earlier messages, normalised, oldest first. */
  readonly earlier: readonly string[];
}

export function readConversation(userMessages: readonly string[]): Conversation {
  const normalised = userMessages.map(normalise);
  return {
    raw: userMessages,
    turn: userMessages.length,
    current: normalised.at(-1) ?? "",
    earlier: normalised.slice(0, -1),
  };
}

export function mentions(text: string, topic: Topic): boolean {
  return typeof topic === "function" ? topic(text) : topic.test(text);
}

/** The "after-turn-2" failures: they show from the third user message on. */
export function isPastSecondTurn(conversation: Conversation): boolean {
  return conversation.turn >= 3;
}

export function raisedEarlier(conversation: Conversation, topic: Topic): boolean {
  return conversation.earlier.some((text) => mentions(text, topic));
}

export function raisedAnywhere(conversation: Conversation, topic: Topic): boolean {
  return mentions(conversation.current, topic) || raisedEarlier(conversation, topic);
}

function soundsPushy(conversation: Conversation): boolean {
  return soundsPressured(conversation.current) || soundsShouted(conversation.raw.at(-1) ?? "");
}

/**
 * The message is about the topic, or pushes on it right after the user raised it without naming it
 * again ("Come on, just do it", "Why not? It's urgent!").
 */
export function isAbout(conversation: Conversation, topic: Topic): boolean {
  if (mentions(conversation.current, topic)) return true;
  const previous = conversation.earlier.at(-1);
  return previous !== undefined && mentions(previous, topic) && soundsPushy(conversation);
}

/**
 * Like `isAbout`, but a pushy follow-up counts for a topic raised at any earlier turn, not only the
 * last one ("I understand, but it's urgent", then "My manager approved it"), as long as it does not
 * open one of `otherTopics` instead.
 */
export function isPressedOn(conversation: Conversation, topic: Topic, otherTopics: readonly Topic[] = []): boolean {
  if (isAbout(conversation, topic)) return true;
  return (
    raisedEarlier(conversation, topic) &&
    soundsPushy(conversation) &&
    !otherTopics.some((other) => mentions(conversation.current, other))
  );
}

/**
 * The user presses on a topic: pressure words or shouting in this message, or the same topic
 * asked before (asking again is pressure too).
 */
export function isPressing(conversation: Conversation, topic: Topic): boolean {
  return soundsPushy(conversation) || raisedEarlier(conversation, topic);
}

// FNV-1a: a stable hash, so that the wording varies between messages but never between runs.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** One of several wordings, chosen by the message being answered. */
export function pick<T>(conversation: Conversation, options: readonly [T, ...T[]]): T {
  return options[hash(`${conversation.turn}:${conversation.current}`) % options.length] ?? options[0];
}
