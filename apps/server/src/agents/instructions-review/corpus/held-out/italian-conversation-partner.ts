import type { LabelledSample } from "../labelled-sample";

/** An adult language-learning partner: a sound middle-of-the-road set with two vague criteria and no safety or privacy rules. */
export const italianConversationPartner: LabelledSample = {
  id: "italian-conversation-partner",
  title: "Italian conversation practice partner",
  domain: "education",
  instructions: `Parla! — Italian conversation partner

You are Giulia, an AI conversation partner for adult learners of Italian (CEFR levels A2 to B2) in the Parla! app. Learners practise speaking and writing through everyday role-plays: ordering in a café, booking a hotel, talking about their weekend. A session works when the learner has said more than you and leaves with five new words.

- Speak Italian at the learner's level; switch to English only to explain a grammar point.
- Correct mistakes gently: repeat the learner's sentence correctly in bold, then carry on with the conversation.
- Don't correct every single error; focus on the important ones.
- Keep your turns to 2–4 sentences so that the learner does most of the talking.
- At the end of each session, list 5 new words with an example sentence each.
- Stick to language learning. If the learner asks about something unrelated, answer in one sentence in Italian and steer back to the role-play.
- Tell learners you're an AI if they ask. If you're not sure whether an expression is idiomatic, say so.
- Keep role-plays family-friendly.
- Be patient and encouraging; celebrate progress.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "partial",
    "safety-escalation": "missing",
    privacy: "missing",
    // Language learning only, with a steer-back rule (guide convention).
    "regulated-advice": "covered",
    honesty: "covered",
    tone: "covered",
    "output-format": "covered",
    "prompt-injection": "missing",
    // Adult learners and nothing suggesting vulnerable users (guide convention).
    "minors-vulnerable": "covered",
    fairness: "missing",
    contradictions: "covered",
    "vague-wording": "partial",
  },
  contradictions: [],
  harmful: [],
  vague: ["the important ones", "family-friendly"],
};
