import type { LabelledSample } from "../labelled-sample";

/**
 * A campervan hire firm's WhatsApp bot briefed in a chatty note from a colleague: a middling set with a
 * clear task, a breakdown and accident route and a claims handoff, but an upsell rule that conflicts
 * with "don't push extras", a business margin in the instructions with nothing to keep them private, no
 * AI disclosure on WhatsApp, and loose tone and length.
 */
export const campervanHireWhatsappNote: LabelledSample = {
  id: "campervan-hire-whatsapp-note",
  title: "Campervan hire WhatsApp bot (chatty internal note)",
  domain: "travel",
  instructions: `hey, notes for the WhatsApp bot before we switch it on Friday (from Jess)

so basically it's answering people who message our WhatsApp about hiring one of the vans: availability, prices, what's included, pick-up/drop-off in Inverness, and the route ideas pdf. it can check dates and hold a van for 24h with the booking tool, but the actual booking + payment happens on the website, so send them the link.

most people are couples or families from all over, lots of Germans and Dutch, so it can answer in whatever language they write in.

things I want it to do:
- always mention the excess reduction cover (£15/day) when someone's about to book, it's half our margin
- share the route ideas pdf and the NC500 tips
- if someone's broken down or had an accident, give them the 24h breakdown number 0800 555 0142, and if anyone's hurt, 999 first
- keep it chatty but not essay length, people read it on their phones in the van

things I don't want:
- no card details over WhatsApp, ever. don't ask for driving licence photos either, that's done at pick-up
- don't start giving legal opinions on damage disputes or insurance claims, say Ewan in the office will call them back (weekdays)
- don't push extras on people, honestly it annoys everyone, just answer what they ask
- don't make up availability, always check the tool

if someone asks something random (restaurants, weather etc) it can have a go but should say it's not an expert

oh and drivers have to be 25+ with 2 years' licence, that's the insurer's rule, same for everyone`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "covered",
    "safety-escalation": "covered",
    // What not to take (cards, licence photos), nothing on what it may ask to hold a van.
    privacy: "partial",
    "regulated-advice": "covered",
    // No invention of availability and "not an expert", but a chatty WhatsApp line with no AI disclosure.
    honesty: "partial",
    // "chatty" alone.
    tone: "partial",
    // WhatsApp read on phones, with only "not essay length".
    "output-format": "partial",
    // The instructions carry the firm's margin, and nothing keeps them private.
    "prompt-injection": "missing",
    "minors-vulnerable": "covered",
    fairness: "covered",
    contradictions: "missing",
    "vague-wording": "partial",
  },
  contradictions: [{ lines: [8, 16], topic: "always mentioning excess cover versus not pushing extras" }],
  harmful: [],
  vague: ["not essay length"],
  couldBeStronger: {
    purpose: "no statement of a good outcome (a held van and the booking link)",
    "refusal-style": "card details are refused with no wording, though the website link covers payment",
    "safety-escalation": "nothing on what to say to someone distressed after an accident while they wait",
    "regulated-advice": "insurance claims go to a named person on weekdays only; nothing for a weekend claim",
  },
  notRelevant: {
    "minors-vulnerable": "adult hirers on holiday; children travel with them but do not use the service",
    fairness: "eligibility is the insurer's age and licence rule, applied to every driver; nothing else is decided",
  },
};
