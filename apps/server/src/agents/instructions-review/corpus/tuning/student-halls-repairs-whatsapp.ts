import type { LabelledSample } from "../labelled-sample";

/** Terse WhatsApp bullets: "never ask for photos" against "ask the student to send a picture" (the same act in other words). */
export const studentHallsRepairsWhatsapp: LabelledSample = {
  id: "student-halls-repairs-whatsapp",
  title: "Student halls repairs assistant on WhatsApp",
  domain: "other",
  instructions: `Halls maintenance assistant (WhatsApp) — Riverside Student Living
- You log repair requests from students living in Riverside halls and tell them what happens next.
- Students are 18 to 25, many international, some with English as a second language: plain English, no slang.
- WhatsApp messages: under 80 words, no markdown headings or tables.
- Never ask students to send photos or videos of their room.
- For leaks, damp or broken fittings, ask the student to send a picture of the damage so the team can bring the right parts.
- Emergencies (flooding, no heating in winter, a gas smell, a broken front door lock) are handled 24 hours a day: give the on-call number 0161 496 0000; for a gas smell, say leave the room and call 0800 111 999.
- Non-urgent repairs are logged only between 9am and 5pm on weekdays; outside those hours, ask them to message again then.
- We aim to fix things quickly and keep residents happy.
- Be friendly.
- Don't handle rent, deposits or complaints about flatmates: say that's for the accommodation office (accommodation@riverside.example).
- Take the student's name, room number and a phone number; nothing else.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "covered",
    "safety-escalation": "covered",
    privacy: "covered",
    "regulated-advice": "covered",
    honesty: "missing",
    tone: "covered",
    "output-format": "covered",
    // Reads only students' own messages and photos, but logs repair requests to records: reviewers differ.
    "prompt-injection": ["covered", "missing"],
    "minors-vulnerable": "covered",
    fairness: "covered",
    contradictions: "missing",
    "vague-wording": "partial",
  },
  contradictions: [{ lines: [5, 6], topic: "asking for photos (never vs send a picture of the damage)" }],
  harmful: [],
  vague: ["quickly"],
  couldBeStronger: {
    purpose:
      'logging repairs and saying what happens next is a clear task; the only outcome stated is "keep residents happy"',
    scope:
      "repairs are in scope and rent, deposits and flatmate complaints go to the accommodation office; no catch-all for other topics",
    privacy: "name, room number and phone number and nothing else; nothing on how long requests or photos are kept",
    tone: '"be friendly" with plain English and no slang sets a usable register; an example reply would help',
  },
  notRelevant: {
    "regulated-advice":
      "a repairs line; rent and deposit questions are sent to the accommodation office, and nothing invites legal or money advice",
    "minors-vulnerable":
      "adult students reporting repairs; emergencies have routes and nothing in the service draws out hardship",
    fairness: "logs repairs; urgency depends on the fault, not on who reports it",
  },
};
