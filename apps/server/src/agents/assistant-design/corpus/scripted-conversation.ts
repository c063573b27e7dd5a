import type { DomainId } from "../../ethos/index";
import type { DesignFacet, SafetyKind } from "../design-state";
import type { KnowledgeId } from "../knowledge-ids";

/**
 * A scripted guided conversation with what the agent should understand at each turn. Written
 * before the rules that read them (docs/decisions/0020): the labels say what a careful human
 * interviewer would have understood, not what the rules happen to do.
 */

export type ExpectedKind = "answer" | "other-topics" | "question" | "command" | "correction" | "aside";

/** What the agent should do next besides moving on: one specific follow-up, or the safety question. */
export type ExpectedFollowUp = "thin" | "vague" | "contradiction" | "evasive" | "safety";

export interface ScriptedTurn {
  say: string;
  kind: ExpectedKind;
  /** Facts understood from this message: [facet it is filed under, words of the user's it holds]. */
  facts?: ReadonlyArray<readonly [DesignFacet, string]>;
  /** Words of earlier facts this message corrected: no active fact may hold them afterwards. */
  gone?: readonly string[];
  /** Safety mentions: [kind, the user's words that must be recorded as a risk]. */
  safety?: ReadonlyArray<readonly [SafetyKind, string]>;
  /** A question to the agent: the knowledge entry that answers it. */
  knowledge?: KnowledgeId;
  followUp?: ExpectedFollowUp;
}

export interface ScriptedConversation {
  id: string;
  agent: "ideation" | "interview";
  projectName: string;
  /** The domain whose examples the agent's answers should use, or null when none fits. */
  domain: DomainId | null;
  /** Ideation only: the timeframe chosen first. */
  timeframe?: "5" | "15" | "30";
  turns: readonly ScriptedTurn[];
  /** Every fact a draft needs was given: the draft's rules must hold no placeholder. */
  complete?: boolean;
}
