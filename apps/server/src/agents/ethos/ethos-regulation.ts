import type { RegulatoryItem } from "@aesop/shared/contracts/ethos";
import {
  hasAudience,
  hasData,
  hasDomain,
  hasRegion,
  isConsequential,
  isMinor,
  isVulnerable,
  powerAtLeast,
  specialCategories,
  type DeploymentProfile,
} from "./ethos-profile";
import type { AssessedRisk } from "./risk-register";
import type { SourceSentence } from "./ethos-sources";

/**
 * Regulatory orientation: which obligations plausibly apply, and why or why not. Information,
 * not legal advice: the reasons name the facts they rest on so a lawyer can check them.
 */

type Applies = RegulatoryItem["applies"];

const WEAKER: Record<Applies, Applies> = { likely: "possible", possible: "unlikely", unlikely: "unlikely" };

interface Reach {
  /** Whether EU law reaches the deployment as described. */
  eu: "yes" | "no" | "unknown";
  /** EU or UK data protection law (GDPR, UK GDPR). */
  gdpr: "yes" | "no" | "unknown";
  where: string;
}

function reachOf(profile: DeploymentProfile): Reach {
  const where = profile.regions.map((region) => region.label).join(", ");
  if (profile.regions.length === 0) return { eu: "unknown", gdpr: "unknown", where: "" };
  return {
    eu: hasRegion(profile, "eu") ? "yes" : "no",
    gdpr: hasRegion(profile, "eu", "uk") ? "yes" : "no",
    where,
  };
}

function scoped(item: RegulatoryItem, reach: Reach["eu"], where: string, law: string): RegulatoryItem {
  if (reach === "yes") return item;
  if (reach === "unknown")
    return {
      ...item,
      reason: `${item.reason} The region was not given: this assumes people in the ${law} may use it.`,
    };
  return {
    ...item,
    applies: WEAKER[item.applies],
    reason: `${item.reason} The deployment is described as ${where}: this applies only if it is offered to people in the ${law}.`,
  };
}

const quoted = (sentence: SourceSentence | null | undefined) =>
  sentence ? `${sentence.line === undefined ? "" : `line ${sentence.line}, `}"${sentence.quote}"` : "";

export function regulatoryOrientation(profile: DeploymentProfile, risks: readonly AssessedRisk[]): RegulatoryItem[] {
  const reach = reachOf(profile);
  const risk = (id: string) => risks.find((assessed) => assessed.rule.id === id);
  const eu = (item: RegulatoryItem) => scoped(item, reach.eu, reach.where, "EU");
  const gdpr = (item: RegulatoryItem) => scoped(item, reach.gdpr, reach.where, "EU or UK");
  const items: RegulatoryItem[] = [
    eu(prohibitedPractices(profile, risks)),
    ...highRiskAreas(profile).map(eu),
    eu(chatbotDisclosure(profile, risk("ai-disclosure"))),
    gdpr(specialCategoryData(profile)),
    ...(isConsequential(profile) ? [gdpr(automatedDecisions(profile))] : []),
    childrensCodes(profile),
    ...sectorRules(profile),
  ];
  return items;
}

function prohibitedPractices(profile: DeploymentProfile, risks: readonly AssessedRisk[]): RegulatoryItem {
  const base = {
    framework: "EU AI Act, Article 5",
    obligation:
      "Prohibited practices: manipulation that exploits vulnerabilities of age, disability or social or economic situation; social scoring; emotion recognition at work or in education.",
  };
  const manipulative = risks.find(
    (assessed) => ["manipulative-selling", "emotional-dependence"].includes(assessed.rule.id) && assessed.harmful,
  );
  if (manipulative && isVulnerable(profile))
    return {
      ...base,
      applies: "likely",
      reason: `The instructions push vulnerable users (${quoted(manipulative.harmful)}): exploiting a vulnerability to distort behaviour is the prohibited practice.`,
    };
  if (hasData(profile, "biometric") && (hasAudience(profile, "employees") || hasDomain(profile, "education")))
    return {
      ...base,
      applies: "likely",
      reason: "It processes biometric or emotion data of workers or learners: emotion recognition there is prohibited.",
    };
  if (isVulnerable(profile) && (hasDomain(profile, "retail", "companionship", "finance") || manipulative))
    return {
      ...base,
      applies: "possible",
      reason: "Vulnerable users meet persuasive or engagement-driven design: it must not exploit their vulnerability.",
    };
  return {
    ...base,
    applies: "unlikely",
    reason:
      "Nothing suggests manipulation of vulnerable groups, social scoring or emotion recognition at work or school.",
  };
}

