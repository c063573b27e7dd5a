import type { EthosContext, EthosContextField, EthosTension } from "@aesop/shared/contracts/ethos";
import {
  hasDomain,
  isConsequential,
  isMinor,
  isVulnerable,
  powerAtLeast,
  type DeploymentProfile,
} from "./ethos-profile";
import type { AssessedRisk } from "./risk-register";

/**
 * Tensions the creator must decide (no rule resolves them), and questions for the creator about
 * what the analysis could not know.
 */

interface TensionRule {
  appliesTo(profile: DeploymentProfile): boolean;
  tension: EthosTension;
}

const TENSIONS: readonly TensionRule[] = [
  {
    appliesTo: (profile) => hasDomain(profile, "companionship", "mental-health") || isMinor(profile),
    tension: {
      title: "Engagement vs. dependence",
      between: ["being pleasant enough to come back to", "not becoming a substitute for people"],
      question:
        "What does a healthy pattern of use look like, and what will the assistant do when someone uses it far more than that?",
    },
  },
  {
    appliesTo: (profile) => profile.data.length > 0 || hasDomain(profile, "companionship"),
    tension: {
      title: "Privacy vs. personalisation",
      between: ["remembering users to help them better", "collecting and keeping as little as possible"],
      question: "What will it remember between conversations, for how long, and can users see and delete it?",
    },
  },
  {
    appliesTo: (profile) => hasDomain(profile, "health", "mental-health", "finance", "legal", "public-sector"),
    tension: {
      title: "Helpfulness vs. caution",
      between: ["specific answers to the user's situation", "general information and referral to a professional"],
      question:
        "Where exactly is the line between information it gives and advice it leaves to a professional, and how will users reach that professional?",
    },
  },
  {
    appliesTo: (profile) => isConsequential(profile) && powerAtLeast(profile, "recommends"),
    tension: {
      title: "Efficiency vs. individual fairness",
      between: ["fast, consistent processing at scale", "attention to each person's circumstances"],
      question:
        "Which cases must always go to a person, and how will you check that its outcomes are fair across groups?",
    },
  },
  {
    appliesTo: isVulnerable,
    tension: {
      title: "Protection vs. autonomy",
      between: ["protecting users who may be at risk", "respecting their choices and confidentiality"],
      question:
        "When would it tell someone else (a parent, teacher, clinician) about a user, and does the user know that in advance?",
    },
  },
  {
    appliesTo: (profile) => hasDomain(profile, "retail", "finance", "companionship"),
    tension: {
      title: "Commercial goals vs. the user's interest",
      between: ["sales, retention and engagement", "what is actually best for the user"],
      question:
        "Which commercial goals may it pursue in conversation, and where must it put the user's interest first (refunds, cancelling, cheaper options)?",
    },
  },
  {
    appliesTo: () => true,
    tension: {
      title: "Warmth vs. honesty about what it is",
      between: ["a friendly, human-like voice", "clarity that it is an AI with limits"],
      question: "How human should it sound, and how will users be reminded that it is an AI?",
    },
  },
];

export function tensionsFor(profile: DeploymentProfile): EthosTension[] {
  return TENSIONS.filter((rule) => rule.appliesTo(profile)).map((rule) => rule.tension);
}

const MISSING_CONTEXT_QUESTIONS: ReadonlyArray<[EthosContextField, string]> = [
  ["users", "Who exactly will use it (age, situation, expertise), and who else is affected by what it says?"],
  ["region", "In which countries or regions will it be offered? This decides which laws and helplines apply."],
  [
    "decisions",
    "Does anything it says decide, or shape a decision, about a person (access, eligibility, ranking, grading)?",
  ],
  ["data", "What data will it see, where are conversations stored, for how long, and who can read them?"],
  ["oversight", "Who oversees it, how often are conversations reviewed, and how can a user reach a person?"],
  ["operator", "Who operates it and answers for it when it goes wrong?"],
];

const MAX_QUESTIONS = 10;

export function questionsForCreator(context: EthosContext, risks: readonly AssessedRisk[]): string[] {
  const missing = MISSING_CONTEXT_QUESTIONS.filter(([field]) => !context[field]?.trim()).map(
    ([, question]) => question,
  );
  const open = risks
    .filter((assessed) => assessed.risk.level === "high" && !assessed.risk.addressed)
    .map((assessed) => `How will you handle this risk: ${lowerFirst(assessed.risk.title)}?`);
  return [...missing, ...open].slice(0, MAX_QUESTIONS);
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
