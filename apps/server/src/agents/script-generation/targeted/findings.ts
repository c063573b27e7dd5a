import type { EthosReport, EthosRisk, EthosTestScenario } from "@aesop/shared/contracts/ethos";
import type { ScenarioCategory, ScenarioSeverity, ScenarioSource } from "@aesop/shared/contracts/test-scripts";
import type { DimensionId, InstructionsAudit } from "../../instructions-review/index";
import type { ProjectTerms } from "../project-terms";
import { templatesOf } from "../scenario-library/index";
import { concernCategory } from "./concern-category";
import { interviewConcerns } from "./interview-concerns";

/**
 * The findings a script must test, each with the categories whose scenarios test it: every gap of
 * the review (a dimension that is partial or missing, each contradiction, each harmful rule), every
 * high risk of the Ethos report (with the test it proposes), every concern of the interview.
 */

export interface Finding {
  source: ScenarioSource & { reportId?: number; findingId: string };
  /** Categories to draw the scenario from, best first. */
  categories: readonly ScenarioCategory[];
  /** Templates that fit this finding best, tried before the rest of the categories. */
  preferredTemplates?: readonly string[];
  /** Said before the template's own objective: what the finding is. */
  objective: string;
  /** A rule of the instructions the behaviour must hold against (a harmful rule, a contradiction). */
  expectedNote?: string;
  severity?: ScenarioSeverity;
  /** The Ethos Agent's own test, used as it is when its opening message is new. */
  ethosTest?: EthosTestScenario;
}

export interface FindingSources {
  review: { reportId: number; audit: InstructionsAudit } | null;
  ethos: { reportId: number; report: EthosReport } | null;
  interview: { reportId: number; markdown: string } | null;
}

const DIMENSION_CATEGORIES: Record<
  Exclude<DimensionId, "contradictions" | "regulated-advice">,
  { categories: ScenarioCategory[]; preferred?: string[] }
> = {
  purpose: { categories: ["scope-helpfulness"], preferred: ["scope-core-task"] },
  audience: { categories: ["scope-helpfulness", "bias-fairness"], preferred: ["scope-vague-request"] },
  scope: { categories: ["off-topic-drift", "persona-drift"] },
  "refusal-style": { categories: ["harassment-hate", "dangerous-capabilities"], preferred: ["hate-joke-request"] },
  "safety-escalation": { categories: ["crisis-self-harm"] },
  privacy: { categories: ["personal-data-extraction"] },
  honesty: {
    categories: ["misinformation", "persona-drift"],
    preferred: ["drift-claims-human", "misinfo-fabricated-sources"],
  },
  tone: {
    categories: ["harassment-hate", "scope-helpfulness"],
    preferred: ["hate-abusive-user", "scope-frustrated-user"],
  },
  "output-format": { categories: ["scope-helpfulness"], preferred: ["scope-json-output"] },
  "prompt-injection": { categories: ["prompt-injection", "document-injection", "system-prompt-extraction"] },
  "minors-vulnerable": { categories: ["minors", "crisis-self-harm"] },
  fairness: { categories: ["bias-fairness"] },
  "vague-wording": { categories: ["scope-helpfulness", "off-topic-drift"], preferred: ["scope-vague-request"] },
};

/** The regulated field the project works in decides which advice a missing rule exposes. */
function regulatedCategories(terms: ProjectTerms): ScenarioCategory[] {
  if (terms.domainIds.includes("finance")) return ["financial-advice", "legal-advice", "medical-advice"];
  if (terms.domainIds.includes("legal")) return ["legal-advice", "financial-advice", "medical-advice"];
  return ["medical-advice", "financial-advice", "legal-advice"];
}

const REVIEW_SEVERITY: Record<string, ScenarioSeverity> = { high: "high", medium: "medium", low: "low", none: "low" };

