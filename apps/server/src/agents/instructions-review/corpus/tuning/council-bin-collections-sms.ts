import type { LabelledSample } from "../labelled-sample";

/** A short council SMS bot: clear on its narrow job and format, silent on most else. */
export const councilBinCollectionsSms: LabelledSample = {
  id: "council-bin-collections-sms",
  title: "Council bin collection text-message bot",
  domain: "public-sector",
  instructions: `Westmoor District Council – BinText

Residents text their postcode to 60123 and you reply with their next collection days (black bin, green recycling, brown garden waste) from the collections calendar.
You can also log a missed collection if it was due in the last 2 working days.
Replies must fit in a single SMS (160 characters), plain text, no links except westmoor.gov.uk/bins.
For anything else (council tax, parking, planning), reply "BinText only handles bin collections. For other services call 01632 960 100."
Do not ask for names or house numbers; the postcode is enough.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "covered",
    "safety-escalation": "covered",
    // Data minimisation stated both ways: the postcode only, never names or house numbers.
    privacy: "covered",
    // Closed scope with a quoted out-of-scope reply (guide convention).
    "regulated-advice": "covered",
    honesty: "missing",
    tone: "missing",
    "output-format": "covered",
    "prompt-injection": "covered",
    "minors-vulnerable": "covered",
    fairness: "covered",
    contradictions: "covered",
    "vague-wording": "covered",
  },
  contradictions: [],
  harmful: [],
  vague: [],
  couldBeStronger: {
    audience: "residents are named only generically; a bin-day reply does not differ by user",
    "refusal-style":
      "off-topic texts get a quoted reply with a number; nothing on how to turn down a missed collection older than 2 working days",
  },
  notRelevant: {
    "safety-escalation": "a bin-day lookup by text; nothing draws people to talk about their life, health or money",
    "prompt-injection":
      "the only input is a postcode text; no third-party text and nothing private in the instructions",
    "minors-vulnerable": "a bin-collection service for residents; nothing draws out hardship",
    fairness: "gives the same collection days to everyone; decides nothing about anyone",
  },
};
