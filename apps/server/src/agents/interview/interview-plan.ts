import { gapsByImportance, RUBRIC } from "../instructions-review/index";
import type { InstructionsAudit } from "../instructions-review/index";
import type { DesignFacet } from "../assistant-design/index";
import type { PlanTopic } from "../chat-engine/guided/plan-topic";
import type { InterviewGap } from "../chat-engine/guided/state";

/**
 * The Interview Agent's written plan: a structured deep dive in fixed sections. When the project's
 * instructions have been reviewed, questions about the gaps the review found come right after the
 * intent section, quoting the lines concerned.
 */

export const INTERVIEW_SECTIONS: readonly PlanTopic[] = [
  {
    id: "intent",
    facet: "purpose",
    title: "Intent",
    question: "What do you intend this assistant to do, and why does it matter to you and to its users?",
    followUps: [
      "What is outside its intent, even if users ask for it?",
      "What made you decide to build it, and what did people do before it existed?",
    ],
    why: "The intent is the yardstick for every other answer: a risk only matters relative to what the assistant is meant to do.",
    example:
      "Help tenants understand their rights in a dispute with a landlord, so that they know their options before they call an adviser.",
  },
  {
    id: "users-stakes",
    facet: "users",
    title: "Users and stakes",
    question: "Who uses it, and what is at stake for them if it gives a wrong or harmful answer?",
    followUps: [
      "Which users are the most vulnerable, and what would harm them most?",
      "Who else is affected by its answers, beyond the person chatting?",
    ],
    why: "The same mistake is a nuisance for one user and a disaster for another. The stakes decide how careful each rule must be.",
    example:
      "Tenants facing eviction, often stressed and with no legal background; a wrong answer could make them miss a legal deadline.",
  },
  {
    id: "known-risks",
    facet: "risks",
    title: "Known risks",
    question: "Which risks do you already know about, and what have you done about each one?",
    followUps: ["Which risk worries you most, and why?", "Have you seen any of them happen in testing?"],
    why: "Known risks are the first things testers will check, and writing down what was done about each shows where the gaps are.",
    example:
      "It might state the law of the wrong country; we added a rule to ask which country the tenant lives in first.",
  },
  {
    id: "data",
    facet: "data",
    title: "Data",
    question: "What data does the assistant see, store or send elsewhere, including what users type into it?",
    followUps: [
      "Who can read the conversations, and how long are they kept?",
      "What should it do when a user shares something private, such as a password or health details?",
    ],
    why: "Data the assistant sees is data you are responsible for. Knowing where it goes is the start of protecting users and meeting data-protection law.",
    example:
      "Messages go to our model provider and are kept for 30 days for abuse monitoring; we never ask for names or addresses.",
  },
  {
    id: "failure-modes",
    facet: "risks",
    title: "Failure modes",
    question:
      "How could the assistant fail: a wrong answer, a refusal it should not make, being tricked into ignoring its rules? Which failure would be worst?",
    followUps: [
      "How would you find out that it failed, and how quickly?",
      "What happens when it is asked something it does not know?",
    ],
    why: "Every assistant fails sometimes. Knowing how it fails, and how you would notice, decides whether a failure is caught or repeated.",
    example:
      "The worst failure is a confident but wrong deadline; we would only notice if a user complained, which is too late.",
  },
  {
    id: "escalation",
    facet: "escalation",
    title: "Escalation",
    question: "When should the assistant hand over to a human or point to emergency help, and who is that human?",
    followUps: [
      "Which crisis line or emergency number applies where your users live?",
      "What happens outside working hours?",
    ],
    why: "Some conversations need a person. Saying when and to whom the assistant hands over keeps users from being stuck with a machine at the worst moment.",
    example:
      "If a tenant is locked out or threatened, it gives the emergency number and our advice line; the advice line is staffed 9 to 5, so it gives Shelter's number after hours.",
  },
  {
    id: "success",
    facet: "success",
    title: "How success is judged",
    question: "How will you judge whether the assistant is a success and safe enough to keep running?",
    followUps: [
      "Which result would make you pause it or switch it off?",
      "Who reviews conversations after launch, and how often?",
    ],
    why: "A clear measure of success, and of failure, is what turns testing into a decision rather than an impression.",
    example: "Fewer than 1 in 100 answers flagged as wrong by our advisers in a monthly review of 200 conversations.",
  },
];

/** Where an answer about a review's dimension belongs in the design. */
const GAP_FACETS: Readonly<Record<string, DesignFacet>> = {
  purpose: "purpose",
  audience: "users",
  scope: "tasks",
  "refusal-style": "out-of-scope",
  "safety-escalation": "escalation",
  privacy: "data",
  "regulated-advice": "out-of-scope",
  honesty: "constraints",
  tone: "tone",
  "output-format": "constraints",
  "prompt-injection": "risks",
  "minors-vulnerable": "users",
  fairness: "risks",
  contradictions: "constraints",
  "vague-wording": "constraints",
};

/** Gap questions put into the plan after the intent section; further gaps wait for "continue exploring". */
export const MAX_PLANNED_GAPS = 4;

/** Longest quote of an instruction line in a gap question. */
const MAX_GAP_QUOTE_CHARS = 160;
const MAX_GAP_QUOTES = 3;

const GAP_FOLLOW_UPS = [
  "What exact sentence would you add to your instructions about this?",
  "How would you test that the assistant follows that rule?",
];

/** Dimensions that judge the text as a whole: without a quoted line there is nothing to ask about. */
const WHOLE_TEXT_DIMENSIONS = new Set(["contradictions", "vague-wording"]);

/** The review's gaps, most important first: partial and missing dimensions with their quoted lines. */
export function gapsFromAudit(audit: InstructionsAudit): InterviewGap[] {
  return gapsByImportance(audit.dimensions)
    .filter((finding) => !(WHOLE_TEXT_DIMENSIONS.has(finding.id) && judgedQuotes(finding).length === 0))
    .map((finding) => {
      const dimension = RUBRIC.find((candidate) => candidate.id === finding.id);
      return {
        topicId: `gap-${finding.id}`,
        dimension: finding.id,
        name: finding.name,
        status: finding.status === "partial" ? "partial" : "missing",
        summary: finding.summary,
        // A context quote shows why the gap matters, not what was judged: the interview asks about it as a gap with nothing found.
        evidence: judgedQuotes(finding)
          .slice(0, MAX_GAP_QUOTES)
          .map((quote) => ({
            line: quote.line,
            quote: shorten(quote.quote, MAX_GAP_QUOTE_CHARS),
            ...(quote.note === undefined ? {} : { note: quote.note }),
          })),
        question:
          dimension?.clarifyingQuestion ?? `What should your instructions say about ${finding.name.toLowerCase()}?`,
        whyItMatters: finding.whyItMatters,
        suggestedSentence: finding.suggestedSentence ?? dimension?.suggestedSentence ?? null,
      };
    });
}

function judgedQuotes(finding: InstructionsAudit["dimensions"][number]) {
  return finding.evidence.filter((quote) => quote.role !== "context");
}

export function gapTopic(gap: InterviewGap): PlanTopic {
  return {
    id: gap.topicId,
    title: `Gap: ${gap.name}`,
    facet: GAP_FACETS[gap.dimension] ?? "constraints",
    question: gap.question,
    followUps: GAP_FOLLOW_UPS,
    why: gap.whyItMatters,
    example: gap.suggestedSentence ?? "A single, concrete sentence that a tester could check.",
  };
}

function shorten(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxChars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
