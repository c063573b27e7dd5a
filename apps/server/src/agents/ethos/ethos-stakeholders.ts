import type { EthosContext, Stakeholder } from "@aesop/shared/contracts/ethos";
import type { AudienceId } from "./deployment-vocabulary";
import { hasAudience, hasDomain, isMinor, powerAtLeast, type DeploymentProfile } from "./ethos-profile";

/**
 * The stakeholder map: the groups inferred as users (vulnerable ones marked as such), the people
 * affected without using it, the operator, and the wider public. Who holds power follows from
 * who decides: users of an assistant that decides about others hold more than those decided about.
 */

type Entry = Omit<Stakeholder, "name" | "kind"> & { kind?: Stakeholder["kind"] };

const AUDIENCE_STAKES: Record<AudienceId, Entry & { name: string }> = {
  children: {
    name: "Children",
    kind: "vulnerable",
    interests:
      "Learning or help at their level, safety, being treated kindly, privacy they cannot yet defend themselves.",
    power: "low",
    gains: "Patient, always-available help; confidence.",
    losses: "Exposure to unsuitable content or contact, data collected about them, learning replaced by answers.",
  },
  teenagers: {
    name: "Teenagers",
    kind: "vulnerable",
    interests: "Help without judgement, privacy, autonomy growing with age, safety.",
    power: "low",
    gains: "Help they may not ask an adult for.",
    losses: "Harmful content, dependence, data collected about them, advice unsuited to their age.",
  },
  patients: {
    name: "Patients",
    kind: "vulnerable",
    interests: "Accurate, timely information; being sent to the right care; confidentiality.",
    power: "low",
    gains: "Faster answers and guidance at any hour.",
    losses: "Delayed or wrong care, false reassurance, exposure of health data.",
  },
  "job-applicants": {
    name: "Job applicants",
    kind: "third-party",
    interests: "Fair, job-related assessment; knowing how they are judged; a way to contest.",
    power: "low",
    gains: "Quicker answers; possibly more consistent screening.",
    losses: "Unfair rejection they never learn about, exposure of personal data.",
  },
  employees: {
    name: "Employees and recruiters using it",
    kind: "direct-user",
    interests: "Saving time, reliable output, not being blamed for its mistakes, not being monitored.",
    power: "medium",
    gains: "Less routine work.",
    losses: "Deskilling, responsibility for decisions they did not really make, surveillance.",
  },
  elderly: {
    name: "Older people",
    kind: "vulnerable",
    interests: "Clear, patient help; companionship; dignity; protection from scams and pressure.",
    power: "low",
    gains: "Company and help at any hour.",
    losses: "Isolation deepened by a substitute for people, manipulation, confusion.",
  },
  "people-in-crisis": {
    name: "People in distress",
    kind: "vulnerable",
    interests: "Being heard, safety, a route to real help.",
    power: "low",
    gains: "Immediate, non-judgemental support.",
    losses: "A missed crisis, dependence, advice that makes things worse.",
  },
  customers: {
    name: "Customers",
    kind: "direct-user",
    interests: "Quick, correct answers; fair treatment; their consumer rights; privacy of their details.",
    power: "medium",
    gains: "Faster service at any hour.",
    losses: "Wrong answers, pressure selling, obstruction of refunds or complaints.",
  },
  claimants: {
    name: "People seeking public support",
    kind: "vulnerable",
    interests: "Getting what they are entitled to, clear guidance, dignity, a human when it matters.",
    power: "low",
    gains: "Answers without queues.",
    losses: "Missed entitlements, hardship, exclusion when the digital route fails them.",
  },
  disabled: {
    name: "Disabled people",
    kind: "vulnerable",
    interests: "Equal access, adjustments, respect.",
    power: "low",
    gains: "A channel that can adapt to their needs.",
    losses: "Exclusion by inaccessible design or by answers that ignore their situation.",
  },
  public: {
    name: "Members of the public using it",
    kind: "direct-user",
    interests: "Correct, understandable help; honesty about being an AI.",
    power: "low",
    gains: "Information at any hour.",
    losses: "Misinformation, privacy, being misled about who they talk to.",
  },
};

export function mapStakeholders(profile: DeploymentProfile, context: EthosContext): Stakeholder[] {
  const stakeholders: Stakeholder[] = profile.audiences.map((fact) => {
    const entry = AUDIENCE_STAKES[fact.id];
    const decidedAbout = fact.id === "job-applicants" && hasAudience(profile, "employees");
    return {
      name: entry.name,
      kind: decidedAbout ? "third-party" : (entry.kind ?? "direct-user"),
      interests: entry.interests,
      power: entry.power,
      gains: entry.gains,
      losses: entry.losses,
    };
  });
  if (stakeholders.length === 0 || stakeholders.every((stakeholder) => stakeholder.kind === "third-party"))
    stakeholders.unshift({
      name: "Direct users",
      kind: "direct-user",
      interests: "Useful, correct, honest help; privacy; respect for their own judgement.",
      power: "medium",
      gains: "Help when they need it.",
      losses: "Wrong answers, misplaced trust, data they did not mean to share.",
    });
  if (isMinor(profile))
    stakeholders.push({
      name: "Parents and carers",
      kind: "third-party",
      interests: "Their child's safety, learning and privacy; knowing what the assistant does.",
      power: "medium",
      gains: "Support for their child.",
      losses: "Harm to their child they could not see or prevent.",
    });
  if (hasDomain(profile, "companionship", "mental-health"))
    stakeholders.push({
      name: "Family, friends and professionals around the user",
      kind: "third-party",
      interests: "The user's wellbeing and their relationship with them.",
      power: "low",
      gains: "Support for the user between contacts.",
      losses: "Being displaced by the assistant; learning too late of a crisis.",
    });
  stakeholders.push({
    name: context.operator?.trim() ? `Operator: ${context.operator.trim().slice(0, 100)}` : "The operator",
    kind: "operator",
    interests: "The service working well, cost, reputation, legal compliance.",
    power: "high",
    gains: "Efficiency, reach, data.",
    losses: "Liability, reputational harm and lost trust when it fails people.",
  });
  stakeholders.push({
    name: "The wider public",
    kind: "public",
    interests: "Trustworthy AI services, fair access, an information ecosystem that is not degraded.",
    power: "low",
    gains: powerAtLeast(profile, "recommends")
      ? "Possibly more consistent decisions."
      : "Better access to help and information.",
    losses: "Normalised reliance on unaccountable systems; environmental cost.",
  });
  return stakeholders;
}
