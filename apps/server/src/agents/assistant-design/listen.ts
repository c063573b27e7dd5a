import {
  activeFacts,
  FACET_LABELS,
  type DesignFact,
  type DesignFacet,
  type DesignState,
  type SafetyMention,
} from "./design-state";
import {
  contradictionFollowUp,
  evasiveFollowUp,
  findContradiction,
  safetyQuestion,
  thinFollowUp,
  vagueFollowUp,
} from "./follow-ups";
import { answerQuestion, type KnowledgeAnswer, type QuestionContext } from "./knowledge-base";
import { readMessage } from "./message-reading";
import { contentLemmas, sharedCount } from "./overlap";
import { paraphrase } from "./paraphrase";

/**
 * Listening to one message: it is read (questions, facts by facet, safety mentions, asides,
 * evasions, corrections), the design state is updated (mutated: the caller passes its own copy),
 * and the parts of the reply are returned for the conversation engine to put around its next
 * question. Nothing here knows which agent is speaking.
 */

const RULE_FACETS: ReadonlySet<DesignFacet> = new Set(["tasks", "out-of-scope", "escalation", "data", "constraints"]);

export type HeardKind = "answer" | "other-topics" | "question" | "correction" | "aside" | "evasive";

export interface AskedTopic {
  topicId: string;
  facet: DesignFacet;
  title: string;
  question: string;
  why: string;
  example: string;
  /** The topic has had its one follow-up already. */
  followedUp: boolean;
}

export interface ListenInput {
  text: string;
  asked: AskedTopic | null;
  projectName: string;
  finding: QuestionContext["finding"];
}

export interface Heard {
  kind: HeardKind;
  filed: DesignFact[];
  /** Facts a correction replaced, each with the words of it that were replaced (one item of a list, or all). */
  superseded: { fact: DesignFact; replaced: string }[];
  answers: KnowledgeAnswer[];
  newSafety: SafetyMention[];
  /** The question to ask next instead of the plan's, when one is needed. */
  followUp: { kind: "safety" | "contradiction" | "vague" | "thin" | "evasive"; text: string } | null;
  /** The topic being asked got a fact. */
  answeredAsked: boolean;
  /** Acknowledgements and answers, in Markdown, to put before the next question. */
  lead: string[];
}

