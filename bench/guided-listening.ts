import {
  measureHeldOutConversations,
  measureTuningConversations,
  type ConversationMetrics,
} from "../apps/server/src/agents/assistant-design/corpus/conversation-metrics";

/**
 * Issue 16: the guided Ideation and Interview Agents listening to the scripted conversations
 * (docs/decisions/0020), tuning and held-out parts apart. Targets: facts under the right topic
 * >= 90%, safety mentions captured 100%, questions answered 100%, no placeholder left in the draft
 * of a complete conversation; reply time per turn as measured.
 */

export interface GuidedListeningReport {
  tuning: Omit<ConversationMetrics, "misses"> & { misses: number };
  heldOut: Omit<ConversationMetrics, "misses"> & { misses: number };
  summary: string;
}

export function measureGuidedListening(): GuidedListeningReport {
  const tuning = measureTuningConversations();
  const heldOut = measureHeldOutConversations();
  return {
    tuning: { ...tuning, misses: tuning.misses.length },
    heldOut: { ...heldOut, misses: heldOut.misses.length },
    summary: [format("Guided listening, tuning part", tuning), format("Guided listening, held-out part", heldOut)].join(
      "\n",
    ),
  };
}

function format(title: string, metrics: ConversationMetrics): string {
  const pct = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
  return [
    `${title} (${metrics.conversations} conversations, ${metrics.turns} turns)`,
    `  facts under the right topic  ${pct(metrics.facts.rate)} (${metrics.facts.filedRight}/${metrics.facts.expected}; target >= 90%)`,
    `  safety mentions captured     ${pct(metrics.safety.rate)} (${metrics.safety.captured}/${metrics.safety.expected}; asked how to respond ${metrics.safety.asked}/${metrics.safety.askExpected})`,
    `  questions answered           ${pct(metrics.questions.rate)} (${metrics.questions.answered}/${metrics.questions.expected}; right entry ${metrics.questions.rightEntry})`,
    `  corrections applied          ${metrics.corrections.applied}/${metrics.corrections.expected}`,
    `  follow-ups that fit          ${metrics.followUps.matched}/${metrics.followUps.expected} (${metrics.followUps.unexpected} unexpected)`,
    `  messages read as labelled    ${pct(metrics.kinds.rate)}`,
    `  placeholders left            ${metrics.placeholders.left} in ${metrics.placeholders.completeConversations} complete conversations`,
    `  reply time per turn          median ${metrics.replyMs.median} ms, p95 ${metrics.replyMs.p95} ms`,
  ].join("\n");
}
