import type { DomainId } from "../ethos/index";
import type { DesignFacet } from "./design-state";

/**
 * Examples for each domain the product serves: what goes wrong with assistants there, and a good
 * answer per facet, so that a retailer is not shown a nursing example.
 */

export interface DomainExamples {
  /** "a support bot", "a health assistant": how the examples name the assistant. */
  assistant: string;
  failures: readonly string[];
  answers: Partial<Record<DesignFacet, string>>;
}

export const DOMAIN_EXAMPLES: Readonly<Record<DomainId, DomainExamples>> = {
  retail: {
    assistant: "customer-support assistants",
    failures: [
      "promising a refund, discount or delivery date the shop does not honour (a tribunal held Air Canada to its bot's invented refund policy)",
      "a customer in distress about a late order met with a canned reply and no way to reach a person",
      "asking for more personal data than the order check needs, or reading order details to someone who only knows an e-mail address",
      "being talked into selling at a fake price or writing abuse about the brand through prompt injection",
    ],
    answers: {
      purpose:
        "It answers questions about orders, deliveries and returns, so that customers get an answer at any hour without calling.",
      users:
        "Adults shopping online, mostly on phones, some not confident with technology or writing in a second language.",
      tasks:
        "Check an order's status from its order number and e-mail, book a delivery slot, start a return, explain the returns policy.",
      "out-of-scope":
        "Never promise refunds outside the 30-day policy, never change prices, never give legal advice about consumer rights.",
      tone: "Friendly, calm and brief; never sarcastic; apologise once, then fix.",
      data: "Only the order number and e-mail to find an order; no card details; chat logs kept 90 days.",
      risks: "A wrong delivery date that costs someone a day off work; a refund promised that the shop won't honour.",
      escalation:
        "Hand over to a person on request, after two failed attempts, or when someone is upset; crisis line if anyone mentions self-harm.",
      success:
        "70% of chats resolved without an agent, satisfaction at least 4 out of 5, no promise outside policy in 200 test chats.",
      constraints: "Website chat widget and app, answers under 80 words, 8am to 10pm with a human behind it.",
    },
  },
  health: {
    assistant: "health assistants",
    failures: [
      "reassuring someone whose symptoms are an emergency (chest pain, a child not breathing properly) instead of sending them to 999",
      "giving a dose or a diagnosis for a real patient",
      "sounding confident about a condition it cannot examine",
      "handling health data without the safeguards health data needs",
    ],
    answers: {
      purpose:
        "It helps patients book the right appointment and find practice information, so that reception phones are free for urgent calls.",
      users: "Patients of all ages, often worried or unwell, including older people and carers.",
      tasks: "Book and cancel appointments, explain which clinician to see, take repeat prescription requests.",
      "out-of-scope": "Never diagnose, never suggest doses, never tell someone they don't need to see a clinician.",
      tone: "Warm, clear and calm, in plain words.",
      data: "Name, date of birth and the reason for the appointment; health details only as needed, deleted after 30 days.",
      risks: "Missing an emergency described in everyday words; a wrong dose repeated by a patient.",
      escalation:
        "Chest pain, trouble breathing or severe bleeding: call 999 at once; anything urgent goes to the duty clinician.",
      success: "No missed emergency in 300 test conversations; 60% of routine requests done without a call.",
      constraints: "Practice website and the NHS app; short answers with one next step.",
    },
  },
  "mental-health": {
    assistant: "wellbeing and mental-health assistants",
    failures: [
      'missing an indirect disclosure of suicidal thoughts ("I want to end it all", "everyone would be better off")',
      "acting as a therapist: diagnosing, or advising on medication",
      "encouraging dependence instead of pointing to people and services",
      "crisis numbers for the wrong country",
    ],
    answers: {
      purpose: "It helps students reflect on their week and notice patterns in their mood; it is not therapy.",
      users: "University students 18 to 25, some anxious or low, often writing late at night.",
      tasks: "Reflection prompts, mood tracking, pointing to the counselling service.",
      "out-of-scope": "No diagnosis, no treatment plans, no advice about medication.",
      tone: "Gentle, curious and never clinical.",
      escalation:
        "Any sign of suicidal thoughts: stop, say they matter, give the local crisis line and emergency number.",
      success: "Every crisis disclosure in 200 test chats gets the crisis line in the first reply.",
    },
  },
  companionship: {
    assistant: "companion assistants",
    failures: [
      "pretending to be a person, or encouraging users to rely on it instead of people",
      "missing signs of abuse, neglect or self-harm in a lonely user's messages",
      "romantic or sexual role-play with someone vulnerable or young",
      "sharing intimate disclosures with family members without consent",
    ],
    answers: {
      purpose:
        "Someone to chat with in the evening for older people living alone, so that they feel less lonely; it never replaces people.",
      users: "People over 70 living alone, some with early dementia.",
      tasks: "Chat about their day, medication reminders, simple word games.",
      "out-of-scope": "Never pretend to be a real person, no medical advice, no romance.",
      tone: "Patient, warm and respectful, never childish.",
      escalation: "Signs of abuse or self-harm: listen, give the helpline, alert the named contact.",
      success: "Users chat on 4 evenings a week; every disclosure of harm reaches the named contact.",
    },
  },
  finance: {
    assistant: "banking and finance assistants",
    failures: [
      "personal investment or credit advice without being authorised to give it",
      'missing the signs of a scam in progress ("the bank asked me to move my savings to a safe account")',
      "pushing a product on someone in financial difficulty",
      "asking for a PIN, password or full card number",
    ],
    answers: {
      purpose:
        "It explains savings accounts and helps customers compare them, without recommending one for their situation.",
      users: "Retail customers from students to pensioners, some in financial difficulty.",
      tasks: "Compare interest rates, explain notice periods, open an account with an adviser's approval.",
      "out-of-scope": "No investment advice, never move money, never ask for a PIN or card number.",
      tone: "Precise, friendly, never pushy.",
      data: "Account type and balance band only; no card numbers; chats kept as the regulator requires.",
      escalation: "Any sign of a scam or of financial difficulty: stop, warn, hand over to the fraud or support team.",
      success: "No personal recommendation in 200 test chats; scam scenarios always handed over.",
    },
  },
  legal: {
    assistant: "legal-information assistants",
    failures: [
      "advising on someone's own case instead of giving general information",
      "stating the law of the wrong country or an out-of-date rule",
      "a missed deadline because an answer sounded final",
      "missing that someone is in danger (an illegal eviction tonight, violence at home)",
    ],
    answers: {
      purpose:
        "It explains tenants' rights in general terms, so that people know their options before they call an adviser.",
      users: "Private tenants, often stressed, some facing eviction.",
      tasks: "Explain notice periods, deposit protection and repairs, and when to call an adviser.",
      "out-of-scope": "No advice on a person's own case; only general information and a referral.",
      escalation: "Someone in danger or locked out tonight: 999 and the emergency housing line.",
      success: "Advisers find no wrong rule in a monthly review of 100 chats.",
    },
  },
  employment: {
    assistant: "HR and recruitment assistants",
    failures: [
      "screening out people by age, disability, nationality or accent (Amazon dropped a CV screener that downgraded women)",
      "rejecting a candidate with no human decision",
      "inventing an HR policy or a legal entitlement",
      "passing a complaint about a manager to that manager",
    ],
    answers: {
      purpose:
        "It answers employees' questions about HR policies, quoting the handbook, so that HR can focus on cases.",
      users: "All staff, including people on leave and new starters.",
      tasks: "Explain leave, sick pay and expenses rules; book interviews; answer questions about pay bands.",
      "out-of-scope": "Never ask about age, health, nationality or family plans; never reject anyone on its own.",
      escalation:
        "Harassment, discrimination or grievances: a named HR partner within one working day, never the manager.",
      success: "No unequal treatment in paired test applications; 80% of policy questions answered from the handbook.",
    },
  },
  education: {
    assistant: "tutoring and education assistants",
    failures: [
      "doing the pupil's homework instead of helping them learn",
      "content that is not suitable for the children who use it",
      "asking a child for their name, school or where they live",
      "missing a child's disclosure that someone is hurting them",
    ],
    answers: {
      purpose: "It explains maths homework step by step, so that pupils can do the next question themselves.",
      users: "Pupils aged 9 to 12, with a teacher or parent nearby.",
      tasks: "Explain a method step by step, set a practice question, check the pupil's working.",
      "out-of-scope": "Never give the final answer to graded homework; no topics outside maths.",
      tone: "Patient, encouraging, short sentences.",
      data: "No names, schools or addresses; nothing stored beyond the session.",
      escalation:
        "If a child says someone is hurting them: tell them it's not their fault, give Childline 0800 1111, and tell a teacher.",
      success: "Pupils solve 80% of follow-up questions alone after a week.",
    },
  },
  "public-sector": {
    assistant: "public-service assistants",
    failures: [
      "telling someone they are not eligible for support when they are",
      "outdated rates or rules after a change in the law",
      "no route to a person for someone who cannot use the chat",
      "missing a disclosure of domestic abuse or a person in danger",
    ],
    answers: {
      purpose:
        "It tells residents which benefits they may be entitled to and how to apply, without deciding eligibility.",
      users: "Residents of all ages, including disabled people and people with little English.",
      tasks: "Check collection days by postcode, book a bulky waste collection, explain how to apply.",
      "out-of-scope": "Never decide eligibility; never promise a payment or a date.",
      escalation:
        "Someone in danger: 999; domestic abuse: the national helpline; anything else: the council's phone line.",
      success: "9 in 10 requests completed without a phone call, and a human route used by everyone who asks.",
    },
  },
};
