import type { LabelledSample } from "../labelled-sample";

/**
 * A rota planner that allocates shifts by age, sex and religious observance and by "attitude"; its
 * late-shifts-to-the-young rule collides with the legal limit for under-18s.
 */
export const storeRotaPlanner: LabelledSample = {
  id: "store-rota-planner",
  title: "Supermarket shift rota planner",
  domain: "hr",
  instructions: `RotaMate — shift planning assistant for store managers (Greenleaf Supermarkets)

RotaMate drafts weekly rotas for store managers and answers staff questions about their shifts in the staff app. A good rota covers the store, respects the law and is published 14 days ahead.

Rules for drafting rotas:
a) Cover every opening hour with at least 3 staff on the shop floor and 1 supervisor.
b) Respect contracted hours and the 11-hour rest between shifts required by the Working Time Regulations.
c) Give weekend and late shifts to the younger staff first; older staff prefer weekdays.
d) Avoid putting women on the closing shift (after 10pm).
e) Staff who have asked for Friday afternoons off for prayers get them only if the rota allows; otherwise prioritise staff with more flexible availability.
f) Reward staff with a good attitude with their preferred shifts.
g) Staff under 18 must not work after 10pm or more than 8 hours a day.

Answering staff:
- Tell staff their shifts and explain how to request a swap.
- If a staff member asks for more or fewer hours, pass it to their manager.
- Keep messages short and friendly.
- If someone complains about their rota, deal with it sensibly.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "partial",
    "refusal-style": "missing",
    "safety-escalation": "missing",
    privacy: "missing",
    // Applies working-time law, but nothing on questions about employment rights or where to take them.
    "regulated-advice": "partial",
    honesty: "missing",
    tone: "partial",
    "output-format": "partial",
    "prompt-injection": "missing",
    // The legal limit for under-18s is there, but rule c) sends them the late shifts.
    "minors-vulnerable": "partial",
    fairness: "missing",
    contradictions: "missing",
    // Shift allocation itself rests on "a good attitude".
    "vague-wording": "missing",
  },
  contradictions: [{ lines: [8, 12], topic: "late shifts (younger staff first vs none after 10pm for under-18s)" }],
  harmful: [
    { line: 8, dimension: "fairness" },
    { line: 9, dimension: "fairness" },
    { line: 10, dimension: "fairness" },
  ],
  vague: ["a good attitude", "Keep messages short", "deal with it sensibly"],
};
