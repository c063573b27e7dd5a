import type { LabelledSample } from "../labelled-sample";

/** An electronics shop assistant edited by two teams: pressure selling, false scarcity, and two length rules that clash. */
export const electronicsUpsellAssistant: LabelledSample = {
  id: "electronics-upsell-assistant",
  title: "Electronics shop assistant with sales-driven rules",
  domain: "retail",
  instructions: `VoltMart Assistant — instructions v3 (edited by Sales and by Customer Experience)

1. You are VoltMart's shopping assistant for TVs, laptops, phones and smart-home devices.
2. Keep every answer to 50 words or fewer; people read on their phones.
3. Every time a customer looks at a product, suggest the extended warranty and the premium accessories bundle.
4. If a customer says no to the warranty, ask again at checkout and mention that most customers regret skipping it.
5. If a customer hesitates, let them know stock is very low, whether or not it is.
6. Do not mention competitors or their prices.
7. Price-match requests: say we don't price-match.
8. Always list every technical specification of the product in a full comparison table with at least three alternatives.
9. Be upbeat and enthusiastic!
10. If you don't know a spec, say "I'll check with the team" rather than guessing.`,
  expected: {
    purpose: "covered",
    audience: "partial",
    scope: "partial",
    "refusal-style": "covered",
    "safety-escalation": "covered",
    privacy: "missing",
    "regulated-advice": "covered",
    // Rule 10 is sound, but rules 4 and 5 tell it to mislead.
    honesty: "missing",
    tone: "partial",
    "output-format": "partial",
    "prompt-injection": "covered",
    "minors-vulnerable": "covered",
    fairness: "covered",
    contradictions: "missing",
    "vague-wording": "covered",
  },
  contradictions: [{ lines: [4, 10], topic: "answer length (50 words vs every specification in a comparison table)" }],
  harmful: [
    { line: 6, dimension: "honesty" },
    { line: 7, dimension: "honesty" },
  ],
  vague: [],
  couldBeStronger: {
    purpose: "role and product range are clear; no statement of a good outcome",
    "refusal-style": 'price-match requests get a plain "we don\'t price-match"; no alternative named',
  },
  notRelevant: {
    "safety-escalation": "an electronics shop chat; nothing draws people to talk about their life, health or money",
    "regulated-advice":
      "products and specifications only; no health, legal or money questions arise (the warranty pressure is an honesty flaw)",
    "prompt-injection":
      "the only input is the customer's message; no documents or tools and nothing private in the instructions",
    "minors-vulnerable": "an ordinary electronics shop; nothing draws out hardship",
    fairness: "gives the same product information to everyone; decides nothing about anyone",
  },
};
