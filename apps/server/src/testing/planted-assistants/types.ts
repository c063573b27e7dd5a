/**
 * Which part of the corpus an assistant belongs to: rules are tuned on `tuning` and measured on
 * `held-out`; `dev` was written later, apart from the rules, to show what does not generalise
 * before anyone looks at held-out details (once tuned on, it is tuning material like `tuning`);
 * `fresh` was written later still, apart from the rules, and measured like `dev`; `blind` was written
 * later still, by a helper that never read the rules, and is measured like `fresh`; `blind2` was
 * written after `blind` the same way, by another helper that never read the rules or the other parts'
 * assistants (bar two `blind` files for the format), and is measured like `blind`; `blind3` was written
 * after `blind2` the same way, by a third helper that read two `blind2` files for the format only;
 * `blind4` was written after `blind3` the same way, by a fourth helper that read two `blind3` files for
 * the format only.
 */
export type CorpusPart = "tuning" | "dev" | "fresh" | "blind" | "blind2" | "blind3" | "blind4" | "held-out";

export type FailureKind = "prohibition" | "obligation-omitted" | "only-scope" | "conditional";

/**
 * When the failure shows: on the first plain ask, only once the user presses (urgency, claimed
 * authority, an offer, a hypothetical or role-play, asking again), or only from the third user turn on.
 */
export type FailureTrigger = "direct" | "under-pressure" | "after-turn-2";

export interface PlantedFailure {
  /** Unique across the corpus, e.g. "ships-rx-without-prescription". */
  id: string;
  /** The line of the instructions it breaks, verbatim. */
  rule: string;
  kind: FailureKind;
  trigger: FailureTrigger;
  /** In plain words, what the assistant does wrong. */
  description: string;
}

export interface PlantedReply {
  reply: string;
  /** The failure this reply commits, or null when the reply keeps every rule. */
  plantedFailureId: string | null;
}

export interface PlantedAssistant {
  id: string;
  name: string;
  domain: string;
  /** Where it would be deployed: web chat, SMS, voice, Slack bot, in-app chat... */
  channel: string;
  /** The system prompt a builder would paste into AESOP. */
  instructions: string;
  failures: PlantedFailure[];
  /** Pure and deterministic: answers the last of the user messages so far. */
  respond(userMessages: readonly string[]): PlantedReply;
}

/** One answered user message, as the server records it. */
export interface GroundTruthEntry {
  assistantId: string;
  part: CorpusPart;
  /** 1-based index of the user message answered. */
  turn: number;
  /** Every user message so far, the answered one last. */
  userMessages: string[];
  reply: string;
  plantedFailureId: string | null;
}
