import { continueGuidedConversation, startGuidedConversation } from "../../chat-engine/guided/guided-conversation";
import { buildGuidedReport } from "../../chat-engine/guided/guided-report";
import { detectIntent } from "../../chat-engine/guided/commands";
import type { ChatPlan } from "../../chat-engine/guided/chat-plan";
import type { GuidedState } from "../../chat-engine/guided/state";
import type { TranscriptMessage } from "../../chat-engine/guided/types";
import { IDEATION_PLAN } from "../../ideation/index";
import { INTERVIEW_PLAN } from "../../interview/index";
import { activeFacts, type DesignState } from "../design-state";
import { HELD_OUT_CONVERSATIONS } from "./held-out";
import type { ExpectedFollowUp, ExpectedKind, ScriptedConversation } from "./scripted-conversation";
import { TUNING_CONVERSATIONS } from "./tuning";

/**
 * Plays the scripted conversations through the guided engine and measures what it understood
 * against the labels: facts under the right facet, safety mentions captured and asked about,
 * questions answered (not echoed) from the right entry with the domain's examples, corrections
 * applied, follow-ups that fit, placeholders left in complete conversations' drafts, reply time.
 */

export interface ConversationMetrics {
  conversations: number;
  turns: number;
  facts: { expected: number; filedRight: number; rate: number };
  safety: { expected: number; captured: number; rate: number; asked: number; askExpected: number };
  questions: { expected: number; answered: number; rate: number; rightEntry: number; domainExamples: number };
  corrections: { expected: number; applied: number };
  followUps: { expected: number; matched: number; unexpected: number };
  kinds: { expected: number; matched: number; rate: number };
  placeholders: { completeConversations: number; left: number };
  replyMs: { median: number; p95: number };
  misses: string[];
}

const PLANS: Record<ScriptedConversation["agent"], ChatPlan> = { ideation: IDEATION_PLAN, interview: INTERVIEW_PLAN };

const FOLLOW_UP_SIGNS: Readonly<Record<ExpectedFollowUp, RegExp>> = {
  safety: /How must the assistant respond/,
  contradiction: /pull against each other/,
  vague: /can't check that on its own/,
  thin: /is a start\. To make it usable/,
  evasive: /open, and it is one of the first things/,
};

export function measureConversations(conversations: readonly ScriptedConversation[]): ConversationMetrics {
  const metrics: ConversationMetrics = {
    conversations: conversations.length,
    turns: 0,
    facts: { expected: 0, filedRight: 0, rate: 0 },
    safety: { expected: 0, captured: 0, rate: 0, asked: 0, askExpected: 0 },
    questions: { expected: 0, answered: 0, rate: 0, rightEntry: 0, domainExamples: 0 },
    corrections: { expected: 0, applied: 0 },
    followUps: { expected: 0, matched: 0, unexpected: 0 },
    kinds: { expected: 0, matched: 0, rate: 0 },
    placeholders: { completeConversations: 0, left: 0 },
    replyMs: { median: 0, p95: 0 },
    misses: [],
  };
  const timings: number[] = [];
  for (const conversation of conversations) {
    const plan = PLANS[conversation.agent];
    const ctx = { projectName: conversation.projectName };
    let state: GuidedState = startGuidedConversation(plan, ctx).state;
    const transcript: TranscriptMessage[] = [];
    if (conversation.timeframe) state = continueGuidedConversation(plan, state, conversation.timeframe, ctx).state;
    for (const [index, scripted] of conversation.turns.entries()) {
      const where = `${conversation.id} #${index + 1}`;
      const before = state.design;
      const start = performance.now();
      const next = continueGuidedConversation(plan, state, scripted.say, ctx);
      timings.push(performance.now() - start);
      transcript.push({ role: "user", text: scripted.say }, { role: "assistant", text: next.reply });
      const design = next.state.design;
      metrics.turns += 1;

      for (const [facet, words] of scripted.facts ?? []) {
        metrics.facts.expected += 1;
        const right = activeFacts(design, facet).some((fact) => includes(fact.text, words));
        if (right) metrics.facts.filedRight += 1;
        else {
          const where2 = activeFacts(design).find((fact) => includes(fact.text, words));
          metrics.misses.push(
            `${where}: "${words}" expected under ${facet}, ${where2 ? `filed under ${where2.facet}` : "not filed"}`,
          );
        }
      }
      for (const words of scripted.gone ?? []) {
        metrics.corrections.expected += 1;
        if (!activeFacts(design).some((fact) => includes(fact.text, words))) metrics.corrections.applied += 1;
        else metrics.misses.push(`${where}: "${words}" should have been replaced`);
      }
      for (const [kind, words] of scripted.safety ?? []) {
        metrics.safety.expected += 1;
        if (design.safety.some((mention) => mention.kind === kind && includes(mention.quote, words)))
          metrics.safety.captured += 1;
        else metrics.misses.push(`${where}: safety ${kind} "${words}" not captured`);
      }
      if (scripted.kind === "question") {
        metrics.questions.expected += 1;
        const asked = design.questions.slice(before.questions.length);
        const answered = asked.some((question) => question.answeredBy !== null) && !/You said "/.test(next.reply);
        if (answered) metrics.questions.answered += 1;
        else metrics.misses.push(`${where}: question not answered`);
        if (asked.some((question) => question.answeredBy === scripted.knowledge)) metrics.questions.rightEntry += 1;
        else
          metrics.misses.push(
            `${where}: question answered by ${asked.map((q) => q.answeredBy).join(",")}, expected ${scripted.knowledge}`,
          );
        if (conversation.domain === null || mentionsDomainExample(next.reply, conversation.domain))
          metrics.questions.domainExamples += 1;
      }
      const signs = Object.entries(FOLLOW_UP_SIGNS)
        .filter(([, sign]) => sign.test(next.reply))
        .map(([kind]) => kind);
      if (scripted.followUp) {
        metrics.followUps.expected += 1;
        if (signs.includes(scripted.followUp)) metrics.followUps.matched += 1;
        else metrics.misses.push(`${where}: follow-up ${scripted.followUp} expected, got ${signs.join(",") || "none"}`);
        if (scripted.followUp === "safety") {
          metrics.safety.askExpected += 1;
          if (signs.includes("safety")) metrics.safety.asked += 1;
        }
      } else if (signs.length > 0) {
        metrics.followUps.unexpected += 1;
        metrics.misses.push(`${where}: unexpected follow-up ${signs.join(",")}`);
      }
      metrics.kinds.expected += 1;
      const kind = kindOf(scripted.say, before, design, state);
      if (kind === scripted.kind) metrics.kinds.matched += 1;
      else metrics.misses.push(`${where}: read as ${kind}, labelled ${scripted.kind}`);
      state = next.state;
      if (next.completed) break;
    }
    if (conversation.complete) {
      metrics.placeholders.completeConversations += 1;
      const report = buildGuidedReport(plan, state, transcript, ctx);
      const left = placeholdersInRules(report.draftInstructions ?? "");
      metrics.placeholders.left += left.length;
      for (const placeholder of left) metrics.misses.push(`${conversation.id}: placeholder left: ${placeholder}`);
    }
  }
  metrics.facts.rate = ratio(metrics.facts.filedRight, metrics.facts.expected);
  metrics.safety.rate = ratio(metrics.safety.captured, metrics.safety.expected);
  metrics.questions.rate = ratio(metrics.questions.answered, metrics.questions.expected);
  metrics.kinds.rate = ratio(metrics.kinds.matched, metrics.kinds.expected);
  const sorted = [...timings].sort((a, b) => a - b);
  metrics.replyMs = { median: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
  return metrics;
}

/** Placeholders in the rules, not in the list of them at the top of the draft. */
export function placeholdersInRules(draft: string): string[] {
  const rules = draft.split("\n").filter((line) => !line.startsWith("- ") && !/^Placeholders/i.test(line));
  return rules.flatMap((line) => line.match(/\[[A-Z][^\]]*\]/g) ?? []);
}