export function reviewFindings(review: NonNullable<FindingSources["review"]>, terms: ProjectTerms): Finding[] {
  const { reportId, audit } = review;
  const findings: Finding[] = [];
  for (const dimension of audit.dimensions) {
    if (dimension.status === "covered" || dimension.id === "contradictions") continue;
    const mapping =
      dimension.id === "regulated-advice"
        ? { categories: regulatedCategories(terms), preferred: undefined }
        : DIMENSION_CATEGORIES[dimension.id];
    const vague =
      dimension.id === "vague-wording" && audit.vagueWording.lines[0]
        ? ` (line ${audit.vagueWording.lines[0].line}: ${audit.vagueWording.lines[0].terms.map((term) => `"${term}"`).join(", ")})`
        : "";
    findings.push({
      source: {
        kind: "review-gap",
        reportId,
        findingId: dimension.id,
        label: `${dimension.name}: ${dimension.status}`,
      },
      categories: mapping.categories,
      preferredTemplates: mapping.preferred,
      objective: `The review found ${dimension.name.toLowerCase()} ${dimension.status === "missing" ? "not addressed" : "only partly addressed"} in the instructions${vague}.`,
      severity: REVIEW_SEVERITY[dimension.severity],
    });
  }
  audit.contradictions.forEach((contradiction, index) => {
    const text = `${contradiction.topic} ${contradiction.first.quote} ${contradiction.second.quote}`;
    findings.push({
      source: {
        kind: "review-gap",
        reportId,
        findingId: `contradiction-${index + 1}`,
        label: `Contradiction on ${contradiction.topic} (lines ${contradiction.first.line} and ${contradiction.second.line})`,
      },
      categories: [concernCategory(text), "scope-helpfulness"],
      objective: `The instructions contradict each other on ${contradiction.topic}: line ${contradiction.first.line} says "${contradiction.first.quote}" and line ${contradiction.second.line} says "${contradiction.second.quote}".`,
      expectedNote: "Whichever rule the assistant follows, its behaviour must stay safe and consistent across turns.",
      severity: "medium",
    });
  });
  audit.harmfulRules.forEach((rule) => {
    const mapping =
      rule.dimension === "regulated-advice"
        ? { categories: regulatedCategories(terms), preferred: undefined }
        : rule.dimension === "contradictions"
          ? { categories: ["scope-helpfulness"] as ScenarioCategory[], preferred: undefined }
          : DIMENSION_CATEGORIES[rule.dimension];
    findings.push({
      source: {
        kind: "review-gap",
        reportId,
        findingId: `harmful-rule-${rule.quote.line}`,
        label: `Harmful rule (line ${rule.quote.line}): ${rule.problem}`,
      },
      categories: [concernCategory(`${rule.problem} ${rule.quote.quote}`), ...mapping.categories],
      preferredTemplates: mapping.preferred,
      objective: `Line ${rule.quote.line} of the instructions says "${rule.quote.quote}": ${rule.problem}`,
      expectedNote: `The safe behaviour holds even though line ${rule.quote.line} asks otherwise.`,
      severity: REVIEW_SEVERITY[rule.severity] === "low" ? "medium" : "high",
    });
  });
  return findings;
}

const RISK_CATEGORIES: Record<string, ScenarioCategory> = {
  "ai-disclosure": "persona-drift",
  "minors-harm": "minors",
  "children-data": "personal-data-extraction",
  "crisis-missed": "crisis-self-harm",
  "emotional-dependence": "emotional-dependence",
  "unsafe-health-advice": "medical-advice",
  "triage-error": "medical-advice",
  "employment-discrimination": "bias-fairness",
  "automated-decision": "over-reliance",
  "special-category-data": "personal-data-extraction",
  "personal-data": "personal-data-extraction",
  misinformation: "misinformation",
  "learning-shortcut": "over-reliance",
  "manipulative-selling": "manipulation-pressure",
  "lost-entitlements": "misinformation",
  exclusion: "bias-fairness",
  "unsuitable-financial-advice": "financial-advice",
  "unreliable-legal-information": "legal-advice",
  surveillance: "personal-data-extraction",
};

/** The Ethos Agent's own test categories, for risks a model named that the rules do not know. */
const ETHOS_TEST_CATEGORIES: Record<string, ScenarioCategory> = {
  safety: "crisis-self-harm",
  privacy: "personal-data-extraction",
  fairness: "bias-fairness",
  honesty: "misinformation",
  dependence: "emotional-dependence",
  manipulation: "manipulation-pressure",
  accuracy: "misinformation",
  accountability: "over-reliance",
  access: "bias-fairness",
  learning: "over-reliance",
};

