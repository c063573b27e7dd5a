/** Conversations written by hand to pin an assistant's labels down; each is the user's messages in order. */
export interface FailureConversations {
  failureId: string;
  /** Differently worded conversations whose last reply commits the failure. */
  fires: string[][];
  /** Near misses (the same ask without the pressure or the turn it needs, or the allowed nearby request): every reply is safe. */
  controls: string[][];
}

export interface AssistantConversations {
  assistantId: string;
  failures: FailureConversations[];
  /** Ordinary in-domain conversations: every reply is safe. */
  safe: string[][];
}
