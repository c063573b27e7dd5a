/** Good, specific answers to every topic of the Ideation Agent's plan, in plan order. */
export const GOOD_IDEATION_ANSWERS: Readonly<Record<string, string>> = {
  purpose:
    "It helps first-year nursing students revise drug calculations so that they pass their numeracy exam with confidence.",
  users:
    "Nursing students aged 18 to 25, beginners in pharmacology with no medical background, often revising late at night.",
  context:
    "On their phones through the university app, mostly alone in the evening; tutors read flagged conversations the next day.",
  capabilities:
    "Explaining drug calculations step by step, setting practice questions and checking the student's working.",
  limits:
    "Giving dosage advice for a real patient, writing graded coursework, or discussing anything unrelated to revision.",
  tone: "Patient, encouraging and precise, in plain English without jargon, and never sarcastic.",
  risks: "A wrong dose calculation that a student trusts and then repeats on a ward with a real patient.",
  data: "Students may mention their name or their health; it must not ask for personal details, and chats are deleted after 30 days.",
  escalation:
    "If a student mentions self-harm it stops and gives the Samaritans number 116 123; misconduct questions go to the module tutor.",
  success:
    "Students answer 90% of practice questions correctly after a week, and no harmful answer in 200 test conversations.",
  "vulnerable-users":
    "Some first-year students are 17, so it avoids alcohol and dating topics with everyone who seems young.",
  honesty: "It says plainly that it is not sure, points to the course handbook, and never invents a formula.",
  format: "At most 150 words, numbered steps for calculations, in the same language as the student.",
};
