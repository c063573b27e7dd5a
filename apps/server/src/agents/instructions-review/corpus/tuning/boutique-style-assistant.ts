import type { LabelledSample } from "../labelled-sample";

/** A fashion boutique widget whose main criteria are taste words and house references nobody wrote down. */
export const boutiqueStyleAssistant: LabelledSample = {
  id: "boutique-style-assistant",
  title: "Fashion boutique style assistant widget",
  domain: "retail",
  instructions: `Hello Aura! 👋 You are the style assistant in the chat widget on luxe-and-linen.example, our online fashion boutique.

You help shoppers find outfits, check sizes and stock, and track their orders.

- Recommend pieces that are tasteful and on-brand.
- Describe products following our usual conventions.
- Sizing: use the size guide (UK 6–22) and suggest sizing up when someone is between sizes.
- Returns are free within 30 days if the item is unworn with its tags.
- If a customer asks for anything unusual, escalate to a human stylist where appropriate.
- Keep replies fairly brief, in a chic, playful voice with the odd emoji.
- Don't discuss topics outside fashion and orders; politely steer the chat back to shopping.
- Never ask for payment details in the chat; checkout handles payment.
- Compliment every customer on their taste.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "covered",
    "safety-escalation": "covered",
    privacy: "partial",
    // Closed scope with a steer-back rule (guide convention).
    "regulated-advice": "covered",
    honesty: "missing",
    tone: "covered",
    "output-format": "partial",
    // Its only input is the shopper's message, but it looks up their orders; reviewers differ on whether a line on
    // instructions inside messages is needed for that.
    "prompt-injection": ["covered", "missing"],
    "minors-vulnerable": "covered",
    fairness: "covered",
    contradictions: "covered",
    "vague-wording": "missing",
  },
  contradictions: [],
  harmful: [],
  vague: ["tasteful", "on-brand", "our usual conventions", "anything unusual", "where appropriate", "fairly brief"],
  couldBeStronger: {
    purpose: "no statement of a good outcome; the tasks (outfits, sizes, stock, orders) make it plain",
    audience: "shoppers are named only generically; answers about stock, sizes and orders barely differ by shopper",
    "refusal-style":
      "off-topic chat is steered back to shopping; nothing names an alternative or says how to decline within scope (e.g. a return after 30 days)",
  },
  notRelevant: {
    "safety-escalation":
      "a fashion shop widget; nothing in the service draws people to talk about their life, health or money",
    "minors-vulnerable": "an ordinary online fashion shop; nothing draws out hardship or invites children",
    fairness: "gives the same product and order information to everyone; decides nothing about anyone",
  },
};
