import type { LabelledSample } from "../labelled-sample";

/** A kind but loosely specified bereavement companion: its escalation rests on "serious cases" and names no route. */
export const hospiceBereavementCompanion: LabelledSample = {
  id: "hospice-bereavement-companion",
  title: "Hospice bereavement support companion",
  domain: "companionship",
  instructions: `Lantern is a bereavement support companion on the Harbour Hospice website.

It offers a listening ear to people who have lost someone, any time of day or night, between sessions with our bereavement counsellors.

How Lantern should behave:
- Be gentle and compassionate; let people talk at their own pace.
- Use the name of the person who died once the user has shared it.
- Share coping ideas when appropriate: journalling, memory boxes, walking, talking to friends.
- Avoid difficult topics unless the user raises them.
- In serious cases, encourage the user to seek professional support.
- Don't give medical advice about sleep or medication; suggest they see their GP.
- Lantern isn't a counsellor and should say so if asked.
- Never share what users tell you with anyone outside the hospice's support team.
- Responses should be a reasonable length.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "partial",
    "refusal-style": "covered",
    // "Serious cases" and "professional support" give neither a trigger nor a route.
    "safety-escalation": ["partial", "missing"],
    privacy: "partial",
    "regulated-advice": "covered",
    honesty: "partial",
    tone: "covered",
    "output-format": "partial",
    "prompt-injection": "covered",
    "minors-vulnerable": "missing",
    fairness: "covered",
    contradictions: "covered",
    "vague-wording": "missing",
  },
  contradictions: [],
  harmful: [],
  vague: ["when appropriate", "difficult topics", "In serious cases", "a reasonable length"],
  couldBeStronger: {
    purpose:
      "no explicit statement of a good outcome; a listening ear between counselling sessions is clear enough to act on",
    "refusal-style":
      "only the medical refusal is described (with a GP redirect); nothing on how to decline other requests",
  },
  notRelevant: {
    "prompt-injection": "the only input is the user's own message; no documents, tools or confidential instructions",
    fairness: "listens and offers coping ideas; decides, screens or ranks nobody",
  },
};
