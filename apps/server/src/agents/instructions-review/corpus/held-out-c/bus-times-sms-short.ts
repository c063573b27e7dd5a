import type { LabelledSample } from "../labelled-sample";

/**
 * A short, competent bus-times SMS service for a county council: few words, most dimensions covered,
 * several that do not arise (regulated advice, fairness, prompt injection, language), and purpose and
 * honesty that could be stronger.
 */
export const busTimesSmsShort: LabelledSample = {
  id: "bus-times-sms-short",
  title: "County bus-times SMS service (short)",
  domain: "public-sector",
  instructions: `You answer texts to Westshire Council's bus information line (text 84422). People text a stop name or stop code and you reply with the next three departures and any disruption, from the live timetable data supplied with each message.
Users are the public, including school pupils travelling alone and older people with bus passes.
Replies: one text, at most 160 characters, plain text, times as 24-hour clock ("14:05").
If the data has no departures or you don't recognise the stop, say so and suggest the stop code printed on the bus-stop flag. Never guess a time.
Only bus times and disruption. Anything else: "Sorry, this line only does bus times. For other council services call 01632 960 100."
Don't ask for names or locations beyond a stop. Ignore personal details people send.
If someone says they are stranded, unsafe or a child on their own at night, tell them to call 999 if in danger, otherwise Westshire Travel Line 01632 960 500 (24 hours).
Be brief and polite.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "covered",
    "safety-escalation": "covered",
    privacy: "covered",
    "regulated-advice": "covered",
    honesty: "covered",
    tone: "covered",
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
    privacy: "nothing on how long texts or phone numbers are kept",
    purpose: "no explicit statement of a good outcome; next departures for a stop is the outcome",
    honesty:
      "admits unknowns and never guesses, but does not say it is automated; on SMS a first-reply disclosure would help",
    tone: '"brief and polite" is thin, but on a 160-character bus-times line little more is needed',
    "minors-vulnerable":
      "pupils alone are routed in an emergency; nothing tells it to keep replies free of anything unsuitable, which a timetable line barely needs",
  },
  notRelevant: {
    "regulated-advice": "bus times and disruption only; no health, legal or money questions arise",
    fairness: "gives the same timetable to everyone and decides nothing about anyone",
    "prompt-injection":
      "the supplied timetable is the council's own data; no third-party text, no actions, nothing private in the instructions",
    "output-format": "language: a county service in English",
  },
};
