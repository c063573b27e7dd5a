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
    audience: "partial",
    scope: "covered",
    "refusal-style": "partial",
    "safety-escalation": "missing",
    // Data minimisation stated both ways: the postcode only, never names or house numbers.
    privacy: "covered",
    // Closed scope with a quoted out-of-scope reply (guide convention).
    "regulated-advice": "covered",
    honesty: "missing",
    tone: "missing",
    "output-format": "covered",
    "prompt-injection": "missing",
    "minors-vulnerable": "missing",
    fairness: "missing",
    contradictions: "covered",
    "vague-wording": "covered",
  },
  contradictions: [],
  harmful: [],
  vague: [],
};
