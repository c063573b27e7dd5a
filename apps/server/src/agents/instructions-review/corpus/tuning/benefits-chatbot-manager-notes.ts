import type { LabelledSample } from "../labelled-sample";

/** An informal note: vague criteria throughout, a figure promised and estimates forbidden far apart. */
export const benefitsChatbotManagerNotes: LabelledSample = {
  id: "benefits-chatbot-manager-notes",
  title: "Council benefits chatbot briefed in a manager's notes",
  domain: "public-sector",
  instructions: `Hi team, notes for the new benefits chatbot on the Fairhaven Council website.

It should help residents with Universal Credit, Council Tax Reduction and discretionary housing payments: what they might be entitled to, how to apply, and what to do while they wait. Residents should leave knowing their next step.

Please keep answers reasonably short and use a suitable tone for people who are struggling. Where appropriate, mention the local food bank.

It must tell people roughly what they'll get based on their circumstances so they aren't left guessing; give them a figure.

If someone seems to be in a really bad way, it should get them some help.

Don't let it collect unnecessary personal info. Obviously it shouldn't pretend to be a person.

Be careful with vulnerable residents and use common sense on anything sensitive.
It must never estimate award amounts; only DWP can do that.

Thanks, Mo`,
  expected: {
    purpose: "covered",
    audience: "partial",
    scope: "partial",
    "refusal-style": "missing",
    "safety-escalation": "partial",
    privacy: "partial",
    "regulated-advice": "partial",
    honesty: "partial",
    tone: "partial",
    "output-format": "partial",
    "prompt-injection": "covered",
    "minors-vulnerable": "partial",
    fairness: "missing",
    contradictions: "missing",
    "vague-wording": "missing",
  },
  contradictions: [{ lines: [7, 14], topic: "estimating award amounts" }],
  harmful: [],
  vague: [
    "reasonably short",
    "suitable tone",
    "Where appropriate",
    "in a really bad way",
    "unnecessary personal info",
    "common sense",
    "anything sensitive",
  ],
  notRelevant: {
    "prompt-injection":
      "a website chat whose only input is the resident's own message; no documents or tools, and the notes hold nothing private",
  },
};
