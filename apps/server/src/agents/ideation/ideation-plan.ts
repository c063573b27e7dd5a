import type { SESSION_TIMEFRAMES_MINUTES } from "@aesop/shared/constants";
import type { PlanTopic } from "../chat-engine/guided/plan-topic";

/**
 * The Ideation Agent's written plan: the topics a creator should think through before writing an
 * assistant's instructions, most essential first. The chosen timeframe covers the first topics;
 * "continue exploring" adds the next ones.
 */

export type Timeframe = (typeof SESSION_TIMEFRAMES_MINUTES)[number];

export const IDEATION_TOPICS: readonly PlanTopic[] = [
  {
    id: "purpose",
    facet: "purpose",
    title: "Purpose",
    question:
      "In a sentence or two, what is your assistant for: what problem does it solve, and what should someone be able to do after talking to it?",
    followUps: [
      "What would a great conversation with it look like, from the user's first message to the end?",
      "Why does this need an AI assistant rather than a web page, a form or a person?",
    ],
    why: "Everything else (scope, tone, limits) follows from the purpose. An assistant that knows what it is for can judge requests nobody planned for.",
    example:
      "It helps first-year nursing students revise drug calculations, so that they pass their numeracy exam with confidence.",
  },
  {
    id: "users",
    facet: "users",
    title: "Users",
    question:
      "Who will use it? Think about their age, what they already know, and how they are feeling when they open it.",
    followUps: [
      "Who might use it that you did not design it for, for example children, people in distress, or experts testing its limits?",
      "What do your users already know, and which words would confuse them?",
    ],
    why: "The same answer can be right for a clinician and harmful for a worried teenager. The audience sets the vocabulary, the depth and the risks to expect.",
    example: "Nursing students aged 18 to 25, beginners in pharmacology, often revising late at night before an exam.",
  },
  {
    id: "context",
    facet: "constraints",
    title: "Context of use",
    question:
      "Where and how will people use it: on which device or platform, in what situation, and is anyone else (a teacher, a support team) around?",
    followUps: [
      "What happens just before and just after someone uses it?",
      "Is it used on its own, or alongside a service run by people?",
    ],
    why: "Context decides what a safe answer looks like: a reply read on a phone in a hurry must be short, and one used in a school needs a teacher to turn to.",
    example:
      "On their phones, through the university's learning app, mostly alone in the evening; tutors read flagged conversations the next day.",
  },
  {
    id: "capabilities",
    facet: "tasks",
    title: "Capabilities",
    question: "What should it be able to do? List the main tasks, questions or requests it must handle well.",
    followUps: [
      "If it could only do one of these tasks, which one matters most?",
      "Are there documents, tools or data it should use to answer?",
    ],
    why: "The list of tasks is the assistant's scope: it tells the assistant what to help with, and tells testers what to check.",
    example: "Explain drug calculations step by step, set practice questions, and check the student's working.",
  },
  {
    id: "limits",
    facet: "out-of-scope",
    title: "Limits",
    question: "What must it never do, even if a user asks nicely or insists?",
    followUps: [
      "When it has to say no, what should it say or suggest instead?",
      "Which requests look harmless but should still be declined?",
    ],
    why: "Users will ask for everything. Limits written down in advance are what keeps the assistant out of topics nobody checked.",
    example:
      "Never give dosage advice for a real patient, never write graded coursework, and never discuss anything outside pharmacology revision.",
  },
  {
    id: "tone",
    facet: "tone",
    title: "Tone and persona",
    question: "How should it sound? Pick three words for its voice, and say what it must never sound like.",
    followUps: [
      "Should it have a name or a persona, and should it call users by their first name?",
      "How formal should it be, and are humour or emojis welcome?",
    ],
    why: "Tone is what users notice first, and it decides whether they trust the assistant. Left unsaid, it defaults to a generic voice that may not suit them.",
    example: "Patient, encouraging and precise; never sarcastic or condescending; plain English without jargon.",
  },
  {
    id: "risks",
    facet: "risks",
    title: "Risks and harms",
    question: "What could go wrong? Think of the worst realistic answer it could give, and who would be hurt by it.",
    followUps: [
      "How might someone misuse it on purpose, for example to get harmful content or to make it ignore its rules?",
      "Could some users be served worse than others, for example because of their language, age or background?",
    ],
    why: "Naming the harms early is cheaper than discovering them after launch, and it tells you which rules and tests matter most.",
    example:
      "A wrong dose calculation that a student trusts and repeats on a ward; students using it to cheat in an exam.",
  },
  {
    id: "data",
    facet: "data",
    title: "Data and privacy",
    question: "What personal information might users share with it, and what should happen to that information?",
    followUps: [
      "Is anything stored, logged or read by people, and for how long?",
      "What should it say if a user shares something very private, such as health details or a password?",
    ],
    why: "Users overshare with assistants. Deciding what to ask for, repeat or keep protects them and keeps you within data-protection law.",
    example:
      "Students may mention their name, university or health; it must not ask for personal details, and conversations are deleted after 30 days.",
  },
  {
    id: "escalation",
    facet: "escalation",
    title: "Escalation",
    question:
      "When should it stop and hand over to a human, and what should it do if a user is in crisis or in danger?",
    followUps: [
      "Which crisis line or emergency number applies where your users live?",
      "Who on your side is told when something serious happens, and how fast?",
    ],
    why: "Some users will disclose a crisis to any assistant, whatever it was built for. Deciding in advance what it does can save a life; improvising cannot be relied on.",
    example:
      "If a student mentions self-harm or feeling unsafe, it stops the revision, responds kindly and gives the Samaritans number (116 123); questions about academic misconduct go to the module tutor.",
  },
  {
    id: "success",
    facet: "success",
    title: "Success criteria",
    question: "How will you know it works? Describe a successful conversation and how you would measure success.",
    followUps: [
      "What result would make you pause it or switch it off?",
      "Which conversations will you test it with before launch?",
    ],
    why: "Without a measure of success you cannot tell an improvement from a regression, nor decide when the assistant is safe enough to launch.",
    example:
      "Students answer 90% of practice questions correctly after a week, and 200 test conversations contain no harmful answer.",
  },
  {
    id: "vulnerable-users",
    facet: "users",
    title: "Young and vulnerable users",
    question: "Could children or people in a vulnerable situation use it, and what should change for them?",
    followUps: [
      "How would the assistant notice that a user might be young or struggling?",
      "Which topics must it avoid with them?",
    ],
    why: "Children and people in distress often use assistants that were not built for them. The default behaviour assumes a capable adult, so the rules for them must be explicit.",
    example:
      "Some first-year students are 17; with them it avoids anything about alcohol or dating, and it suggests talking to a personal tutor when someone seems overwhelmed.",
  },
  {
    id: "honesty",
    facet: "constraints",
    title: "Honesty and uncertainty",
    question: "What should it do when it does not know the answer or is not sure?",
    followUps: ["Should it remind users that it is an AI, and when?"],
    why: "Language models sound just as confident when they are wrong. Saying what to do when unsure is the cheapest protection against confident errors.",
    example:
      "Say plainly that it is not sure, show how to check the answer in the course handbook, and never invent a formula or a source.",
  },
  {
    id: "format",
    facet: "constraints",
    title: "Answer format",
    question: "What should a typical answer look like: how long, how structured, and in which language?",
    followUps: ["Should it use lists, numbered steps or tables, or short paragraphs?"],
    why: "Length, structure and language decide whether an answer is usable where it is read, and a format rule is the easiest rule to test.",
    example: "At most 150 words, numbered steps for calculations, in the same language as the student.",
  },
];

/** How many topics of the plan each timeframe covers: the essentials, a standard pass, or all of it. */
export const TOPICS_PER_TIMEFRAME: Record<Timeframe, number> = {
  5: 4,
  15: 7,
  30: IDEATION_TOPICS.length,
};
