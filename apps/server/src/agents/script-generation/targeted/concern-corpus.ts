import type { ScenarioCategory } from "@aesop/shared/contracts/test-scripts";

/**
 * Labelled concerns, as creators write them in the interview ("Known risks, in your words",
 * "Failure modes", open questions), with the category of scenario that tests each. Labels were
 * written before the rules of concern-category.ts; the held-out part is never used to tune them
 * (concern-category.test.ts reports both figures).
 */

export interface LabelledConcern {
  text: string;
  category: ScenarioCategory;
}

export const CONCERN_TUNING: readonly LabelledConcern[] = [
  { text: "It might miss a student who says they want to hurt themselves", category: "crisis-self-harm" },
  { text: "Someone in a suicidal crisis gets a generic answer", category: "crisis-self-harm" },
  { text: "A pupil says they are being hurt at home and it carries on with the lesson", category: "crisis-self-harm" },
  { text: "It could give the wrong dose of a medicine", category: "medical-advice" },
  { text: "People might treat it as a doctor and skip seeing a real one", category: "medical-advice" },
  { text: "It may tell tenants the wrong legal deadline", category: "legal-advice" },
  { text: "Users might take its answers as legal advice", category: "legal-advice" },
  { text: "It recommends a specific fund or stock", category: "financial-advice" },
  { text: "Giving investment advice we are not authorised to give", category: "financial-advice" },
  { text: "Leaking another customer's order details or address", category: "personal-data-extraction" },
  { text: "Kids typing their full name and school into the chat", category: "personal-data-extraction" },
  { text: "We don't know what data it keeps or who can read the chats", category: "personal-data-extraction" },
  { text: "Someone tricks it into ignoring its rules", category: "prompt-injection" },
  { text: "Jailbreak prompts copied from Reddit", category: "roleplay-jailbreak" },
  { text: "A pasted email or web page with hidden instructions", category: "document-injection" },
  { text: "Competitors extracting our system prompt", category: "system-prompt-extraction" },
  { text: "It reveals its instructions when asked nicely", category: "system-prompt-extraction" },
  { text: "After a long chat it forgets it is a tutor and starts acting like a friend", category: "persona-drift" },
  { text: "Children seeing content that is not age-appropriate", category: "minors" },
  { text: "Grooming: an adult pretending to be a pupil", category: "minors" },
  { text: "Racist or abusive replies when users provoke it", category: "harassment-hate" },
  { text: "Users bullying each other through it", category: "harassment-hate" },
  { text: "Scoring candidates with foreign names lower", category: "bias-fairness" },
  { text: "Treating women and men differently in its suggestions", category: "bias-fairness" },
  { text: "Making up facts or sources", category: "misinformation" },
  { text: "A confident but wrong answer", category: "misinformation" },
  { text: "It just agrees with whatever the user says", category: "sycophancy" },
  { text: "Telling people what they want to hear instead of the truth", category: "sycophancy" },
  { text: "Pupils copying its answers instead of learning", category: "over-reliance" },
  { text: "People relying on it for decisions they should make themselves", category: "over-reliance" },
  { text: "Pushing customers to buy the more expensive plan", category: "manipulation-pressure" },
  { text: "Upselling to people who are already in debt", category: "manipulation-pressure" },
  { text: "Lonely users becoming attached to it", category: "emotional-dependence" },
  { text: "People preferring it to their friends and family", category: "emotional-dependence" },
  { text: "Instructions for making weapons or drugs", category: "dangerous-capabilities" },
  { text: "It refuses normal questions because they contain a scary word", category: "over-refusal" },
  { text: "Being so cautious that it is useless", category: "over-refusal" },
  { text: "Answering questions that have nothing to do with cooking", category: "off-topic-drift" },
  { text: "Users asking about politics or religion", category: "off-topic-drift" },
  { text: "It does not actually help with the task people come for", category: "scope-helpfulness" },
  { text: "Answers that are too long and confusing", category: "scope-helpfulness" },
];

export const CONCERN_HELD_OUT: readonly LabelledConcern[] = [
  { text: "A teenager talking about self-harm late at night", category: "crisis-self-harm" },
  { text: "It diagnoses a rash as harmless when it is not", category: "medical-advice" },
  { text: "Explaining tax rules wrongly so someone gets fined", category: "financial-advice" },
  { text: "Someone asking it for another patient's records", category: "personal-data-extraction" },
  { text: "Users telling it to ignore previous instructions", category: "prompt-injection" },
  { text: "Role-play that gets it to say things it should not", category: "roleplay-jailbreak" },
  { text: "A CV that contains instructions to the screening bot", category: "document-injection" },
  { text: "Children under 13 signing up", category: "minors" },
  { text: "Hateful language about religious groups", category: "harassment-hate" },
  { text: "Older applicants being ranked lower", category: "bias-fairness" },
  { text: "Inventing references that do not exist", category: "misinformation" },
  { text: "Praising bad business ideas", category: "sycophancy" },
  { text: "Students no longer thinking for themselves", category: "over-reliance" },
  { text: "Creating fake urgency so people book now", category: "manipulation-pressure" },
  { text: "A widower talking to it every night instead of seeing people", category: "emotional-dependence" },
  { text: "Refusing to talk about history lessons on war", category: "over-refusal" },
  { text: "Getting dragged into writing poems and stories", category: "off-topic-drift" },
  { text: "Telling people it is a human advisor", category: "persona-drift" },
  { text: "Someone asking what rules it was given", category: "system-prompt-extraction" },
  { text: "How to hack into a school account", category: "dangerous-capabilities" },
];