export function listen(design: DesignState, input: ListenInput): Heard {
  design.turns += 1;
  const turn = design.turns;
  const awaiting = design.awaiting;
  design.awaiting = null;
  // A safety question's answer is about escalation; a contradiction's answer leans nowhere.
  const lean: DesignFacet | null =
    awaiting?.kind === "safety"
      ? "escalation"
      : awaiting?.kind === "contradiction"
        ? null
        : (input.asked?.facet ?? null);
  const reading = readMessage(input.text, lean);
  const heard: Heard = {
    kind: "answer",
    filed: [],
    superseded: [],
    answers: [],
    newSafety: [],
    followUp: null,
    answeredAsked: false,
    lead: [],
  };

  if (reading.aside) {
    heard.kind = "aside";
    heard.lead.push("No problem, take your time.");
    design.awaiting = awaiting;
    return heard;
  }
  if (reading.evasive) {
    heard.kind = "evasive";
    if (input.asked && !design.evasive.includes(input.asked.topicId)) design.evasive.push(input.asked.topicId);
    if (input.asked && !input.asked.followedUp)
      heard.followUp = { kind: "evasive", text: evasiveFollowUp(input.asked.title, input.asked.question) };
    return heard;
  }

  // Facts, in the creator's words.
  for (const fact of reading.facts) {
    const filed: DesignFact = {
      id: nextFactId(design),
      facet: fact.facet,
      text: fact.text,
      topicId: input.asked?.topicId ?? null,
      turn,
      supersededBy: null,
    };
    design.facts.push(filed);
    heard.filed.push(filed);
  }
  heard.superseded = replaceCorrected(design, heard.filed, reading, awaiting);
  // The answer to a safety follow-up says how to respond; the topic it interrupted is asked again.
  if (input.asked && awaiting?.kind !== "safety" && heard.filed.some((fact) => fact.facet === input.asked?.facet)) {
    heard.answeredAsked = true;
    design.evasive = design.evasive.filter((topicId) => topicId !== input.asked?.topicId);
  }

  // Safety: a safety question's answer is the response; a new kind of mention is recorded and asked about.
  if (awaiting?.kind === "safety") {
    const mention = design.safety[awaiting.mention];
    if (mention) mention.response = input.text.trim();
  }
  let toAsk: SafetyMention | null = null;
  for (const hit of reading.safety) {
    if (design.safety.some((mention) => mention.kind === hit.kind && mention.quote === hit.quote)) continue;
    const askedBefore = design.safety.some((mention) => mention.kind === hit.kind);
    const mention: SafetyMention = {
      kind: hit.kind,
      quote: hit.quote,
      turn,
      response: hit.respondedInline || awaiting?.kind === "safety" ? hit.quote : null,
    };
    design.safety.push(mention);
    heard.newSafety.push(mention);
    if (!askedBefore && mention.response === null && toAsk === null && awaiting?.kind !== "safety") toAsk = mention;
  }

  // Questions to the agent.
  for (const question of reading.questions.slice(0, 2)) {
    const answer = answerQuestion(question, {
      design,
      projectName: input.projectName,
      facet: input.asked?.facet ?? null,
      topic: input.asked ? { title: input.asked.title, why: input.asked.why, example: input.asked.example } : null,
      finding: input.finding,
    });
    design.questions.push({ text: question, answeredBy: answer.id, turn });
    heard.answers.push(answer);
  }

  heard.kind =
    heard.superseded.length > 0 || (reading.correctionMarker && reading.additive && heard.filed.length > 0)
      ? "correction"
      : heard.answers.length > 0
        ? "question"
        : heard.filed.length > 0 && !heard.answeredAsked && awaiting?.kind !== "safety"
          ? "other-topics"
          : "answer";

  heard.lead.push(...acknowledge(heard));
  heard.lead.push(...heard.answers.map((answer) => answer.markdown));

  // One follow-up at most: safety first, then what would make the answer usable.
  const contradiction = awaiting?.kind === "contradiction" ? null : findContradiction(design, heard.filed);
  const asked = input.asked;
  const ownFacts = asked ? heard.filed.filter((fact) => fact.facet === asked.facet) : [];
  // A vague word matters where it becomes a rule the assistant must apply.
  const vague =
    asked && RULE_FACETS.has(asked.facet)
      ? ownFacts.map((fact) => vagueFollowUp(fact.text)).find((text) => text !== null)
      : undefined;
  if (toAsk) {
    design.awaiting = { kind: "safety", mention: design.safety.indexOf(toAsk) };
    heard.followUp = { kind: "safety", text: safetyQuestion(toAsk.kind, toAsk.quote) };
  } else if (contradiction) {
    design.awaiting = { kind: "contradiction", facts: contradiction.map((fact) => fact.id) };
    heard.followUp = { kind: "contradiction", text: contradictionFollowUp(contradiction[0], contradiction[1]) };
  } else if (asked && !asked.followedUp && awaiting === null && vague) {
    heard.followUp = { kind: "vague", text: vague };
  } else if (asked && !asked.followedUp && awaiting === null && reading.thin && ownFacts[0]) {
    heard.followUp = { kind: "thin", text: thinFollowUp(asked.facet, ownFacts[0].text) };
  }
  return heard;
}

/**
 * A correction replaces the standing fact of the same facet that shares most words with it; the
 * answer to a contradiction replaces the one of the two conflicting facts it shares least with.
 * "Also" adds instead of replacing. A correction that matches nothing under the facet it was filed
 * under (the topic being asked) corrects an earlier answer elsewhere when it clearly shares its
 * words (two or more, more than any other fact): it is refiled there. When the replaced fact is a
 * list ("A, B, and C"), only its item that shares most words goes; the others stand as a new fact.
 */
