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
    // Role and task; the outcome is only "keep residents happy".
    purpose: "partial",
    audience: "covered",
    scope: ["covered", "partial"],
    "refusal-style": "partial",
    "safety-escalation": "covered",
    privacy: ["covered", "partial"],
    // Tenancy money questions are sent to the office; no advice is asked of the bot.
    "regulated-advice": ["covered", "partial"],
    honesty: "missing",
    // "Be friendly" alone, though "plain English, no slang" sets a register.
    tone: ["partial", "covered"],
    "output-format": "covered",
    "prompt-injection": "missing",
    "minors-vulnerable": ["covered", "partial"],
    fairness: "missing",
    contradictions: "missing",
    "vague-wording": "partial",
  },
  contradictions: [{ lines: [5, 6], topic: "asking for photos (never vs send a picture of the damage)" }],
  harmful: [],
  vague: ["quickly"],
};