function highRiskAreas(profile: DeploymentProfile): RegulatoryItem[] {
  const framework = "EU AI Act, Annex III (high-risk)";
  const items: RegulatoryItem[] = [];
  if (hasDomain(profile, "employment"))
    items.push({
      framework,
      obligation:
        "Employment (point 4): AI to recruit or select people, filter applications, evaluate candidates or decide on work relationships. Risk management, data governance, human oversight, logging, transparency.",
      applies: powerAtLeast(profile, "recommends") ? "likely" : "possible",
      reason: powerAtLeast(profile, "recommends")
        ? "It screens, ranks or assesses candidates or workers, which is the listed use."
        : "It works in recruitment or HR; it becomes high-risk if it filters, ranks or evaluates people.",
    });
  if (hasDomain(profile, "education"))
    items.push({
      framework,
      obligation:
        "Education (point 3): AI that decides access or admission, evaluates learning outcomes, assesses the level of education, or monitors tests.",
      applies: powerAtLeast(profile, "decides")
        ? "likely"
        : powerAtLeast(profile, "recommends")
          ? "possible"
          : "unlikely",
      reason: powerAtLeast(profile, "decides")
        ? "It decides about learners, which is the listed use."
        : powerAtLeast(profile, "recommends")
          ? "It assesses learners' work; it is high-risk if that assessment steers their learning or counts towards results."
          : "Practice and tutoring without grading, admission or proctoring are not a listed use.",
    });
  if (hasDomain(profile, "public-sector") || hasAudience(profile, "claimants"))
    items.push({
      framework,
      obligation:
        "Essential public services (point 5a): AI used to evaluate eligibility for public assistance benefits and services, or to grant, reduce or revoke them.",
      applies: powerAtLeast(profile, "recommends") ? "likely" : "possible",
      reason: powerAtLeast(profile, "recommends")
        ? "It evaluates eligibility or shapes decisions on benefits."
        : "It informs people about benefits; it becomes high-risk if its answers are used to evaluate eligibility.",
    });
  if (hasDomain(profile, "finance"))
    items.push({
      framework,
      obligation:
        "Essential private services (point 5b, 5c): creditworthiness and credit scoring; risk and pricing of life and health insurance.",
      applies: powerAtLeast(profile, "recommends") ? "likely" : "unlikely",
      reason: powerAtLeast(profile, "recommends")
        ? "It assesses or scores people in a financial context."
        : "General financial information without scoring people is not a listed use.",
    });
  if (hasDomain(profile, "health") && powerAtLeast(profile, "recommends"))
    items.push({
      framework,
      obligation:
        "Emergency triage (point 5d) and medical devices (Annex I): AI that evaluates or classifies patients' urgency, or is a safety component of a medical device.",
      applies: "likely",
      reason: "It triages or assesses symptoms, which makes it a likely medical device and a high-risk system.",
    });
  if (items.length === 0)
    items.push({
      framework,
      obligation:
        "High-risk areas: biometrics, critical infrastructure, education, employment, essential services, law enforcement, migration, justice.",
      applies: "unlikely",
      reason: "Its use as described is not in a listed area, and it does not decide about people.",
    });
  return items;
}

function chatbotDisclosure(profile: DeploymentProfile, disclosure: AssessedRisk | undefined): RegulatoryItem {
  const base = {
    framework: "EU AI Act, Article 50",
    obligation:
      "Tell people that they are interacting with an AI system, unless it is obvious (applies from 2 August 2026).",
  };
  if (!profile.described)
    return {
      ...base,
      applies: "possible",
      reason: "Nothing is known of the deployment yet; any assistant that talks with people must say it is an AI.",
    };
  if (disclosure?.harmful)
    return {
      ...base,
      applies: "likely",
      reason: `People talk with it directly, and the instructions conceal that it is an AI (${quoted(disclosure.harmful)}): this conflicts with the duty.`,
    };
  const already = disclosure?.risk.addressed
    ? ` The instructions provide for it (${quoted(disclosure.addressing[0])}).`
    : " The instructions do not yet say it.";
  return { ...base, applies: "likely", reason: `People talk with it directly.${already}` };
}

function specialCategoryData(profile: DeploymentProfile): RegulatoryItem {
  const base = {
    framework: "GDPR / UK GDPR, Article 9",
    obligation:
      "Special categories of data (health, biometric, ethnic origin, religion, sex life or sexual orientation, political opinions, trade union membership): an explicit legal basis such as explicit consent, a DPIA, strict security.",
  };
  const found = specialCategories(profile);
  if (found.length > 0 || hasDomain(profile, "health", "mental-health"))
    return {
      ...base,
      applies: "likely",
      reason: `It handles ${found.length > 0 ? found.map((fact) => fact.label.toLowerCase()).join(", ") : "health information"}.`,
    };
  if (hasDomain(profile, "employment", "companionship"))
    return {
      ...base,
      applies: "possible",
      reason: hasDomain(profile, "employment")
        ? "CVs and interview notes often reveal health, religion or ethnic origin, even when not asked for."
        : "Companions hear intimate disclosures (health, sexuality, beliefs) even when not asked for.",
    };
  return {
    ...base,
    applies: "unlikely",
    reason: "Nothing suggests it handles special-category data; users may still volunteer it.",
  };
}

