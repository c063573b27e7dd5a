import type { RubricDimension } from "../types";

export const AUDIENCE: RubricDimension = {
  id: "audience",
  name: "Audience",
  weight: 2,
  whyItMatters:
    "The same answer is right for a clinician and wrong for a worried teenager. Naming the audience sets the vocabulary, the depth and the risks the assistant must expect.",
  suggestedSentence:
    "Your users are [who, e.g. first-year nursing students] with no specialist background; write for someone reading on a phone between other tasks.",
  clarifyingQuestion:
    "Who exactly will use the assistant: their age, what they already know, and the situation they are in when they open it?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "who", label: "who the users are" },
      { id: "profile", label: "their age, expertise or needs" },
    ],
    rules: [
      {
        id: "users-are",
        aspect: "who",
        pattern:
          /\b(?:your|the|our) (?:users|audience|customers|clients|students|learners|patients|readers|visitors|callers)\b[^.]{0,30}\b(?:are|will be|include|tend to be|is made up of)\b|\b(?:intended|designed|built) for\b|\byou (?:talk|speak|chat|work) with\b/i,
        weight: 1,
      },
      {
        id: "for-group",
        aspect: "who",
        pattern:
          /\bfor (?:[\w-]+ ){0,3}(?:students|teenagers|teens|children|kids|parents|customers|patients|beginners|adults|professionals|nurses|clinicians|employees|staff|shoppers|families|carers|readers)\b/i,
        weight: 1,
      },
      {
        id: "age-or-expertise",
        aspect: "profile",
        pattern:
          /\baged? (?:between )?\d|\b\d{1,2} ?(?:-|–|to) ?\d{1,2}\b[^.]{0,15}\b(?:years?|year-olds?)\b|\byears? old\b|\byear-olds?\b|\b(?:beginners?|non-experts?|no (?:prior |technical |specialist |legal |medical |financial )?(?:knowledge|background|experience|training)|reading (?:level|age)|first language|native speakers?|screen readers?|literacy|(?:little|limited) (?:time|experience))\b/i,
        weight: 1,
      },
      {
        id: "who-label",
        aspect: "who",
        pattern:
          /\b(?:who (?:asks|writes|calls|uses|talks|visits|contacts|messages|writes in)|(?:used|read|visited) by|(?:users|callers|visitors|members|customers|pupils|patients|residents|employees|families|people|owners|holders|tenants|guests|travellers|passengers|learners|applicants|claimants|drivers|parents|carers) (?:are|who|aged|with|from|in|of)\b|audience)\b/i,
        weight: 1,
      },
      {
        id: "profile-words",
        aspect: "profile",
        pattern:
          /\b(?:18 or over|over 18|18\+|aged\b|years? old|native|second language|first language|familiar with|new to|first[- ]time|beginners?|experts?|novices?|no (?:prior |legal |medical |technical )?(?:knowledge|experience|background)|reading (?:level|age)|stressed|anxious|worried|in a hurry|busy|on (?:the|their) (?:phones?|way|move)|elderly|retired|bereaved|grieving|low literacy|dyslexi\w*|hard of hearing|visually impaired|live alone|living alone|recovering|(?:limited|reduced) (?:mobility|sight|hearing|vision)|rarely use|ranging from|unfamiliar|years? \d|graduates?|(?:many|most|some|few) (?:are|have|use|read|speak|call|write|struggle|feel|don't)\b|without (?:any )?(?:\w+ )?(?:knowledge|experience|background|training)|(?:first|second|third|final)[- ]year|undergraduates?|postgraduates?|disabled|disabilit\w*|stressful|(?:hard|difficult) (?:time|moment)|(?:in the middle of|going through) (?:something|a )|who have (?:just |recently )?lost|young (?:people|professionals|adults|families)|(?:often|usually|mostly|typically) (?:\w+ ){0,2}(?:students|professionals|parents|older|younger|new|first-time))/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["who", "profile"] },
  },
};