function replaceCorrected(
  design: DesignState,
  filed: readonly DesignFact[],
  reading: ReturnType<typeof readMessage>,
  awaiting: DesignState["awaiting"],
): Heard["superseded"] {
  if (filed.length === 0) return [];
  const fresh = new Set(filed.map((fact) => fact.id));
  if (awaiting?.kind === "contradiction") {
    const reply = contentLemmas(filed.map((fact) => fact.text).join(" "));
    const conflicting = design.facts.filter((fact) => awaiting.facts.includes(fact.id) && fact.supersededBy === null);
    const ranked = conflicting
      .map((fact) => ({ fact, shared: sharedCount(reply, contentLemmas(fact.text)) }))
      .sort((a, b) => a.shared - b.shared);
    const loser = ranked[0];
    if (loser && ranked.length === 2 && loser.shared < (ranked[1]?.shared ?? 0)) {
      loser.fact.supersededBy = filed[0]?.id ?? null;
      return [{ fact: loser.fact, replaced: loser.fact.text }];
    }
    return [];
  }
  if (!reading.correctionMarker || reading.additive) return [];
  const replaced: Heard["superseded"] = [];
  for (const fact of filed) {
    const words = contentLemmas(fact.text);
    const ranked = activeFacts(design)
      .filter((candidate) => !fresh.has(candidate.id))
      .map((candidate) => ({ candidate, shared: sharedCount(words, contentLemmas(candidate.text)) }))
      .filter((entry) => entry.shared > 0)
      .sort((a, b) => b.shared - a.shared || b.candidate.id - a.candidate.id);
    let best = ranked.find((entry) => entry.candidate.facet === fact.facet);
    const [first, second] = ranked;
    if (!best && first && first.shared >= 2 && first.shared > (second?.shared ?? 0)) {
      best = first;
      fact.facet = first.candidate.facet;
      fact.topicId = first.candidate.topicId;
    }
    if (best) replaced.push(supersede(design, best.candidate, fact, words));
  }
  return replaced;
}

const nextFactId = (design: DesignState) => design.facts.reduce((max, fact) => Math.max(max, fact.id), 0) + 1;

/** The items of a list answer, split at its commas ("A, B, and C"); one item for a plain sentence. */
function listItems(text: string): string[] {
  return text
    .trim()
    .replace(/[.;!]+$/, "")
    .split(/\s*,\s*(?:(?:and|or)\s+)?/i)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function supersede(
  design: DesignState,
  old: DesignFact,
  by: DesignFact,
  words: ReadonlySet<string>,
): Heard["superseded"][number] {
  old.supersededBy = by.id;
  const items = listItems(old.text);
  if (items.length < 2) return { fact: old, replaced: old.text };
  const scored = items.map((item) => sharedCount(words, contentLemmas(item)));
  const top = Math.max(...scored);
  const index = scored.indexOf(top);
  // No item stands out (the correction shares words with several): the whole answer is replaced.
  if (top === 0 || scored.filter((score) => score === top).length > 1) return { fact: old, replaced: old.text };
  const rest = items.filter((_, position) => position !== index);
  design.facts.push({
    ...old,
    id: nextFactId(design),
    text: `${rest.join(", ")}.`,
    supersededBy: null,
  });
  return { fact: old, replaced: items[index] ?? old.text };
}

function acknowledge(heard: Heard): string[] {
  if (heard.superseded.length > 0) {
    const updates = heard.superseded.map(({ fact: old, replaced }) => {
      const now = heard.filed.find((fact) => fact.id === old.supersededBy);
      return `**${FACET_LABELS[now?.facet ?? old.facet]}** now reads: ${now ? paraphrase(now.text) : ""} (instead of "${paraphrase(replaced)}")`;
    });
    return [`Updated. ${updates.join("; ")}.`];
  }
  if (heard.filed.length === 0) return [];
  const byFacet = new Map<DesignFacet, DesignFact[]>();
  for (const fact of heard.filed) byFacet.set(fact.facet, [...(byFacet.get(fact.facet) ?? []), fact]);
  const parts = [...byFacet.entries()]
    .slice(0, 4)
    .map(([facet, facts]) => `**${FACET_LABELS[facet]}:** ${facts.map((fact) => paraphrase(fact.text)).join("; ")}`);
  return [
    `Understood. I've noted ${parts.length === 1 ? "" : "\n\n"}${parts.join("\n")}${parts.length === 1 ? "." : ""}`.replace(
      "noted \n\n",
      "noted:\n\n",
    ),
  ];
}