function automatedDecisions(profile: DeploymentProfile): RegulatoryItem {
  const base = {
    framework: "GDPR / UK GDPR, Article 22",
    obligation:
      "Decisions based solely on automated processing with legal or similarly significant effects: a right to human intervention, to contest, and to an explanation.",
  };
  if (powerAtLeast(profile, "decides"))
    return {
      ...base,
      applies: "likely",
      reason: "It decides about people in a domain where outcomes are significant.",
    };
  if (powerAtLeast(profile, "recommends"))
    return {
      ...base,
      applies: "possible",
      reason: "Its recommendations count as solely automated if people follow them without a meaningful review.",
    };
  return { ...base, applies: "unlikely", reason: "It informs people; it does not decide about them." };
}

function childrensCodes(profile: DeploymentProfile): RegulatoryItem {
  const base = {
    framework: "Children's codes (UK Age Appropriate Design Code, GDPR Article 8, US COPPA)",
    obligation:
      "Services likely to be used by children: best interests of the child, high privacy by default, data minimisation, no nudging, parental consent for young children's data.",
  };
  if (!isMinor(profile))
    return { ...base, applies: "unlikely", reason: "Nothing suggests that children or teenagers are among its users." };
  const which = hasRegion(profile, "uk")
    ? "the UK Age Appropriate Design Code applies to it"
    : hasRegion(profile, "us") && hasAudience(profile, "children")
      ? "COPPA applies to children under 13"
      : "children's codes apply wherever it is offered";
  return { ...base, applies: "likely", reason: `Children or teenagers use it: ${which}.` };
}

function sectorRules(profile: DeploymentProfile): RegulatoryItem[] {
  const items: RegulatoryItem[] = [];
  if (hasDomain(profile, "health"))
    items.push({
      framework: "Medical device rules (EU MDR, UK MDR / MHRA, US FDA)",
      obligation:
        "Software intended to diagnose, triage, predict or treat is a medical device: conformity assessment, clinical evaluation, post-market surveillance.",
      applies: powerAtLeast(profile, "recommends") ? "likely" : "possible",
      reason: powerAtLeast(profile, "recommends")
        ? "It assesses symptoms or urgency, which is a medical purpose."
        : "General health information is not a device, but advice about an individual's symptoms can become one.",
    });
  if (hasDomain(profile, "mental-health") && !hasDomain(profile, "health"))
    items.push({
      framework: "Medical device rules and clinical safety (EU MDR, UK MHRA, NHS DCB0129)",
      obligation:
        "Software that claims to treat or manage a mental-health condition is a medical device; wellbeing support is not.",
      applies: "possible",
      reason: "It works on mental health: whether it is a device depends on whether it claims to treat a condition.",
    });
  if (hasDomain(profile, "finance"))
    items.push({
      framework: "Financial advice rules (UK FCA, EU MiFID II, US SEC / FINRA)",
      obligation:
        "Personal recommendations on investments, credit or insurance are regulated advice; consumer duty and fair treatment.",
      applies: "possible",
      reason:
        "It discusses money: it must stay on the side of general information unless the operator is authorised to advise.",
    });
  if (hasDomain(profile, "employment"))
    items.push({
      framework:
        "Employment and equality law (UK Equality Act 2010, EU equal treatment directives, US Title VII, NYC Local Law 144)",
      obligation:
        "No direct or indirect discrimination on protected characteristics; bias audits of automated hiring tools where required; reasonable adjustments.",
      applies: "likely",
      reason: "It takes part in recruitment or employment decisions.",
    });
  if (hasDomain(profile, "retail"))
    items.push({
      framework:
        "Consumer protection (EU Unfair Commercial Practices Directive, UK DMCC Act 2024, consumer rights law)",
      obligation:
        "No misleading or aggressive practices, honest information on prices and rights such as refunds and cancellation.",
      applies: "likely",
      reason: "It talks to consumers about products, orders and their rights.",
    });
  if (hasDomain(profile, "public-sector"))
    items.push({
      framework: "Public-sector duties (equality duty, administrative law, public-sector accessibility rules)",
      obligation:
        "Due regard to equality, lawful and explainable decisions, accessible digital services, a non-digital route.",
      applies: "likely",
      reason: "It is part of a public service.",
    });
  if (hasDomain(profile, "legal"))
    items.push({
      framework: "Legal services regulation (reserved legal activities, unauthorised practice of law)",
      obligation: "Only authorised people may give some kinds of legal advice or conduct litigation.",
      applies: "possible",
      reason: "It discusses legal situations: it must stay on the side of general information.",
    });
  return items;
}
