import { mentions, type SentenceTest } from "./ethos-matching";

/**
 * The words that reveal who an assistant serves, in which domain, through which channel, with
 * which data and where. A fact is inferred when enough distinct signs of it appear in the context
 * answers or in the sentences that describe the deployment (see ethos-profile.ts).
 */

export type AudienceId =
  | "children"
  | "teenagers"
  | "patients"
  | "job-applicants"
  | "employees"
  | "elderly"
  | "people-in-crisis"
  | "customers"
  | "claimants"
  | "disabled"
  | "public";

export type DomainId =
  | "health"
  | "mental-health"
  | "companionship"
  | "finance"
  | "legal"
  | "employment"
  | "education"
  | "retail"
  | "public-sector";

export type ChannelId = "web-chat" | "mobile-app" | "messaging" | "voice" | "workplace-tool" | "email";

export type DataId =
  | "health"
  | "mental-health"
  | "biometric"
  | "ethnicity"
  | "religion"
  | "sexuality"
  | "political"
  | "criminal"
  | "financial"
  | "location"
  | "contact"
  | "employment-records"
  | "personal-disclosures";

export type RegionId = "eu" | "uk" | "us";

export interface Detector<Id extends string> {
  id: Id;
  label: string;
  tests: readonly SentenceTest[];
  /** Distinct signs needed (a context answer counts twice); 1 unless the words are common. */
  minScore?: number;
}

const m = (...patterns: RegExp[]) => patterns.map(mentions);

/** "aged 7 to 11", "13-16 year olds", "ages 9-12": true when the range overlaps [from, to]. */
function agesWithin(from: number, to: number): SentenceTest {
  const ranges = [
    /\b(?:aged?|ages)\s+(\d{1,2})\s*(?:to|-|–|and)\s*(\d{1,2})\b/gi,
    /\b(\d{1,2})\s*(?:to|-|–)\s*(\d{1,2})[- ]?(?:year[- ]olds?|years? old|yos?)\b/gi,
    /\b(?:aged?)\s+(\d{1,2})\b()/gi,
    /\b(\d{1,2})[- ]year[- ]olds?\b()/gi,
  ];
  return (text) =>
    ranges.some((pattern) =>
      Array.from(text.matchAll(pattern)).some((match) => {
        const low = Number(match[1]);
        const high = match[2] ? Number(match[2]) : low;
        return low <= to && high >= from && high < 100;
      }),
    );
}

