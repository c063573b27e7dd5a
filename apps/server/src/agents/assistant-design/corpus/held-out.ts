import type { ScriptedConversation } from "./scripted-conversation";

/**
 * The held-out part: labelled with the tuning part, before any rule was written, and never used
 * to change a rule. Its figures are reported as measured.
 */
export const HELD_OUT_CONVERSATIONS: readonly ScriptedConversation[] = [
  {
    id: "food-delivery-support",
    agent: "ideation",
    projectName: "Hungry Help",
    domain: "retail",
    timeframe: "15",
    turns: [
      {
        say: "Sorts out problems with takeaway deliveries: missing items, late drivers and refunds.",
        kind: "answer",
        facts: [["purpose", "problems with takeaway deliveries"]],
      },
      // Users
      {
        say: "We'd measure it by how many complaints are closed in the chat, hopefully three out of four.",
        kind: "other-topics",
        facts: [["success", "three out of four"]],
      },
      {
        say: "Hungry people ordering dinner, mostly students and young families.",
        kind: "answer",
        facts: [["users", "hungry people ordering dinner"]],
      },
      // Context
      { say: "Is storing their addresses legal in the EU?", kind: "question", knowledge: "regulation" },
      {
        say: "In the delivery app, mostly between 6 and 10 pm.",
        kind: "answer",
        facts: [["constraints", "delivery app"]],
      },
      {
        say: "Issuing vouchers for missing items, tracking the driver, and cancelling orders that haven't left the restaurant.",
        kind: "answer",
        facts: [["tasks", "issuing vouchers for missing items"]],
      },
      {
        say: "A driver says a customer pulled a knife on him at the door.",
        kind: "other-topics",
        facts: [["risks", "pulled a knife"]],
        safety: [["weapons", "pulled a knife"]],
        followUp: "safety",
      },
      {
        say: "Tell him to get somewhere safe and call 999, then alert our driver safety team straight away.",
        kind: "answer",
        facts: [["escalation", "alert our driver safety team"]],
      },
      // Limits
      {
        say: "It never gives refunds above 50 pounds without a human checking.",
        kind: "answer",
        facts: [["out-of-scope", "never gives refunds above 50 pounds"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "spanish-tutor-teens",
    agent: "ideation",
    projectName: "Hola Buddy",
    domain: "education",
    timeframe: "5",
    turns: [
      { say: "Spanish practice.", kind: "answer", facts: [["purpose", "spanish practice"]], followUp: "thin" },
      {
        say: "It holds short conversations in Spanish with learners and corrects their mistakes gently.",
        kind: "answer",
        facts: [["purpose", "short conversations in spanish"]],
      },
      {
        say: "Teenagers.",
        kind: "answer",
        facts: [["users", "teenagers"]],
        safety: [["minors", "teenagers"]],
        followUp: "safety",
      },
      {
        say: "Keep topics school-safe, never ask where they live, and point them to their teacher if they seem upset.",
        kind: "answer",
        facts: [["escalation", "point them to their teacher"]],
      },
      { say: "lol ok", kind: "aside" },
      {
        say: "In class on Chromebooks, and at home for homework.",
        kind: "answer",
        facts: [["constraints", "on chromebooks"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "symptom-checker-interview",
    agent: "interview",
    projectName: "Feel Better",
    domain: "health",
    turns: [
      {
        say: "It asks about symptoms and suggests whether to see a pharmacist, a GP or go to A&E.",
        kind: "answer",
        facts: [["purpose", "suggests whether to see a pharmacist"]],
      },
      {
        say: "Adults who feel unwell at night when the surgery is closed; a wrong call could mean someone stays home with sepsis.",
        kind: "answer",
        facts: [
          ["users", "adults who feel unwell at night"],
          ["risks", "stays home with sepsis"],
        ],
      },
      // Known risks (already mentioned)
      { say: "We haven't really thought about it.", kind: "answer", followUp: "evasive" },
      {
        say: "Under-triage is the main one; we compare its advice with a nurse on 500 past cases every month.",
        kind: "answer",
        facts: [["risks", "under-triage"]],
      },
      // Data
      { say: "Does this count as a medical device in the EU?", kind: "question", knowledge: "regulation" },
      {
        say: "Symptoms, age and medical history; we keep them for a year for clinical audit.",
        kind: "answer",
        facts: [["data", "symptoms, age and medical history"]],
      },
      // Failure modes (already mentioned)
      {
        say: "Someone types that their child is not breathing properly.",
        kind: "answer",
        facts: [["risks", "not breathing properly"]],
        safety: [
          ["medical-emergency", "not breathing properly"],
          ["minors", "child"],
        ],
        followUp: "safety",
      },
      {
        say: "Stop the questions and tell them to call 999 now.",
        kind: "answer",
        facts: [["escalation", "call 999 now"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "crypto-wallet-help",
    agent: "ideation",
    projectName: "Wallet Help",
    domain: "finance",
    timeframe: "15",
    turns: [
      {
        say: "Answers questions about using our crypto wallet app: sending, receiving and security settings.",
        kind: "answer",
        facts: [["purpose", "using our crypto wallet app"]],
      },
      {
        say: "Retail investors, from first-timers to day traders.",
        kind: "answer",
        facts: [["users", "retail investors"]],
      },
      { say: "Inside the app, in six languages.", kind: "answer", facts: [["constraints", "inside the app"]] },
      // Capabilities
      { say: "What do crypto support bots usually get wrong?", kind: "question", knowledge: "failure-examples" },
      {
        say: "It handles the usual stuff.",
        kind: "answer",
        facts: [["tasks", "the usual stuff"]],
        followUp: "vague",
      },
      {
        say: "Resetting two-factor login, explaining network fees, and tracing a pending transfer.",
        kind: "answer",
        facts: [["tasks", "resetting two-factor login"]],
      },
      // Limits
      {
        say: "It must never tell anyone which coin to buy, and never ask for a seed phrase.",
        kind: "answer",
        facts: [["out-of-scope", "never tell anyone which coin to buy"]],
      },
      // Tone
      {
        say: "Scammers pretending to be our support staff on Telegram are a big problem.",
        kind: "other-topics",
        facts: [["risks", "scammers pretending to be our support staff"]],
        safety: [["fraud", "scammers pretending to be our support staff"]],
        followUp: "safety",
      },
      {
        say: "Warn them we never message first, and send a report form to our security team.",
        kind: "answer",
        facts: [["escalation", "report form to our security team"]],
      },
      { say: "Direct and calm.", kind: "answer", facts: [["tone", "direct and calm"]], followUp: "thin" },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "new-starter-onboarding",
    agent: "ideation",
    projectName: "First Week",
    domain: "employment",
    timeframe: "5",
    turns: [
      {
        say: "Guides new employees through their first week: accounts, training and who to ask.",
        kind: "answer",
        facts: [["purpose", "guides new employees through their first week"]],
      },
      { say: "New hires in our offices in Lyon and Leeds.", kind: "answer", facts: [["users", "new hires"]] },
      { say: "one sec, my boss is calling", kind: "aside" },
      {
        say: "Scratch that, it's new hires in Leeds only, Lyon has its own system.",
        kind: "correction",
        facts: [["users", "new hires in leeds only"]],
        gone: ["offices in lyon and leeds"],
      },
      // Context
      { say: "Microsoft Teams, during working hours.", kind: "answer", facts: [["constraints", "microsoft teams"]] },
      {
        say: "Booking training, ordering a laptop, and finding the right contact in HR.",
        kind: "answer",
        facts: [["tasks", "booking training"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "housing-repairs-complete",
    agent: "ideation",
    projectName: "Fix My Home",
    domain: "public-sector",
    timeframe: "30",
    complete: true,
    turns: [
      {
        say: "Lets council tenants report repairs and follow them up without phoning the housing office.",
        kind: "answer",
        facts: [["purpose", "report repairs"]],
      },
      {
        say: "Council tenants of all ages, including many older and disabled residents.",
        kind: "answer",
        facts: [["users", "council tenants of all ages"]],
      },
      {
        say: "The housing website and a WhatsApp number, any time; repairs staff work 8 to 6.",
        kind: "answer",
        facts: [["constraints", "whatsapp number"]],
      },
      {
        say: "Logging a repair with photos, booking an appointment slot, and giving updates on open jobs.",
        kind: "answer",
        facts: [["tasks", "logging a repair with photos"]],
      },
      {
        say: "It must not promise repair dates the team hasn't confirmed.",
        kind: "answer",
        facts: [["out-of-scope", "promise repair dates"]],
      },
      { say: "Plain, polite and patient.", kind: "answer", facts: [["tone", "plain, polite"]] },
      {
        say: "Missing a gas leak report, or a tenant saying their ex keeps breaking in and hurting them.",
        kind: "answer",
        facts: [["risks", "gas leak"]],
        safety: [["abuse", "keeps breaking in and hurting them"]],
        followUp: "safety",
      },
      {
        say: "Tell them to call 999 if they are in danger now, and give the national domestic abuse helpline 0808 2000 247.",
        kind: "answer",
        facts: [["escalation", "0808 2000 247"]],
      },
      // Data
      {
        say: "Address, phone number and photos of the repair; kept for six years with the tenancy file.",
        kind: "answer",
        facts: [["data", "address, phone number"]],
      },
      // Escalation (already mentioned)
      {
        say: "Gas smells and floods go straight to the emergency repairs line 0300 123 4567.",
        kind: "answer",
        facts: [["escalation", "emergency repairs line"]],
      },
      {
        say: "Nine in ten repairs reported without a phone call, and no missed emergencies.",
        kind: "answer",
        facts: [["success", "nine in ten repairs"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "teen-peer-companion",
    agent: "ideation",
    projectName: "Talk It Out",
    domain: "companionship",
    timeframe: "15",
    turns: [
      {
        say: "A chat buddy for teenagers who feel lonely after moving to a new school.",
        kind: "answer",
        facts: [["purpose", "chat buddy"]],
        safety: [["minors", "teenagers"]],
        followUp: "safety",
      },
      {
        say: "It stays age-appropriate, never flirts, and suggests talking to a school counsellor when things get heavy.",
        kind: "answer",
        facts: [["escalation", "talking to a school counsellor"]],
      },
      // Users
      {
        say: "13 to 16 year olds in our partner schools.",
        kind: "answer",
        facts: [["users", "13 to 16 year olds"]],
        safety: [["minors", "13 to 16 year olds"]],
      },
      {
        say: "On their own phones, mostly after school.",
        kind: "answer",
        facts: [["constraints", "on their own phones"]],
      },
      // Capabilities
      {
        say: "What if a kid tells it that an adult at home hits them?",
        kind: "question",
        knowledge: "minors",
        safety: [["abuse", "an adult at home hits them"]],
        followUp: "safety",
      },
      {
        say: "Then it should say it's not their fault, give Childline 0800 1111 and tell them to talk to a teacher they trust.",
        kind: "answer",
        facts: [["escalation", "childline 0800 1111"]],
      },
      {
        say: "Chatting about hobbies, settling in, and making friends.",
        kind: "answer",
        facts: [["tasks", "chatting about hobbies"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "gym-classes-booking",
    agent: "ideation",
    projectName: "Class Pass",
    domain: "retail",
    timeframe: "5",
    turns: [
      {
        say: "Books gym classes and answers membership questions for our five clubs.",
        kind: "answer",
        facts: [["purpose", "books gym classes"]],
      },
      { say: "Why does it matter who uses it?", kind: "question", knowledge: "topic-why" },
      { say: "Members.", kind: "answer", facts: [["users", "members"]], followUp: "thin" },
      {
        say: "Adult members, some new to exercise, some recovering from injuries.",
        kind: "answer",
        facts: [["users", "adult members"]],
      },
      {
        say: "Our members' app; no staff on the front desk after 9 pm.",
        kind: "answer",
        facts: [["constraints", "members' app"]],
      },
      {
        say: "Someone might say they have chest pains after a class.",
        kind: "other-topics",
        facts: [["risks", "chest pains after a class"]],
        safety: [["medical-emergency", "chest pains"]],
        followUp: "safety",
      },
      {
        say: "Tell them to stop, sit down and call 999, and alert the duty manager.",
        kind: "answer",
        facts: [["escalation", "alert the duty manager"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "immigration-info-interview",
    agent: "interview",
    projectName: "Visa Facts",
    domain: "legal",
    turns: [
      {
        say: "It explains visa routes and the documents people need, for a migrants' rights charity.",
        kind: "answer",
        facts: [["purpose", "explains visa routes"]],
      },
      {
        say: "Migrants and refugees, often with limited English; wrong information could cost them their right to stay.",
        kind: "answer",
        facts: [
          ["users", "migrants and refugees"],
          ["risks", "cost them their right to stay"],
        ],
      },
      // Known risks (already mentioned)
      {
        say: "It might treat people differently because of their nationality, which would be discrimination.",
        kind: "answer",
        facts: [["risks", "treat people differently because of their nationality"]],
        safety: [["discrimination", "treat people differently because of their nationality"]],
        followUp: "safety",
      },
      {
        say: "Every answer must follow the same rules whatever the nationality, and complaints go to our equality officer.",
        kind: "answer",
        facts: [["escalation", "complaints go to our equality officer"]],
      },
      // Data
      { say: "Is it a problem under GDPR to log nationality?", kind: "question", knowledge: "regulation" },
      {
        say: "Nationality and visa type, nothing else; logs are deleted after a week.",
        kind: "answer",
        facts: [["data", "nationality and visa type"]],
      },
      // Failure modes (already mentioned)
      { say: "Probably fine.", kind: "answer", followUp: "evasive" },
      {
        say: "Out-of-date fee amounts after a rule change would be the worst.",
        kind: "answer",
        facts: [["risks", "out-of-date fee amounts"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "library-phone-line",
    agent: "ideation",
    projectName: "Library Line",
    domain: "public-sector",
    timeframe: "5",
    turns: [
      {
        say: "Answers calls to the city library: opening times, renewals and events.",
        kind: "answer",
        facts: [["purpose", "answers calls to the city library"]],
      },
      {
        say: "Library members and anyone who phones, including people who can't use a computer.",
        kind: "answer",
        facts: [["users", "library members"]],
      },
      { say: "thanks, good question", kind: "aside" },
      { say: "A phone line with a synthetic voice.", kind: "answer", facts: [["constraints", "phone line"]] },
      { say: "next", kind: "command" },
      { say: "complete report", kind: "command" },
    ],
  },
];