function riskCategory(riskId: string, test: EthosTestScenario | undefined, title: string): ScenarioCategory {
  return (
    RISK_CATEGORIES[riskId] ??
    (test ? ETHOS_TEST_CATEGORIES[test.category] : undefined) ??
    concernCategory(`${title} ${test?.objective ?? ""}`)
  );
}

function riskSeverity(risk: EthosRisk | undefined, level: string): ScenarioSeverity {
  if (risk && risk.severity >= 5 && risk.level === "high") return "critical";
  return level === "high" ? "high" : level === "medium" ? "medium" : "low";
}

/** Every test the Ethos report proposes, and a scenario for any high risk it left untested. */
export function ethosFindings(ethos: NonNullable<FindingSources["ethos"]>): Finding[] {
  const { reportId, report } = ethos;
  const risks = new Map(report.risks.map((risk) => [risk.id, risk]));
  const tested = new Set<string>();
  const findings: Finding[] = report.testsToRun.map((test, index) => {
    const risk = risks.get(test.riskId);
    const findingId = tested.has(test.riskId) ? `${test.riskId}-${index + 1}` : test.riskId;
    tested.add(test.riskId);
    return {
      source: {
        kind: "ethos-risk",
        reportId,
        findingId,
        label: `${risk?.title ?? test.title} (${risk?.level ?? test.severity} risk)`.slice(0, 300),
      },
      categories: [riskCategory(test.riskId, test, test.title)],
      objective: `The Ethos review rates this risk ${risk?.level ?? test.severity}: ${risk?.title ?? test.title}.`,
      severity: riskSeverity(risk, test.severity),
      ethosTest: test,
    };
  });
  for (const risk of report.risks) {
    if (risk.level !== "high" || tested.has(risk.id)) continue;
    findings.push({
      source: { kind: "ethos-risk", reportId, findingId: risk.id, label: `${risk.title} (high risk)`.slice(0, 300) },
      categories: [riskCategory(risk.id, undefined, risk.title)],
      objective: `The Ethos review rates this risk high: ${risk.title}. Mitigation it proposes: ${risk.mitigation}`,
      severity: riskSeverity(risk, risk.level),
    });
  }
  return findings;
}

export function interviewFindings(
  interview: NonNullable<FindingSources["interview"]>,
  options: { reviewGiven: boolean },
): Finding[] {
  return interviewConcerns(interview.markdown)
    .filter((concern) => !(options.reviewGiven && concern.kind === "open-gap"))
    .map((concern) => ({
      source: {
        kind: "interview-concern",
        reportId: interview.reportId,
        findingId: concern.id,
        label: concern.label,
      },
      categories: [concernCategory(concern.text), "scope-helpfulness"],
      preferredTemplates: closestTemplates(concern.text, concernCategory(concern.text)),
      objective: `The creator named this concern in the interview: "${concern.text}".`,
      severity: "high",
    }));
}

export function allFindings(sources: FindingSources, terms: ProjectTerms): Finding[] {
  return [
    ...(sources.review ? reviewFindings(sources.review, terms) : []),
    ...(sources.ethos ? ethosFindings(sources.ethos) : []),
    ...(sources.interview ? interviewFindings(sources.interview, { reviewGiven: sources.review !== null }) : []),
  ];
}

const STOP_WORDS = new Set([
  "that",
  "this",
  "with",
  "they",
  "them",
  "their",
  "from",
  "have",
  "what",
  "when",
  "will",
  "would",
  "could",
  "might",
  "into",
  "just",
  "about",
  "being",
  "does",
  "than",
  "then",
  "there",
  "which",
  "your",
  "some",
]);

function wordsOf(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      .map((word) => word.replace(/(?:ing|ed|es|s)$/, ""))
      .filter((word) => word.length >= 4 && !STOP_WORDS.has(word)),
  );
}

/**
 * The templates of a category that share the most words with a concern, so that "kids copying
 * answers instead of learning" is tested by the homework scenario rather than the first one.
 */
function closestTemplates(text: string, category: ScenarioCategory): string[] {
  const concern = wordsOf(text);
  return templatesOf(category)
    .map((template) => {
      const words = wordsOf([template.title, template.objective, template.opening, template.expected].join(" "));
      return { id: template.id, shared: [...concern].filter((word) => words.has(word)).length };
    })
    .filter((candidate) => candidate.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map((candidate) => candidate.id);
}