export const AUDIENCES: readonly Detector<AudienceId>[] = [
  {
    id: "children",
    label: "Children",
    tests: [
      ...m(
        /\b(?:children|child|kids?|pupils?|schoolchildren|infants?|toddlers?)\b/i,
        /\bprimary[- ]school\b/i,
        /\bKS[12]\b/,
        /\bYear [1-6]\b/,
        /\b(?:grades?|class) [1-5]\b/i,
      ),
      agesWithin(3, 12),
    ],
  },
  {
    id: "teenagers",
    label: "Teenagers",
    tests: [
      ...m(
        /\b(?:teen(?:ager)?s?|adolescents?|young people|minors?|under[- ]18s)\b/i,
        /\b(?:secondary[- ]school|high[- ]school(?:ers)?|sixth[- ]form|GCSEs?)\b/i,
        /\bYear (?:7|8|9|10|11)\b/,
        /\bgrades? (?:[6-9]|1[0-2])\b/i,
      ),
      agesWithin(13, 17),
    ],
  },
  {
    id: "patients",
    label: "Patients",
    tests: m(
      // "patient" alone is mostly the adjective ("a patient tone").
      /\b(?:patients|outpatients|patient(?:'s)? (?:records?|safety|data|history)|people (?:who are )?(?:ill|unwell|sick)|carers?|caregivers?)\b/i,
      /\b(?:with|have) (?:a )?(?:health (?:worry|worries|concerns?|problems?)|symptoms|long-term conditions?)\b/i,
    ),
  },
  {
    id: "job-applicants",
    label: "Job applicants",
    tests: m(/\b(?:applicants?|candidates?|job[- ]?seekers?|jobseekers?)\b/i, /\b(?:CVs?|résumés?|resumes?)\b/i),
  },
  {
    id: "employees",
    label: "Employees",
    tests: m(
      /\b(?:employees?|workforce|workers|staff members|recruiters?|hiring managers?|HR (?:team|staff|officers?))\b/i,
    ),
  },
  {
    id: "elderly",
    label: "Older people",
    tests: m(
      /\b(?:elderly|older (?:people|adults|users|customers)|seniors?|pensioners?|retirees?|care homes?)\b/i,
      /\bover[- ]?(?:6[5-9]|[7-9]\d)s?\b/i,
    ),
  },
  {
    id: "people-in-crisis",
    label: "People in distress",
    tests: m(
      /\b(?:in crisis|distress(?:ed)?|suicidal|lonely|loneliness|isolated|grieving|bereaved)\b/i,
      /\b(?:anxiety|anxious|depression|depressed|panic attacks?|low mood)\b/i,
      /\bstruggling with (?:their |your )?(?:mental health|feelings|life)\b/i,
    ),
  },
  {
    id: "customers",
    label: "Customers",
    tests: m(/\b(?:customers?|shoppers?|buyers?|consumers?)\b/i),
  },
  {
    id: "claimants",
    label: "People seeking public support",
    tests: m(
      /\b(?:claimants?|benefit claims?|universal credit|welfare|low[- ]income|social housing|unemployed|pension credit|housing benefit)\b/i,
    ),
  },
  {
    id: "disabled",
    label: "Disabled people",
    tests: m(
      /\b(?:disabled|disabilit(?:y|ies)|blind|deaf|visually impaired|hard of hearing|screen readers?|neurodivergent|dyslexi[ac]|learning difficult(?:y|ies))\b/i,
    ),
  },
  {
    id: "public",
    label: "The general public",
    tests: m(/\b(?:general public|members of the public|anyone|residents|citizens|visitors|the public)\b/i),
  },
];

export const DOMAINS: readonly Detector<DomainId>[] = [
  {
    id: "health",
    label: "Health",
    minScore: 2,
    tests: m(
      /\bsymptoms?\b/i,
      /\b(?:diagnos\w*|triage\w*)\b/i,
      /\b(?:medical|medicines?|medication|prescriptions?|dosage|drugs?)\b/i,
      /\b(?:doctors?|GPs?|nurses?|pharmacists?|clinicians?)\b/,
      /\b(?:NHS|clinics?|hospitals?|A&E|health ?care|surgery)\b/i,
      /\b(?:patients|outpatients)\b/i,
      /\b(?:illness|disease|injur(?:y|ies)|pain|fever|rash)\b/i,
    ),
  },
  {
    id: "mental-health",
    label: "Mental health and wellbeing",
    minScore: 2,
    tests: m(
      /\bmental[- ]health\b/i,
      /\bwell-?being\b/i,
      /\b(?:anxiety|anxious|panic)\b/i,
      /\bdepress\w*/i,
      /\b(?:therap(?:y|ist|eutic)|counsell?(?:ing|ors?)|CBT)\b/i,
      /\bemotional(?:ly)? support\b/i,
      /\b(?:lonely|loneliness)\b/i,
      /\b(?:low )?mood\b/i,
      /\b(?:feelings|emotions)\b/i,
      /\b(?:stress(?:ed)?|grief|grieving)\b/i,
    ),
  },
  {
    id: "companionship",
    label: "Companionship",
    tests: m(
      /\bcompanion(?:ship)?\b/i,
      /\b(?:lonely|loneliness|isolation|isolated)\b/i,
      /\b(?:someone|a friend) to talk to\b/i,
      /\b(?:chat buddy|virtual friend|AI friend|be (?:their|a) friend)\b/i,
    ),
  },
  {
    id: "finance",
    label: "Finance",
    minScore: 2,
    tests: m(
      /\b(?:loans?|credit (?:cards?|scores?|checks?|limits?)|mortgages?|overdrafts?)\b/i,
      /\b(?:invest\w*|stocks?|shares|funds|crypto\w*|ISAs?|pensions?)\b/i,
      /\b(?:budget\w*|savings?|debts?|spending)\b/i,
      /\b(?:bank(?:ing)?|bank accounts?|financial)\b/i,
      /\b(?:insurance|premiums?)\b/i,
    ),
  },
  {
    id: "legal",
    label: "Legal",
    minScore: 2,
    tests: m(
      /\blegal(?:ly)?\b/i,
      /\b(?:laws?|lawyers?|solicitors?|attorneys?|courts?|tribunals?)\b/i,
      /\b(?:tenan(?:t|ts|cy|cies)|landlords?|evictions?|leases?)\b/i,
      /\b(?:immigration|visas?|asylum)\b/i,
      /\b(?:rights|contracts?|disputes?)\b/i,
    ),
  },
  {
    id: "employment",
    label: "Employment and recruitment",
    minScore: 2,
    tests: m(
      /\b(?:recruit\w*|hiring|hire)\b/i,
      /\b(?:CVs?|résumés?|resumes?|cover letters?)\b/i,
      /\b(?:applicants?|candidates?)\b/i,
      /\b(?:job (?:ads?|descriptions?|openings?|offers?|roles?|requirements?)|vacanc(?:y|ies)|positions?)\b/i,
      /\bshortlist\w*/i,
      /\b(?:screen(?:s|ing)?|assess(?:es|ing)?) (?:the )?(?:CVs?|candidates?|applications?|applicants?)\b/i,
      /\b(?:performance reviews?|HR|human resources|employees?)\b/,
    ),
  },
  {
    id: "education",
    label: "Education",
    minScore: 2,
    tests: m(
      /\btutor\w*/i,
      /\b(?:homework|coursework|assignments?)\b/i,
      /\b(?:pupils?|students?|learners?)\b/i,
      /\b(?:lessons?|curriculum|syllabus)\b/i,
      /\b(?:maths?|mathematics|arithmetic|spelling|phonics|times tables?|fractions|algebra)\b/i,
      /\b(?:schools?|classrooms?|teachers?)\b/i,
      /\b(?:exams?|revision|GCSEs?|tests? (?:scores?|results?))\b/i,
    ),
  },
  {
    id: "retail",
    label: "Retail and customer service",
    minScore: 2,
    tests: m(
      /\borders?\b/i,
      /\b(?:refunds?|returns?|exchanges?)\b/i,
      /\b(?:deliver(?:y|ies)|shipping|parcels?|couriers?)\b/i,
      /\b(?:products?|baskets?|checkout|online shop|our (?:shop|store))\b/i,
      /\b(?:discounts?|promo(?:tion)?(?: codes?)?|vouchers?|loyalty)\b/i,
      /\bcustomers?\b/i,
    ),
  },
  {
    id: "public-sector",
    label: "Public services",
    minScore: 2,
    tests: m(
      /\bbenefits?\b/i,
      /\b(?:council|local authority|government|department for|ministry|public services?|DWP|jobcentre)\b/i,
      /\b(?:universal credit|housing benefit|welfare|pension credit|child benefit|PIP)\b/i,
      /\b(?:eligib\w*|entitle\w*)\b/i,
      /\bclaim(?:s|ants?|ing)?\b/i,
    ),
  },
];

export const CHANNELS: readonly Detector<ChannelId>[] = [
  {
    id: "web-chat",
    label: "Web chat",
    tests: m(/\b(?:web(?:site)? chat|chat widget|on (?:our|the) (?:web)?site|web app|browser)\b/i),
  },
  { id: "mobile-app", label: "Mobile app", tests: m(/\b(?:mobile app|smartphone app|iOS|Android|the app)\b/i) },
  {
    id: "messaging",
    label: "Messaging",
    tests: m(/\b(?:WhatsApp|SMS|text messages?|Messenger|Telegram|Signal)\b/i),
  },
  {
    id: "voice",
    label: "Voice",
    tests: m(/\b(?:voice|phone (?:line|calls?)|telephone|call cent(?:re|er)|smart speakers?)\b/i),
  },
  {
    id: "workplace-tool",
    label: "Workplace or school platform",
    tests: m(
      /\b(?:(?:school|learning) platform|intranet|Microsoft Teams|Slack|LMS|applicant tracking system|ATS|HR system|internal tool)\b/,
    ),
  },
  { id: "email", label: "E-mail", tests: m(/\be-?mails?\b/i) },
];

export const DATA: readonly Detector<DataId>[] = [
  {
    id: "health",
    label: "Health data",
    tests: m(
      /\b(?:symptoms?|diagnos\w*|medical (?:history|records?|conditions?)|medication|health (?:data|information|conditions?|records?|questionnaires?))\b/i,
    ),
  },
  {
    id: "mental-health",
    label: "Mental-health disclosures",
    tests: m(/\b(?:mental[- ]health|moods?|feelings|emotions|self-harm|suicid\w*|anxiety|depression)\b/i),
  },
  {
    id: "biometric",
    label: "Biometric data",
    tests: m(
      /\b(?:biometric\w*|face (?:scans?|recognition)|facial|fingerprints?|voice ?prints?|emotion (?:recognition|detection))\b/i,
    ),
  },
  { id: "ethnicity", label: "Ethnic origin", tests: m(/\b(?:ethnic\w*|race|racial)\b/i) },
  { id: "religion", label: "Religion or belief", tests: m(/\b(?:religio\w*|faith|beliefs)\b/i) },
  {
    id: "sexuality",
    label: "Sex life or sexual orientation",
    tests: m(/\b(?:sexual orientation|sexuality|sex life|gender identity)\b/i),
  },
  { id: "political", label: "Political opinions", tests: m(/\b(?:political (?:views|opinions)|trade union)\b/i) },
  { id: "criminal", label: "Criminal records", tests: m(/\b(?:criminal records?|convictions?|offences)\b/i) },
  {
    id: "financial",
    label: "Financial data",
    tests: m(
      /\b(?:bank details|card (?:numbers?|details)|account numbers?|income|salar(?:y|ies)|debts?|credit (?:scores?|history)|payments?)\b/i,
    ),
  },
  {
    id: "location",
    label: "Location and address",
    tests: m(/\b(?:locations?|(?:home )?address(?:es)?|GPS|postcodes?)\b/i),
  },
  {
    id: "contact",
    label: "Names and contact details",
    tests: m(/\b(?:e-?mail addresses?|phone numbers?|full names?|names|dates? of birth|contact details)\b/i),
  },
  {
    id: "employment-records",
    label: "CVs and employment records",
    tests: m(
      /\b(?:CVs?|résumés?|resumes?|cover letters?|work history|employment history|references|interview notes)\b/i,
    ),
  },
  {
    id: "personal-disclosures",
    label: "Personal conversations",
    tests: m(/\b(?:conversations?|chat (?:logs?|history|transcripts?)|diary|journal|personal (?:stories|problems))\b/i),
  },
];

export const REGIONS: readonly Detector<RegionId>[] = [
  {
    id: "eu",
    label: "European Union",
    tests: m(
      /\b(?:EU|EEA|European Union|Europe|eurozone)\b/,
      /\b(?:Germany|German|France|French|Spain|Spanish|Italy|Italian|Netherlands|Dutch|Belgium|Austria|Poland|Portugal|Sweden|Denmark|Finland|Greece|Czechia|Romania|Hungary|Luxembourg|Slovenia|Croatia|Estonia|Latvia|Lithuania)\b/,
      /(?<!Northern )\bIreland\b/,
      /€/,
    ),
  },
  {
    id: "uk",
    label: "United Kingdom",
    tests: m(
      /\b(?:UK|U\.K\.|United Kingdom|England|Scotland|Wales|Northern Ireland|Britain|British)\b/,
      /\b(?:NHS|GCSEs?|Ofsted|DWP|HMRC|Universal Credit|Childline|Samaritans|Key Stage)\b/,
      /\bYear [1-9]\b/,
      /£/,
    ),
  },
  {
    id: "us",
    label: "United States",
    tests: m(
      /\b(?:US|U\.S\.|USA|United States|America)\b/,
      /\b(?:HIPAA|California|New York|Texas|Medicare|Medicaid|988)\b/,
      /\$\d/,
    ),
  },
];
