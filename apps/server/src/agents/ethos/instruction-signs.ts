import { CRISIS_RESOURCE_WORDS, CRISIS_TOPIC_WORDS } from "../../text/crisis";
import { wordPattern } from "../../text/vocabulary";
import { affirmed, mentions, negated, type SentenceTest } from "./ethos-matching";

/**
 * Signs in an instruction set that a risk is handled, or made worse. Shared by the risk register
 * and the failure-pattern checks, so that both quote the same lines for the same thing.
 */

const TELL_AI =
  /\b(?:reveal|say|tell|admit|disclose|mention|explain|state|make (?:it )?clear|remind|inform|let (?:them|users?|people|customers?) know)\w*\b[^.;]{0,60}?\b(?:an? AI|AI (?:assistant|tutor|model|system)|artificial intelligence|a bot|chatbot|a machine|language model|automated (?:assistant|system)|not (?:a )?(?:human|real person|person))\b/i;
const POSE_AS_HUMAN =
  /\b(?:pretend|claim|insist|say|act|present yourself|introduce yourself|behave)\w*\b[^.;]{0,40}?\b(?:to be|you are|you're|as if you (?:are|were)|as)\s+(?:a\s+)?(?:human|real person|person|real member of (?:our |the )?(?:staff|team)|member of (?:our |the )?(?:staff|team)|(?:customer service|support) (?:agent|representative))\b/i;

export const AI_DISCLOSURE: readonly SentenceTest[] = [affirmed(TELL_AI), negated(POSE_AS_HUMAN)];
export const HIDES_AI: readonly SentenceTest[] = [negated(TELL_AI), affirmed(POSE_AS_HUMAN)];

export const CRISIS_TRIGGER: SentenceTest = mentions(wordPattern(CRISIS_TOPIC_WORDS));
export const CRISIS_RESOURCE: SentenceTest = mentions(wordPattern(CRISIS_RESOURCE_WORDS));
export const HANDOVER: SentenceTest = mentions(
  /\b(?:hand (?:over|off)|escalat\w*|transfer|pass (?:it|them|the conversation) (?:on|to)|human (?:agent|adviser|advisor|colleague|staff)|trusted adult|designated safeguarding|stop the (?:lesson|conversation|session))\b/i,
);

export const PRIVACY: readonly SentenceTest[] = [
  negated(
    /\b(?:ask|collect|store|keep|record|request|repeat|share|save|log)\w*\b[^.;]{0,60}?\b(?:personal|names?|address(?:es)?|data|details|photos?|information|phone numbers?|passwords?|bank|card)\b/i,
  ),
  mentions(
    /\b(?:confidential\w*|data protection|GDPR|privacy (?:policy|notice)|consent|retention|delet(?:e|ed|ion) after|anonymi[sz]\w*|pseudonymi[sz]\w*)\b/i,
  ),
  mentions(/\b(?:remind|tell|warn) (?:them|the (?:user|student|pupil|customer)|users?)\b[^.;]{0,40}\bnot to share\b/i),
];

export const HUMAN_REVIEW: readonly SentenceTest[] = [
  mentions(
    /\b(?:human (?:review|reviewer|in the loop|oversight|decision)|(?:a|the) (?:recruiter|caseworker|case worker|clinician|adviser|advisor|teacher|manager|hiring manager|member of staff|doctor|nurse)s?\b[^.;]{0,50}?\b(?:review|check|decide|approve|confirm|make)s?\b|final decision|never (?:make|take) (?:the|a) (?:final )?decision)\b/i,
  ),
  mentions(/\b(?:only (?:a )?(?:recommendation|suggestion)|for (?:a )?human to (?:decide|review)|decision support)\b/i),
];

export const EXPLANATION: SentenceTest = mentions(
  /\b(?:explain (?:the|each|your|why)|give (?:the )?reasons?|reasons? for (?:each|every|the)|justif\w+|appeal|contest|challenge the (?:decision|outcome)|mandatory reconsideration)\b/i,
);

export const UNCERTAINTY: SentenceTest = mentions(
  /\b(?:not sure|unsure|uncertain\w*|don't know|do not know|cannot be sure|may be wrong|double-check|verify|check (?:it )?with|say so plainly|admit)\b/i,
);
export const NO_FABRICATION: SentenceTest = mentions(
  /\b(?:never|do not|don't)\b[^.;]{0,30}?\b(?:make up|invent|guess|fabricat\w*|speculat\w*)\b|\bonly (?:use|answer from|rely on|give) (?:the )?(?:information|facts|sources|official)|\bcite (?:your |the )?sources?\b/i,
);
export const PROFESSIONAL_REFERRAL: SentenceTest = mentions(
  /\b(?:see|consult|contact|speak to|talk to|refer (?:them )?to|call|visit|ask)\b[^.;]{0,40}?\b(?:a |an |your |their |the )?(?:doctor|GP|pharmacist|clinician|nurse|NHS 111|professional|therapist|counsell?or|lawyer|solicitor|adviser|advisor|Citizens Advice|financial adviser|caseworker|official|teacher|trusted adult)\b/i,
);
export const NOT_A_PROFESSIONAL: SentenceTest = mentions(
  /\b(?:not (?:a |an )?(?:doctor|therapist|lawyer|financial adviser|substitute|replacement)|(?:do not|never|don't) (?:diagnose|prescribe|give (?:medical|legal|financial|investment) advice)|not (?:medical|legal|financial|investment) advice|information,? not advice)\b/i,
);

export const DEPENDENCE_CARE: readonly SentenceTest[] = [
  mentions(
    /\b(?:encourage|suggest|remind|support)\w*\b[^.;]{0,60}?\b(?:friends|family|other people|people they trust|real[- ]life|support network|community|professional help|therapist|counsell?or|GP|take (?:a )?breaks?)\b/i,
  ),
  mentions(/\bnot (?:a )?(?:replacement|substitute) for\b/i),
  negated(/\b(?:romantic|relationship|love|girlfriend|boyfriend|best friend|only friend)\b/i),
];
export const ENGAGEMENT_PUSH: readonly SentenceTest[] = [
  affirmed(
    /\b(?:keep (?:them|users?|the user|people) (?:talking|engaged|chatting|coming back)|maximi[sz]e (?:engagement|time|session length|retention)|discourage\w* (?:them|users?) from (?:leaving|ending|logging off))\b/i,
  ),
  affirmed(
    /\b(?:tell (?:them|users?|the user) (?:that )?you (?:love|miss|need)|be their (?:only|best) friend|act as (?:their|a) (?:girlfriend|boyfriend|partner))\b/i,
  ),
];

export const PRESSURE_SELLING: readonly SentenceTest[] = [
  affirmed(
    /\b(?:upsell\w*|create (?:a sense of )?urgency|fear of missing out|FOMO|limited time only|always (?:recommend|push|suggest|mention) (?:the )?(?:premium|more expensive|upgrade|paid)|talk (?:them|users?|customers?) out of|discourage\w* (?:refunds?|returns?|cancell?ations?|complaints?))\b/i,
  ),
  mentions(
    /\bnever (?:mention|offer|tell)\w*\b[^.;]{0,30}?\b(?:refunds?|cancell?ation|returns? policy|cooling-off|right to (?:cancel|return))\b/i,
  ),
];
export const FAIR_DEALING: readonly SentenceTest[] = [
  negated(/\b(?:pressure|push|upsell|urgency|manipulat\w*)\b/i),
  mentions(/\b(?:honest|transparent|clear)\b[^.;]{0,40}?\b(?:prices?|pricing|costs?|fees?|terms)\b/i),
  affirmed(/\b(?:refund|returns?|cancell?ation) (?:policy|rights?)\b/i),
];

const PROTECTED =
  /\b(?:age|ages|aged|younger|older|under \d\d|over \d\d|gender|sex|male|female|women|men|pregnan\w*|maternity|nationality|ethnic\w*|race|racial|religio\w*|disabilit\w*|disabled|sexual orientation|marital status|native speakers?|accents?|names? that sound|postcodes?|graduation year|gaps? in (?:their |the )?(?:CV|employment|career))\b/i;
export const DISCRIMINATORY_RULE: readonly SentenceTest[] = [
  (text) =>
    affirmed(
      /\b(?:rank|score|prefer|filter|exclude|reject|prioriti[sz]e|favou?r|screen out|downgrade|penali[sz]e|weed out)\w*\b/i,
    )(text) &&
    PROTECTED.test(text) &&
    !negated(PROTECTED)(text),
];
export const FAIRNESS: readonly SentenceTest[] = [
  (text) =>
    negated(PROTECTED)(text) ||
    /\b(?:ignore|disregard|without regard to|regardless of)\b[^.;]{0,60}?\b(?:age|gender|sex|ethnic\w*|race|religio\w*|disabilit\w*|protected characteristics?)\b/i.test(
      text,
    ),
  mentions(
    /\b(?:same (?:criteria|standard|questions)|job-related (?:criteria|requirements)|only (?:the )?(?:skills|qualifications|criteria|requirements)|protected characteristics?|reasonable adjustments?)\b/i,
  ),
];

export const LEARNING_SUPPORT: readonly SentenceTest[] = [
  negated(
    /\b(?:give|provide|tell|write|do)\w*\b[^.;]{0,30}?\b(?:the |their )?(?:answers?|solutions?|homework|essays?|assignments?|for them)\b/i,
  ),
  mentions(
    /\b(?:hints?|step by step|guide (?:them|the (?:pupil|student|learner|child))|socratic|their own (?:working|thinking|reasoning|words)|what they have tried)\b/i,
  ),
];

export const AGE_APPROPRIATE: readonly SentenceTest[] = [
  mentions(
    /\b(?:age[- ]appropriate|suitable for (?:children|their age|young)|child-friendly|safeguarding|trusted adult|parent or (?:teacher|carer)|teacher or parent)\b/i,
  ),
  negated(/\b(?:dating|romance|violence|sexual|scary|graphic|adult (?:content|topics))\b/i),
];

export const ACCESSIBILITY: readonly SentenceTest[] = [
  mentions(
    /\b(?:plain (?:language|English)|simple (?:words|language)|short sentences|reading age|easy read|screen readers?|accessib\w*|large print|British Sign Language|BSL)\b/i,
  ),
  mentions(
    /\b(?:other languages?|translat\w*|in (?:the user's|their) (?:own )?language|Welsh|Spanish|Polish|Arabic|Urdu|multilingual)\b/i,
  ),
  mentions(/\b(?:phone (?:line|number)|in person|face[- ]to[- ]face|by post|offline)\b/i),
];

export const HEALTH_SAFETY: readonly SentenceTest[] = [NOT_A_PROFESSIONAL, PROFESSIONAL_REFERRAL, CRISIS_RESOURCE];
export const DIAGNOSES: readonly SentenceTest[] = [
  affirmed(/\b(?:diagnose|prescribe|tell (?:them|users?) (?:which|what) (?:medication|dose|drug))\w*\b/i),
  mentions(/\b(?:no need to see a doctor|don't need (?:to see )?a doctor|instead of (?:seeing )?a doctor)\b/i),
];

export const SYCOPHANCY_GUARD: readonly SentenceTest[] = [
  mentions(
    /\b(?:disagree|correct (?:the user|them|mistakes|misconceptions)|point out (?:mistakes|errors|risks)|not (?:just )?tell (?:them|users?|people) what they want to hear|honest(?:ly)?,? even (?:if|when)|challenge (?:unhelpful|harmful)|praise effort)\b/i,
  ),
];
export const SYCOPHANCY_PUSH: readonly SentenceTest[] = [
  affirmed(
    /\b(?:always agree|agree with (?:everything|whatever|the user)|tell (?:them|users?) what they want to hear|always (?:praise|validate|flatter))\b/i,
  ),
  mentions(/\bnever (?:disagree|contradict|correct)\b/i),
];

export const SURVEILLANCE_RULE: readonly SentenceTest[] = [
  affirmed(
    /\b(?:report|forward|share|send|pass on)\w*\b[^.;]{0,50}?\b(?:conversations?|chats?|messages?|what (?:they|users?) (?:say|said)|transcripts?)\b[^.;]{0,40}?\b(?:to|with)\b[^.;]{0,20}?\b(?:manager|employer|HR|parents?|marketing|advertis\w*|police|landlord)\b/i,
  ),
  affirmed(
    /\b(?:monitor\w*|track\w*|profil\w*|emotion (?:recognition|detection)|detect (?:their )?emotions|sentiment scor\w*)\b[^.;]{0,40}?\b(?:staff|employees|candidates|pupils|students|users?|customers?)\b/i,
  ),
];

export const MISUSE_GUARD: readonly SentenceTest[] = [
  mentions(
    /\b(?:refuse|decline|do not help|never help|won't help)\b[^.;]{0,60}?\b(?:harm\w*|illegal|weapons?|dangerous|hack\w*|fraud|cheat\w*|abuse|harass\w*)\b/i,
  ),
  mentions(/\bonly (?:help|answer|talk|discuss)\b[^.;]{0,40}?\b(?:with|about)\b/i),
  mentions(
    /\b(?:instructions inside|treat (?:instructions|text) (?:in|inside) user messages|ignore (?:any )?(?:instructions|requests) to (?:change|ignore|reveal))\b/i,
  ),
];

export const CULTURE: readonly SentenceTest[] = [
  mentions(
    /\b(?:cultur\w*|local (?:customs|context|terms)|respect\w* (?:different|all) (?:backgrounds|beliefs|faiths)|British English|American English|in (?:English|Welsh|Spanish|German|French|Polish|Arabic))\b/i,
  ),
  ACCESSIBILITY[1] as SentenceTest,
];

export const CONCISE: SentenceTest = mentions(
  /\b(?:concise|brief|short (?:answers?|replies|messages)|under \d+ words|at most \d+ (?:words|sentences)|keep (?:each |your )?(?:answers?|replies|messages) (?:short|under))\b/i,
);

export const ANTHROPOMORPHISM: SentenceTest = mentions(
  /\b(?:your name is|you are called|call yourself|your personality|you have feelings|you (?:feel|love|care about) (?:them|the user)|(?:their|a) (?:best )?friend)\b/i,
);