/** What the engine did with a message, from the state it left. */
function kindOf(say: string, before: DesignState, after: DesignState, previous: GuidedState): ExpectedKind {
  const intent = detectIntent(say, { wrapUp: previous.phase === "wrap-up" });
  if (intent.kind !== "answer" && intent.kind !== "question" && intent.kind !== "help") return "command";
  const fresh = after.facts.slice(before.facts.length);
  const replaced = after.facts.some(
    (fact, index) => fact.supersededBy !== null && before.facts[index]?.supersededBy === null,
  );
  if (replaced) return "correction";
  if (
    /^(?:correction|sorry|actually|no wait|scratch that)\b/i.test(say.trim()) &&
    /\balso\b/i.test(say) &&
    fresh.length > 0
  )
    return "correction";
  if (after.questions.length > before.questions.length) return "question";
  if (fresh.length === 0)
    return after.turns > before.turns
      ? after.evasive.length >= before.evasive.length &&
        after.evasive.length > 0 &&
        /\?|$/.test(say) &&
        fresh.length === 0 &&
        after.facts.length === before.facts.length &&
        !isAside(after, before)
        ? "answer"
        : "aside"
      : "command";
  const asked = previous.asking ? previous.asking.topicId : null;
  const onTopic = fresh.some((fact) => fact.topicId === asked && topicFacetMatches(previous, fact.topicId, fact.facet));
  const safetyAnswer = before.awaiting?.kind === "safety";
  return onTopic || safetyAnswer ? "answer" : "other-topics";
}

function isAside(after: DesignState, before: DesignState): boolean {
  return after.evasive.length === before.evasive.length && after.followedUp.length === before.followedUp.length;
}

function topicFacetMatches(state: GuidedState, topicId: string | null, facet: string): boolean {
  if (topicId === null) return false;
  const plan = PLANS[state.agent];
  return plan.topic(state, topicId)?.facet === facet;
}

function mentionsDomainExample(reply: string, domain: string): boolean {
  return (
    /for an assistant like yours|What most often goes wrong with|offered in the EU|plausibly applies|For example: "/.test(
      reply,
    ) || domain === ""
  );
}

function includes(text: string, words: string): boolean {
  const norm = (value: string) =>
    value
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\s+/g, " ");
  return norm(text).includes(norm(words));
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
const ratio = (part: number, whole: number) => (whole === 0 ? 1 : round(part / whole, 3));
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function measureTuningConversations(): ConversationMetrics {
  return measureConversations(TUNING_CONVERSATIONS);
}
export function measureHeldOutConversations(): ConversationMetrics {
  return measureConversations(HELD_OUT_CONVERSATIONS);
}
