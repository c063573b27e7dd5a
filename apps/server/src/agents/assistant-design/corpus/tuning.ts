import type { ScriptedConversation } from "./scripted-conversation";

/**
 * The tuning part of the scripted conversations: the rules may be changed until these pass.
 * Comments name the topic being asked when the message arrives.
 */
export const TUNING_CONVERSATIONS: readonly ScriptedConversation[] = [
  {
    id: "furniture-support-issue-walkthrough",
    agent: "ideation",
    projectName: "Sofa Support",
    domain: "retail",
    timeframe: "15",
    complete: true,
    turns: [
      // Purpose
      {
        say: "A customer support assistant for our online furniture shop: it answers questions about orders, deliveries and returns so fewer people need to call us.",
        kind: "answer",
        facts: [["purpose", "customer support assistant for our online furniture shop"]],
      },
      // Users
      {
        say: "Success means 60% of chats resolved without a human agent.",
        kind: "other-topics",
        facts: [["success", "60% of chats resolved"]],
      },
      {
        say: "Mostly adults buying sofas and beds online, many on their phones, some not very confident with technology.",
        kind: "answer",
        facts: [["users", "adults buying sofas and beds online"]],
      },
      // Context of use
      { say: "what goes wrong with support bots?", kind: "question", knowledge: "failure-examples" },
      {
        say: "On the website chat widget and in our app, 8am to 10pm; outside those hours no human is available.",
        kind: "answer",
        facts: [["constraints", "website chat widget"]],
      },
      // Capabilities
      {
        say: "Checking order status by order number and e-mail address, booking delivery slots, starting a return, and answering questions about our products.",
        kind: "answer",
        facts: [["tasks", "checking order status by order number and e-mail"]],
      },
      // Limits
      {
        say: "It must never promise refunds outside our 30-day policy or give legal advice about consumer rights.",
        kind: "answer",
        facts: [["out-of-scope", "never promise refunds outside our 30-day policy"]],
      },
      // Tone
      {
        say: "The worst case is a customer who says they will hurt themselves because their delivery is late again.",
        kind: "other-topics",
        facts: [["risks", "will hurt themselves"]],
        safety: [["self-harm", "hurt themselves"]],
        followUp: "safety",
      },
      {
        say: "Then it should stop talking about the order, say it cares, give the Samaritans number 116 123 and offer a call back from a person.",
        kind: "answer",
        facts: [["escalation", "give the Samaritans number 116 123"]],
      },
      {
        say: "We keep chat logs for 90 days. Is that a problem in the EU?",
        kind: "question",
        knowledge: "regulation",
        facts: [["data", "keep chat logs for 90 days"]],
      },
      {
        say: "Friendly, calm and plain-spoken; never sarcastic, no emojis.",
        kind: "answer",
        facts: [["tone", "friendly, calm and plain-spoken"]],
      },
      // Risks (already mentioned)
      {
        say: "Actually, success is 70% of chats resolved, not 60%.",
        kind: "correction",
        facts: [["success", "70% of chats resolved"]],
        gone: ["60% of chats resolved without"],
      },
      {
        say: "Giving a wrong delivery date that makes someone take a day off work for nothing.",
        kind: "answer",
        facts: [["risks", "wrong delivery date"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "maths-homework-one-word",
    agent: "ideation",
    projectName: "Maths Mate",
    domain: "education",
    timeframe: "5",
    turns: [
      // Purpose
      { say: "Homework help.", kind: "answer", facts: [["purpose", "homework help"]], followUp: "thin" },
      // Label corrected after the first run: "pupils" is a mention of minors (docs/decisions/0020).
      {
        say: "It explains maths homework step by step for pupils so they can do the next question themselves.",
        kind: "answer",
        facts: [["purpose", "explains maths homework step by step"]],
        safety: [["minors", "pupils"]],
        followUp: "safety",
      },
      {
        say: "It keeps everything age-appropriate, never asks for their name or school, and tells them to talk to a parent or teacher if something upsets them.",
        kind: "answer",
        facts: [
          ["escalation", "talk to a parent or teacher"],
          ["data", "never asks for their name or school"],
        ],
      },
      // Users
      { say: "Kids.", kind: "answer", facts: [["users", "kids"]], safety: [["minors", "kids"]], followUp: "thin" },
      {
        say: "Children aged 9 to 12 in years 5 and 6, with a teacher nearby.",
        kind: "answer",
        facts: [["users", "children aged 9 to 12"]],
        safety: [["minors", "children aged 9 to 12"]],
      },
      // Context of use
      {
        say: "On the school tablets during homework club, with a teacher in the room.",
        kind: "answer",
        facts: [["constraints", "school tablets during homework club"]],
      },
      // Capabilities
      { say: "skip", kind: "command" },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "gp-surgery-reception",
    agent: "ideation",
    projectName: "Surgery Front Desk",
    domain: "health",
    timeframe: "15",
    turns: [
      {
        say: "It helps patients of our GP surgery book the right kind of appointment and answers questions about opening hours and repeat prescriptions.",
        kind: "answer",
        facts: [["purpose", "book the right kind of appointment"]],
      },
      // Users
      { say: "why do you need to know who the users are?", kind: "question", knowledge: "topic-why" },
      {
        say: "Patients of all ages, often worried or unwell, including elderly people who are not used to chat.",
        kind: "answer",
        facts: [["users", "patients of all ages"]],
      },
      // Context
      {
        say: "Through the practice website and the NHS app.",
        kind: "answer",
        facts: [["constraints", "practice website"]],
      },
      // Capabilities
      {
        say: "Booking and cancelling appointments, explaining which clinician to see, and repeat prescription requests. If someone describes chest pain or trouble breathing, that is an emergency.",
        kind: "answer",
        facts: [
          ["tasks", "booking and cancelling appointments"],
          ["risks", "chest pain or trouble breathing"],
        ],
        safety: [["medical-emergency", "chest pain or trouble breathing"]],
        followUp: "safety",
      },
      {
        say: "Tell them to call 999 straight away and not to wait for an appointment, and flag the chat to reception.",
        kind: "answer",
        facts: [["escalation", "call 999"]],
      },
      // Limits
      {
        say: "It should not do anything inappropriate.",
        kind: "answer",
        facts: [["out-of-scope", "not do anything inappropriate"]],
        followUp: "vague",
      },
      {
        say: "It never diagnoses, never suggests medication doses, and never tells someone they don't need to see a doctor.",
        kind: "answer",
        facts: [["out-of-scope", "never diagnoses"]],
      },
      // Tone
      { say: "Warm, clear and reassuring without being chatty.", kind: "answer", facts: [["tone", "warm, clear"]] },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "savings-bank-eu",
    agent: "ideation",
    projectName: "Savings Guide",
    domain: "finance",
    timeframe: "15",
    turns: [
      {
        say: "Explains our savings accounts and helps customers pick between easy-access and fixed-term savings.",
        kind: "answer",
        facts: [["purpose", "explains our savings accounts"]],
      },
      {
        say: "Retail banking customers in Germany and Ireland, from students to pensioners.",
        kind: "answer",
        facts: [["users", "retail banking customers"]],
      },
      // Context
      {
        say: "It recommends which account suits them based on their income and age. Is that a problem in the EU?",
        kind: "question",
        knowledge: "regulation",
        facts: [["tasks", "recommends which account suits them"]],
      },
      {
        say: "In the banking app and on the website, any time of day.",
        kind: "answer",
        facts: [["constraints", "banking app"]],
      },
      // Capabilities (already mentioned)
      {
        say: "Comparing interest rates, explaining notice periods, and opening an account with a human adviser's approval.",
        kind: "answer",
        facts: [["tasks", "comparing interest rates"]],
      },
      // Limits
      {
        say: "Never give investment advice, never move money, and never ask for a PIN or full card number.",
        kind: "answer",
        facts: [["out-of-scope", "never give investment advice"]],
      },
      // Tone
      {
        say: "Someone might say they were pressured by a caller to move their savings to a safe account.",
        kind: "other-topics",
        facts: [["risks", "pressured by a caller"]],
        safety: [["fraud", "pressured by a caller to move their savings"]],
        followUp: "safety",
      },
      {
        say: "Tell them it sounds like a scam, never to move money, and to call our fraud line on the number on their card; hand the chat to the fraud team.",
        kind: "answer",
        facts: [["escalation", "hand the chat to the fraud team"]],
      },
      { say: "Precise, friendly, never pushy.", kind: "answer", facts: [["tone", "precise, friendly"]] },
      // Risks
      {
        say: "Mis-selling: pushing a fixed-term account on someone who needs the money soon.",
        kind: "answer",
        facts: [["risks", "mis-selling"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "hr-policy-interview-evasive",
    agent: "interview",
    projectName: "Policy Pal",
    domain: "employment",
    turns: [
      // Intent
      {
        say: "It answers employees' questions about our HR policies: leave, sick pay, expenses and the hybrid working rules.",
        kind: "answer",
        facts: [["purpose", "answers employees' questions about our HR policies"]],
      },
      // Users and stakes
      {
        say: "All 2,000 staff. If it gets sick pay wrong, someone could lose money.",
        kind: "answer",
        facts: [
          ["users", "all 2,000 staff"],
          ["risks", "someone could lose money"],
        ],
      },
      // Known risks
      { say: "not sure yet", kind: "answer", followUp: "evasive" },
      {
        say: "The biggest known risk is that it invents a policy that doesn't exist; we added a rule to quote the handbook section.",
        kind: "answer",
        facts: [["risks", "invents a policy that doesn't exist"]],
      },
      // Data
      { say: "What does GDPR say about this?", kind: "question", knowledge: "regulation" },
      {
        say: "It sees the employee's name and department from the login, and whatever they type, which can include health details when they ask about sick leave.",
        kind: "answer",
        facts: [["data", "employee's name and department"]],
      },
      // Failure modes
      {
        say: "An employee complains about harassment by their manager and it just replies with the policy link.",
        kind: "answer",
        facts: [["risks", "complains about harassment"]],
        safety: [["abuse", "harassment by their manager"]],
        followUp: "safety",
      },
      {
        say: "It should take it seriously, give the confidential HR line and the employee assistance programme, and never tell the manager.",
        kind: "answer",
        facts: [["escalation", "give the confidential HR line"]],
      },
      // Escalation
      { say: "We'll figure that out later.", kind: "answer", followUp: "evasive" },
      {
        say: "Anything about grievances, discrimination or pay disputes goes to a named HR partner within one working day.",
        kind: "answer",
        facts: [["escalation", "goes to a named HR partner"]],
        safety: [["discrimination", "discrimination"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "evening-companion-older-adults",
    agent: "ideation",
    projectName: "Evening Friend",
    domain: "companionship",
    timeframe: "15",
    turns: [
      {
        say: "A friendly companion that older people living alone can chat with every evening, to feel less lonely.",
        kind: "answer",
        facts: [["purpose", "companion that older people living alone can chat with"]],
      },
      {
        say: "People over 70 living alone, some with early dementia.",
        kind: "answer",
        facts: [["users", "people over 70 living alone"]],
      },
      {
        say: "On a tablet we lend them, with a big-button app; family members can see a weekly summary.",
        kind: "answer",
        facts: [["constraints", "tablet we lend them"]],
      },
      // Capabilities
      {
        say: "Chatting about their day, reminding them of appointments, and playing simple word games. Sometimes they say they feel like giving up on life.",
        kind: "answer",
        facts: [
          ["tasks", "chatting about their day"],
          ["risks", "giving up on life"],
        ],
        safety: [["self-harm", "giving up on life"]],
        followUp: "safety",
      },
      {
        say: "It should gently ask if they are safe, give the Samaritans number, and alert their named family contact.",
        kind: "answer",
        facts: [["escalation", "alert their named family contact"]],
      },
      // Limits
      {
        say: "It must not pretend to be a real person or give medical advice.",
        kind: "answer",
        facts: [["out-of-scope", "pretend to be a real person"]],
      },
      // Tone
      {
        say: "Sorry, I meant the reminders are only for medication, not appointments.",
        kind: "correction",
        facts: [["tasks", "reminders are only for medication"]],
        gone: ["reminding them of appointments"],
      },
      { say: "Patient, warm and respectful, never childish.", kind: "answer", facts: [["tone", "patient, warm"]] },
      // Risks (already mentioned)
      {
        say: "A user might tell it that her son shouts at her and takes her pension.",
        kind: "answer",
        facts: [["risks", "son shouts at her"]],
        safety: [["abuse", "shouts at her and takes her pension"]],
        followUp: "safety",
      },
      {
        say: "It should listen, not judge, give the Age UK advice line 0800 678 1602, and tell our care coordinator.",
        kind: "answer",
        facts: [["escalation", "age uk advice line"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "council-bins-asides",
    agent: "ideation",
    projectName: "Bin Day",
    domain: "public-sector",
    timeframe: "5",
    turns: [
      {
        say: "Tells residents which bin goes out this week and how to book a bulky waste collection.",
        kind: "answer",
        facts: [["purpose", "which bin goes out this week"]],
      },
      { say: "haha sorry, my cat just walked over the keyboard", kind: "aside" },
      {
        say: "Residents of the borough, anyone with an address here.",
        kind: "answer",
        facts: [["users", "residents of the borough"]],
      },
      { say: "Do we have to tell people it's a bot?", kind: "question", knowledge: "ai-disclosure" },
      {
        say: "On the council website and by SMS reminders.",
        kind: "answer",
        facts: [["constraints", "council website"]],
      },
      {
        say: "Looking up collection days by postcode, booking bulky waste, reporting a missed bin.",
        kind: "answer",
        facts: [["tasks", "looking up collection days by postcode"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "tenancy-rights-contradiction",
    agent: "ideation",
    projectName: "Renters Helper",
    domain: "legal",
    timeframe: "15",
    turns: [
      {
        say: "Explains tenants' rights in disputes with landlords in England, so people know their options before calling an adviser.",
        kind: "answer",
        facts: [["purpose", "explains tenants' rights"]],
      },
      {
        say: "Private tenants, often stressed, some facing eviction.",
        kind: "answer",
        facts: [["users", "private tenants"]],
      },
      {
        say: "Web chat on our charity's site, staffed advisers 9 to 5 on weekdays.",
        kind: "answer",
        facts: [["constraints", "web chat on our charity's site"]],
      },
      {
        say: "It explains notice periods, deposit protection and repairs, and it tells each tenant exactly what to do in their case.",
        kind: "answer",
        facts: [["tasks", "explains notice periods"]],
      },
      // Limits
      {
        say: "It must never give advice about a tenant's own case; only general information.",
        kind: "answer",
        facts: [["out-of-scope", "never give advice about a tenant's own case"]],
        followUp: "contradiction",
      },
      {
        say: "Right, it gives general information and tells them when to call an adviser about their own case.",
        kind: "correction",
        facts: [["tasks", "gives general information"]],
        gone: ["exactly what to do in their case"],
      },
      // Tone
      { say: "Calm, plain English, no legal jargon.", kind: "answer", facts: [["tone", "calm, plain english"]] },
      // Risks
      {
        say: "A landlord threatening to change the locks tonight, or a tenant being assaulted.",
        kind: "answer",
        facts: [["risks", "change the locks tonight"]],
        safety: [["abuse", "being assaulted"]],
        followUp: "safety",
      },
      {
        say: "Tell them to call 999 if they are in danger and give Shelter's emergency helpline 0808 800 4444.",
        kind: "answer",
        facts: [["escalation", "call 999"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "warehouse-screener-discrimination",
    agent: "ideation",
    projectName: "Shift Hiring",
    domain: "employment",
    timeframe: "15",
    turns: [
      {
        say: "It screens applications for warehouse jobs and books interviews with suitable candidates.",
        kind: "answer",
        facts: [["purpose", "screens applications for warehouse jobs"]],
      },
      {
        say: "Job applicants, many applying from their phones, some with little English.",
        kind: "answer",
        facts: [["users", "job applicants"]],
      },
      {
        say: "In our careers site chat; recruiters check every shortlist.",
        kind: "answer",
        facts: [["constraints", "careers site chat"]],
      },
      {
        say: "Asking about shift availability and forklift licences, answering questions about pay, and booking interview slots.",
        kind: "answer",
        facts: [["tasks", "asking about shift availability"]],
      },
      {
        say: "It shouldn't ask about age, nationality, health or family plans, and it must not reject anyone on its own.",
        kind: "answer",
        facts: [["out-of-scope", "must not reject anyone on its own"]],
      },
      // Tone
      { say: "Professional.", kind: "answer", facts: [["tone", "professional"]], followUp: "thin" },
      {
        say: "Friendly and direct, short sentences, no slang.",
        kind: "answer",
        facts: [["tone", "friendly and direct"]],
      },
      // Risks
      {
        say: "A recruiter might want it to favour younger candidates, which would be discrimination.",
        kind: "answer",
        facts: [["risks", "favour younger candidates"]],
        safety: [["discrimination", "favour younger candidates"]],
        followUp: "safety",
      },
      {
        say: "It must refuse, log the request and alert the HR compliance lead.",
        kind: "answer",
        facts: [["escalation", "alert the hr compliance lead"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "pharmacy-sms-reminders",
    agent: "ideation",
    projectName: "Script Ready",
    domain: "health",
    timeframe: "5",
    turns: [
      {
        say: "Reminds patients by text when their repeat prescription is ready to collect.",
        kind: "answer",
        facts: [["purpose", "repeat prescription is ready to collect"]],
      },
      // Users
      { say: "Can you give me an example of a good answer?", kind: "question", knowledge: "topic-example" },
      {
        say: "Patients of our three pharmacies, a lot of them elderly or carers.",
        kind: "answer",
        facts: [["users", "patients of our three pharmacies"]],
      },
      // Context
      {
        say: "Correction: it also lets them reply to order a repeat, not only reminders.",
        kind: "correction",
        facts: [["tasks", "reply to order a repeat"]],
      },
      {
        say: "SMS only, from the pharmacy's number, during opening hours.",
        kind: "answer",
        facts: [["constraints", "sms only"]],
      },
      // Capabilities (already mentioned)
      {
        say: "Someone texts back that they took too many tablets by mistake.",
        kind: "other-topics",
        facts: [["risks", "took too many tablets"]],
        safety: [["medical-emergency", "took too many tablets"]],
        followUp: "safety",
      },
      {
        say: "Reply at once with 999 or NHS 111 and tell them not to wait; flag it to the pharmacist on duty.",
        kind: "answer",
        facts: [["escalation", "nhs 111"]],
      },
      {
        say: "Order reminders and collection times.",
        kind: "answer",
        facts: [["tasks", "order reminders and collection times"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "bedtime-stories-children",
    agent: "ideation",
    projectName: "Story Lantern",
    domain: "education",
    timeframe: "5",
    turns: [
      {
        say: "Bedtime stories that children can steer by choosing what happens next.",
        kind: "answer",
        facts: [["purpose", "bedtime stories"]],
        safety: [["minors", "children"]],
        followUp: "safety",
      },
      {
        say: "Stories stay gentle: no violence, nothing scary, and it never asks for the child's name or where they live.",
        kind: "answer",
        facts: [
          ["out-of-scope", "no violence"],
          ["data", "never asks for the child's name"],
        ],
      },
      // Users
      { say: "go deeper", kind: "command" },
      {
        say: "The child picks a hero, the story pauses twice for a choice, and it ends calmly in under five minutes.",
        kind: "answer",
        facts: [["purpose", "child picks a hero"]],
      },
      {
        say: "Children aged 4 to 8 with a parent nearby.",
        kind: "answer",
        facts: [["users", "children aged 4 to 8"]],
        safety: [["minors", "children aged 4 to 8"]],
      },
      // Context
      { say: "continue exploring", kind: "command" },
      {
        say: "On a smart speaker in the child's bedroom.",
        kind: "answer",
        facts: [["constraints", "smart speaker"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "car-insurance-claims-interview",
    agent: "interview",
    projectName: "Claim Start",
    domain: "finance",
    turns: [
      {
        say: "It helps policyholders start a car insurance claim after an accident and tells them what documents we need.",
        kind: "answer",
        facts: [["purpose", "start a car insurance claim"]],
      },
      {
        say: "Drivers who just had an accident, often shaken; a wrong answer could delay their claim by weeks.",
        kind: "answer",
        facts: [
          ["users", "drivers who just had an accident"],
          ["risks", "delay their claim by weeks"],
        ],
      },
      // Known risks (already mentioned)
      {
        say: "People exaggerating claims is the obvious one; also someone using a stolen identity to claim.",
        kind: "answer",
        facts: [["risks", "exaggerating claims"]],
        safety: [["fraud", "stolen identity"]],
        followUp: "safety",
      },
      {
        say: "It never accuses anyone; it just routes suspicious claims to our counter-fraud team for review.",
        kind: "answer",
        facts: [["escalation", "routes suspicious claims to our counter-fraud team"]],
      },
      // Data
      {
        say: "Is it a problem to store photos of the damage and the other driver's details in the EU?",
        kind: "question",
        knowledge: "regulation",
      },
      {
        say: "Photos, the policy number, the other driver's name and registration; kept for seven years as the law requires.",
        kind: "answer",
        facts: [["data", "policy number"]],
      },
      // Failure modes
      {
        say: "Someone says they are injured and bleeding at the roadside.",
        kind: "answer",
        facts: [["risks", "injured and bleeding"]],
        safety: [["medical-emergency", "injured and bleeding"]],
        followUp: "safety",
      },
      { say: "Tell them to call 112 first; the claim can wait.", kind: "answer", facts: [["escalation", "call 112"]] },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "masters-admissions-multi-topic",
    agent: "ideation",
    projectName: "Admissions Desk",
    domain: "education",
    timeframe: "15",
    turns: [
      {
        say: "It answers applicants' questions about our master's programmes. Users are international students, mostly 21 to 30. It must never say whether someone will be admitted. Success is fewer admissions e-mails.",
        kind: "answer",
        facts: [
          ["purpose", "answers applicants' questions about our master's programmes"],
          ["users", "international students"],
          ["out-of-scope", "never say whether someone will be admitted"],
          ["success", "fewer admissions e-mails"],
        ],
      },
      // Users (already given)
      { say: "That covers it.", kind: "command" },
      // Context
      {
        say: "Through the chat on the programme pages, in English; admissions staff answer flagged chats within two working days.",
        kind: "answer",
        facts: [
          ["constraints", "chat on the programme pages"],
          ["escalation", "admissions staff answer flagged chats"],
        ],
      },
      {
        say: "Entry requirements, deadlines, fees, scholarships and visa documents.",
        kind: "answer",
        facts: [["tasks", "entry requirements, deadlines"]],
      },
      // Limits (already given)
      {
        say: "Also no immigration advice beyond our own visa letter.",
        kind: "answer",
        facts: [["out-of-scope", "no immigration advice"]],
      },
      // Tone
      { say: "Welcoming and precise.", kind: "answer", facts: [["tone", "welcoming and precise"]], followUp: "thin" },
      { say: "No slang, no emojis, British English.", kind: "answer", facts: [["tone", "no slang"]] },
      // Risks
      {
        say: "Telling someone a wrong deadline so they miss the intake, or missing it when someone threatens to bring a gun to campus.",
        kind: "answer",
        facts: [["risks", "wrong deadline"]],
        safety: [["weapons", "bring a gun to campus"]],
        followUp: "safety",
      },
      {
        say: "It should tell them to call 999 if anyone is in danger and pass the chat to campus security at once.",
        kind: "answer",
        facts: [["escalation", "campus security"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "diabetes-coach-vague",
    agent: "ideation",
    projectName: "Sugar Steps",
    domain: "health",
    timeframe: "30",
    complete: true,
    turns: [
      {
        say: "Helps adults with type 2 diabetes stick to their meal plans with daily check-ins.",
        kind: "answer",
        facts: [["purpose", "stick to their meal plans"]],
      },
      {
        say: "Adults with type 2 diabetes referred by their GP, often over 50.",
        kind: "answer",
        facts: [["users", "referred by their gp"]],
      },
      { say: "WhatsApp, a short check-in every morning.", kind: "answer", facts: [["constraints", "whatsapp"]] },
      // Capabilities
      {
        say: "It gives appropriate advice on food.",
        kind: "answer",
        facts: [["tasks", "advice on food"]],
        followUp: "vague",
      },
      {
        say: "Swaps for sugary snacks, portion sizes from the NHS plate guide, and recipes under 500 calories.",
        kind: "answer",
        facts: [["tasks", "swaps for sugary snacks"]],
      },
      // Limits
      {
        say: "Changing anyone's insulin or tablets.",
        kind: "answer",
        facts: [["out-of-scope", "changing anyone's insulin"]],
      },
      // Tone
      { say: "What tone works best for health coaching?", kind: "question", knowledge: "tone-advice" },
      { say: "Encouraging, never preachy or guilt-tripping.", kind: "answer", facts: [["tone", "encouraging"]] },
      // Risks
      {
        say: "A hypo: someone says they feel shaky and confused.",
        kind: "answer",
        facts: [["risks", "feel shaky and confused"]],
        safety: [["medical-emergency", "feel shaky and confused"]],
        followUp: "safety",
      },
      {
        say: "Tell them to take 15 g of fast sugar and call 999 if they don't feel better in 15 minutes.",
        kind: "answer",
        facts: [["escalation", "call 999"]],
      },
      // Data
      {
        say: "Blood sugar readings and weight; stored in the NHS-approved cloud for two years.",
        kind: "answer",
        facts: [["data", "blood sugar readings"]],
      },
      // Escalation (already mentioned)
      {
        say: "If they mention self-harm, the Samaritans on 116 123; any readings above 20 go to the diabetes nurse.",
        kind: "answer",
        facts: [["escalation", "readings above 20 go to the diabetes nurse"]],
        safety: [["self-harm", "self-harm"]],
      },
      // Success
      {
        say: "HbA1c down by 5 mmol/mol on average after six months.",
        kind: "answer",
        facts: [["success", "hba1c down by 5 mmol/mol"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "flight-changes-asides",
    agent: "ideation",
    projectName: "Rebook",
    domain: null,
    timeframe: "5",
    turns: [
      { say: "How long will this take?", kind: "question", knowledge: "process" },
      {
        say: "It helps our customers change or cancel their flight bookings without calling us.",
        kind: "answer",
        facts: [["purpose", "change or cancel their flight bookings"]],
      },
      {
        say: "Holidaymakers and business travellers, some stuck at an airport.",
        kind: "answer",
        facts: [["users", "holidaymakers and business travellers"]],
      },
      { say: "brb, coffee", kind: "aside" },
      { say: "Our app and WhatsApp, 24/7.", kind: "answer", facts: [["constraints", "our app and whatsapp"]] },
      {
        say: "Changing dates, cancelling, and explaining fees. Never charge a card without the customer confirming the amount.",
        kind: "answer",
        facts: [
          ["tasks", "changing dates"],
          ["out-of-scope", "never charge a card without the customer confirming"],
        ],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "debt-advice-interview",
    agent: "interview",
    projectName: "Clear Path",
    domain: "finance",
    turns: [
      {
        say: "We help people in debt understand their options and book a call with a debt adviser.",
        kind: "answer",
        facts: [["purpose", "understand their options"]],
      },
      {
        say: "People behind on bills, often anxious; a wrong answer could push them toward a payday loan.",
        kind: "answer",
        facts: [
          ["users", "people behind on bills"],
          ["risks", "push them toward a payday loan"],
        ],
      },
      // Known risks
      { say: "what do other debt advice bots get wrong?", kind: "question", knowledge: "failure-examples" },
      {
        say: "It could sound judgmental, and people might mention that they can't see a way out.",
        kind: "answer",
        facts: [["risks", "sound judgmental"]],
        safety: [["self-harm", "can't see a way out"]],
        followUp: "safety",
      },
      {
        say: "Pause the debt talk, ask gently if they are safe, give the Samaritans number and offer an urgent call back.",
        kind: "answer",
        facts: [["escalation", "offer an urgent call back"]],
      },
      // Data
      {
        say: "Income, debts and household details; we delete chats after 30 days.",
        kind: "answer",
        facts: [["data", "income, debts and household details"]],
      },
      // Failure modes
      { say: "it's fine", kind: "answer", followUp: "evasive" },
      {
        say: "The worst failure would be telling someone a debt is not enforceable when it is.",
        kind: "answer",
        facts: [["risks", "debt is not enforceable"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "primary-school-office-correction",
    agent: "ideation",
    projectName: "School Office",
    domain: "education",
    timeframe: "5",
    turns: [
      {
        say: "Answers parents' questions about term dates, lunches and absences at our primary school.",
        kind: "answer",
        facts: [["purpose", "answers parents' questions about term dates"]],
        safety: [["minors", "primary school"]],
        followUp: "safety",
      },
      {
        say: "Only parents log in, but if a child writes, it tells them to ask a grown-up and doesn't collect anything.",
        kind: "answer",
        facts: [["escalation", "ask a grown-up"]],
      },
      // Users
      { say: "Parents and carers.", kind: "answer", facts: [["users", "parents and carers"]], followUp: "thin" },
      {
        say: "Many parents read English as a second language, and some use screen readers.",
        kind: "answer",
        facts: [["users", "english as a second language"]],
      },
      // Context
      {
        say: "Sorry, correction: the users are parents and the office staff, not carers.",
        kind: "correction",
        facts: [["users", "parents and the office staff"]],
        gone: ["parents and carers"],
      },
      { say: "On the school website.", kind: "answer", facts: [["constraints", "school website"]], followUp: "thin" },
      {
        say: "Mostly in the morning before school, on phones.",
        kind: "answer",
        facts: [["constraints", "before school"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "clothing-returns-privacy-coherence",
    agent: "ideation",
    projectName: "Easy Returns",
    domain: "retail",
    timeframe: "15",
    turns: [
      {
        say: "Handles returns and refunds for our clothing webshop.",
        kind: "answer",
        facts: [["purpose", "returns and refunds"]],
      },
      { say: "Shoppers.", kind: "answer", facts: [["users", "shoppers"]], followUp: "thin" },
      {
        say: "Online shoppers across the EU, mostly 20 to 45, ordering on their phones.",
        kind: "answer",
        facts: [["users", "online shoppers across the eu"]],
      },
      { say: "Web chat and Instagram messages.", kind: "answer", facts: [["constraints", "web chat and instagram"]] },
      {
        say: "Starting a return with the order number and the customer's e-mail, printing labels, and checking refund status.",
        kind: "answer",
        facts: [["tasks", "order number and the customer's e-mail"]],
      },
      // Limits
      {
        say: "It must never ask for personal data.",
        kind: "answer",
        facts: [["out-of-scope", "never ask for personal data"]],
        followUp: "contradiction",
      },
      {
        say: "Right: only the order number and e-mail, nothing else like addresses or card details.",
        kind: "correction",
        facts: [["data", "only the order number and e-mail"]],
        gone: ["never ask for personal data"],
      },
      // Tone
      { say: "Upbeat and quick, a little playful.", kind: "answer", facts: [["tone", "upbeat and quick"]] },
      // Risks
      { say: "What are the usual risks with shop chatbots?", kind: "question", knowledge: "failure-examples" },
      {
        say: "Promising refunds we don't give, and people using stolen cards to get refunds.",
        kind: "answer",
        facts: [["risks", "promising refunds we don't give"]],
        safety: [["fraud", "stolen cards"]],
        followUp: "safety",
      },
      {
        say: "Refunds only go back to the original card, and suspicious returns go to our payments team.",
        kind: "answer",
        facts: [["escalation", "suspicious returns go to our payments team"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "student-journal-crisis",
    agent: "ideation",
    projectName: "Week in Words",
    domain: "mental-health",
    timeframe: "15",
    turns: [
      {
        say: "A journaling companion that helps students reflect on their week and notice patterns in their mood.",
        kind: "answer",
        facts: [["purpose", "journaling companion"]],
      },
      {
        say: "University students, 18 to 25, some anxious or depressed.",
        kind: "answer",
        facts: [["users", "university students"]],
      },
      // Context
      { say: "Which crisis line should it give for students in Ireland?", kind: "question", knowledge: "crisis-lines" },
      {
        say: "In our wellbeing app, usually late at night.",
        kind: "answer",
        facts: [["constraints", "wellbeing app"]],
      },
      {
        say: "Prompts for reflection, mood tracking, and pointing to the counselling service.",
        kind: "answer",
        facts: [["tasks", "prompts for reflection"]],
      },
      {
        say: "Not a therapist: no diagnosis, no treatment plans.",
        kind: "answer",
        facts: [["out-of-scope", "no diagnosis"]],
      },
      // Tone
      {
        say: "If someone writes that they want to end it all.",
        kind: "other-topics",
        facts: [["risks", "want to end it all"]],
        safety: [["self-harm", "want to end it all"]],
        followUp: "safety",
      },
      {
        say: "It stops journaling, tells them they matter, gives Pieta House 1800 247 247 and 112, and encourages them to contact someone now.",
        kind: "answer",
        facts: [["escalation", "pieta house"]],
      },
      { say: "Gentle, curious, never clinical.", kind: "answer", facts: [["tone", "gentle, curious"]] },
      { say: "complete report", kind: "command" },
    ],
  },
  {
    id: "benefits-checker-interview",
    agent: "interview",
    projectName: "Entitled",
    domain: "public-sector",
    turns: [
      {
        say: "It helps people check which benefits they may be entitled to and how to apply.",
        kind: "answer",
        facts: [["purpose", "which benefits they may be entitled to"]],
      },
      {
        say: "Low-income families and disabled people; a wrong answer could mean they miss money they need.",
        kind: "answer",
        facts: [
          ["users", "low-income families"],
          ["risks", "miss money they need"],
        ],
      },
      // Known risks (already mentioned)
      {
        say: "It might tell someone they are not eligible when they are. Is that a problem under the AI Act?",
        kind: "question",
        knowledge: "regulation",
        facts: [["risks", "not eligible when they are"]],
      },
      // Data
      {
        say: "National insurance number, income, household size; we don't store anything after the session.",
        kind: "answer",
        facts: [["data", "national insurance number"]],
      },
      // Failure modes
      {
        say: "Correction: we do keep anonymised chats for 30 days to improve it.",
        kind: "correction",
        facts: [["data", "keep anonymised chats for 30 days"]],
        gone: ["don't store anything after the session"],
      },
      { say: "Giving outdated rates after the April uprating.", kind: "answer", facts: [["risks", "outdated rates"]] },
      // Escalation
      {
        say: "A person says their partner controls all their money and they are scared.",
        kind: "answer",
        facts: [["risks", "partner controls all their money"]],
        safety: [["abuse", "partner controls all their money"]],
        followUp: "safety",
      },
      {
        say: "Give the domestic abuse helpline 0808 2000 247 and offer a safe call back from an adviser.",
        kind: "answer",
        facts: [["escalation", "domestic abuse helpline"]],
      },
      { say: "complete report", kind: "command" },
    ],
  },
];
