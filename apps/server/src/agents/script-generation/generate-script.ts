import type { EthosReport } from "@aesop/shared/contracts/ethos";
import {
  SCENARIO_CATEGORY_IDS,
  SCENARIO_SEVERITIES,
  SCRIPT_SIZES,
  testScriptContentSchema,
  type RubricCriterion,
  type ScenarioCategory,
  type ScenarioInput,
  type ScenarioSeverity,
  type ScenarioSource,
  type ScriptGenerationOptions,
  type TestScriptContent,
} from "@aesop/shared/contracts/test-scripts";
import type { InstructionsAudit } from "../instructions-review/index";
import { projectTerms, type ProjectTerms } from "./project-terms";
import { templatesOf } from "./scenario-library/index";
import { fillTemplate, type ScenarioTemplate } from "./scenario-library/scenario-template";
import { CATEGORY_SCORING } from "./category-scoring";
import { allFindings, type Finding } from "./targeted/findings";
import { ruleScenarios, type RuleScenario } from "./targeted/instruction-rules";
import { actionRuleScenarios } from "./targeted/action-rules";
import { proposedTools } from "./targeted/proposed-tools";
import { toolAttackScenarios } from "./targeted/tool-attacks";

/**
 * The Script Generation Agent's guided mode: a test script from the project's reports and the
 * scenario library, deterministic (the same input always gives a deep-equal script). Every
 * finding of the review, the Ethos report and the interview gets a scenario that links back to
 * it; library categories relevant to the deployment fill the script to the size asked for, and
 * over-refusal controls are always in, so a script never rewards refusing everything.
 */

export interface ScriptGenerationInput {
  projectName: string;
  instructions: { reportId: number; text: string } | null;
  review: { reportId: number; audit: InstructionsAudit } | null;
  ethos: { reportId: number; report: EthosReport } | null;
  interview: { reportId: number; markdown: string } | null;
  rubric: { version: number; criteria: RubricCriterion[] };
  /** Strategies are applied after generation (script-strategies.ts): optional here. */
  options: Omit<ScriptGenerationOptions, "strategies"> & Partial<Pick<ScriptGenerationOptions, "strategies">>;
}

/** Share of a script given to over-refusal controls (at least two). */
const OVER_REFUSAL_SHARE = 0.1;
const MIN_OVER_REFUSAL = 2;

export function generateTestScript(input: ScriptGenerationInput): TestScriptContent {
  const terms = projectTerms(input);
  const builder = new ScriptBuilder(terms, new Set(input.rubric.criteria.map((criterion) => criterion.id)));
  // The assistant's own rules first: each is tested, however well the review found it covered.
  if (input.instructions) {
    const reportId = input.review?.reportId ?? input.instructions.reportId;
    for (const rule of ruleScenarios(input.instructions.text, input.options.size)) builder.addRule(rule, reportId);
  }
  for (const finding of allFindings(input, terms)) builder.addFinding(finding);

  const target = SCRIPT_SIZES[input.options.size];
  const controls = Math.min(
    templatesOf("over-refusal").length,
    Math.max(MIN_OVER_REFUSAL, Math.round(target * OVER_REFUSAL_SHARE)),
  );
  const { core, general, other } = relevantCategories(terms, input.options.categories);
  // A category the deployment makes central is in even a quick script.
  for (const category of core) {
    if (!builder.has(category)) builder.addFromLibrary(category);
  }
  const fill = (categories: readonly ScenarioCategory[]) => {
    let added = true;
    while (added && builder.count < target - controls) {
      added = false;
      for (const category of categories) {
        if (builder.count >= target - controls) break;
        if (builder.addFromLibrary(category)) added = true;
      }
    }
  };
  fill([...core, ...general]);
  fill(other);
  while (builder.countOf("over-refusal") < controls && builder.addFromLibrary("over-refusal")) {
    // Controls come last: the script ends with what it must not refuse.
  }

  // Scenarios on the draft tools come after the script's size is met: a run leaves them out
  // until the builder confirms the tools, so they never displace a scenario that runs today.
  const tools = input.instructions ? proposedTools(input.instructions.text) : [];
  if (input.instructions && tools.length > 0) {
    const reportId = input.review?.reportId ?? input.instructions.reportId;
    const actions = actionRuleScenarios(input.instructions.text, tools);
    for (const rule of [...actions, ...toolAttackScenarios(tools, 1)]) builder.addRule(rule, reportId);
  }

  return testScriptContentSchema.parse({
    name: scriptName(input.projectName, input.options.size),
    rubric: { version: input.rubric.version, criteria: input.rubric.criteria },
    scenarios: builder.scenarios,
    ...(tools.length > 0 ? { tools } : {}),
  });
}

export function scriptName(projectName: string, size: ScriptGenerationOptions["size"]): string {
  const name = projectName.replace(/\s+/g, " ").trim().slice(0, 80) || "Project";
  return `${name} — ${size} test script`;
}

// ---------------------------------------------------------------------------------------------
// Which library categories a project needs
// ---------------------------------------------------------------------------------------------

interface CategoryPlan {
  /** Central to this deployment: at least one scenario each, first in every round. */
  core: ScenarioCategory[];
  /** Risks every assistant meets. */
  general: ScenarioCategory[];
  /** Only to fill a large script. */
  other: ScenarioCategory[];
}

const GENERAL: readonly ScenarioCategory[] = [
  "scope-helpfulness",
  "crisis-self-harm",
  "personal-data-extraction",
  "prompt-injection",
  "system-prompt-extraction",
  "document-injection",
  "roleplay-jailbreak",
  "misinformation",
  "harassment-hate",
  "bias-fairness",
  "off-topic-drift",
  "sycophancy",
  "persona-drift",
  "dangerous-capabilities",
];

export function relevantCategories(terms: ProjectTerms, chosen: readonly ScenarioCategory[]): CategoryPlan {
  const domain = (...ids: ProjectTerms["domainIds"][number][]) => ids.some((id) => terms.domainIds.includes(id));
  const audience = (...ids: ProjectTerms["audienceIds"][number][]) => ids.some((id) => terms.audienceIds.includes(id));
  const core: ScenarioCategory[] = [];
  const add = (category: ScenarioCategory, when: boolean) => {
    if (when && !core.includes(category)) core.push(category);
  };
  add("minors", terms.minors);
  add("personal-data-extraction", terms.minors || domain("health", "mental-health", "finance", "employment"));
  add("crisis-self-harm", terms.minors || domain("mental-health", "companionship") || audience("people-in-crisis"));
  add("financial-advice", domain("finance"));
  add("legal-advice", domain("legal"));
  add("medical-advice", domain("health", "mental-health") || audience("patients"));
  add("emotional-dependence", domain("companionship", "mental-health") || audience("people-in-crisis", "elderly"));
  add("manipulation-pressure", domain("retail", "finance") || audience("customers"));
  add("over-reliance", domain("education", "health", "finance", "legal", "employment") || terms.minors);
  add("bias-fairness", domain("employment", "public-sector") || audience("job-applicants", "claimants"));
  const general = GENERAL.filter((category) => !core.includes(category));
  const other = SCENARIO_CATEGORY_IDS.filter(
    (category) => category !== "over-refusal" && !core.includes(category) && !general.includes(category),
  );
  if (chosen.length === 0) return { core, general, other };
  // The user's choice restricts the library (findings and controls are always kept).
  const only = (list: readonly ScenarioCategory[]) => list.filter((category) => chosen.includes(category));
  const rest = chosen.filter(
    (category) => category !== "over-refusal" && !core.includes(category) && !general.includes(category),
  );
  return { core: only(core), general: [...only(general), ...rest], other: [] };
}

// ---------------------------------------------------------------------------------------------
// Building scenarios without repeating one
// ---------------------------------------------------------------------------------------------

class ScriptBuilder {
  readonly scenarios: ScenarioInput[] = [];
  private readonly usedTemplates = new Set<string>();
  private readonly openings = new Set<string>();
  private readonly ids = new Set<string>();

  constructor(
    private readonly terms: ProjectTerms,
    private readonly rubricIds: ReadonlySet<string>,
  ) {}

  get count(): number {
    return this.scenarios.length;
  }

  has(category: ScenarioCategory): boolean {
    return this.scenarios.some((scenario) => scenario.category === category);
  }

  countOf(category: ScenarioCategory): number {
    return this.scenarios.filter((scenario) => scenario.category === category).length;
  }

  addFromLibrary(category: ScenarioCategory): boolean {
    const template = this.nextTemplate([category], []);
    if (!template) return false;
    const source: ScenarioSource =
      category === "over-refusal"
        ? { kind: "over-refusal", label: "Over-refusal control: a benign request the assistant must answer" }
        : { kind: "library", label: `Scenario library: ${template.category}` };
    this.push(this.fromTemplate(template, source));
    return true;
  }

  addRule({ line, rule, ...scenario }: RuleScenario, reportId: number): void {
    if (!this.isNewOpening(scenario.openingMessage)) return;
    this.push({
      ...scenario,
      id: this.uniqueId(`rule-line-${line}`),
      criteria: this.criteriaOf(scenario.criteria ?? []),
      source: {
        kind: "instruction-rule",
        reportId,
        findingId: `line-${line}`,
        label: `Line ${line}: ${rule}`.slice(0, 300),
      },
    });
  }

  addFinding(finding: Finding): void {
    const ethos = finding.ethosTest;
    if (ethos && this.isNewOpening(ethos.openingMessage)) {
      const category = finding.categories[0] ?? "scope-helpfulness";
      const scoring = CATEGORY_SCORING[category];
      this.push({
        id: this.uniqueId(`risk-${finding.source.findingId}`),
        title: ethos.title,
        category,
        severity: finding.severity ?? "high",
        persona: ethos.persona,
        objective: joinSentences(finding.objective, ethos.objective, 600),
        openingMessage: ethos.openingMessage,
        turns: [],
        expectedBehaviour: ethos.expectedBehaviour,
        criteria: this.criteriaOf(scoring.criteria),
        checks: [...scoring.checks],
        source: finding.source,
      });
      return;
    }
    const fallback = SCENARIO_CATEGORY_IDS.filter((category) => !finding.categories.includes(category));
    const template = this.nextTemplate(finding.categories, finding.preferredTemplates ?? [], fallback);
    if (!template) return;
    const scenario = this.fromTemplate(template, finding.source, PREFIX[finding.source.kind]);
    this.push({
      ...scenario,
      severity: higher(scenario.severity, finding.severity),
      objective: joinSentences(finding.objective, scenario.objective, 600),
      expectedBehaviour: finding.expectedNote
        ? joinSentences(scenario.expectedBehaviour, finding.expectedNote, 1_200)
        : scenario.expectedBehaviour,
    });
  }

  private nextTemplate(
    categories: readonly ScenarioCategory[],
    preferred: readonly string[],
    fallback: readonly ScenarioCategory[] = [],
  ): ScenarioTemplate | undefined {
    const candidates = [...categories, ...fallback].flatMap((category) => templatesOf(category));
    const ordered = [...preferred.flatMap((id) => candidates.filter((template) => template.id === id)), ...candidates];
    return ordered.find(
      (template) =>
        !this.usedTemplates.has(template.id) && this.isNewOpening(fillTemplate(template.opening, this.terms)),
    );
  }

  private fromTemplate(template: ScenarioTemplate, source: ScenarioSource, prefix = ""): ScenarioInput {
    this.usedTemplates.add(template.id);
    const fill = (text: string) => fillTemplate(text, this.terms);
    return {
      id: this.uniqueId(prefix ? `${prefix}-${template.id}` : template.id),
      title: fill(template.title).slice(0, 200),
      category: template.category,
      severity: template.severity,
      persona: capitalise(fill(template.persona)),
      // "the assistant", not its name: the judge reads the objective's words as what is asked for,
      // and a name such as "CareWell Pharmacy refill assistant" would make every reply about refills
      // seem to speak of it.
      objective: fillTemplate(template.objective, { ...this.terms, assistant: "the assistant" }),
      openingMessage: fill(template.opening),
      turns: (template.turns ?? []).map((message) => ({ message: fill(message) })),
      ...(template.adaptive
        ? {
            adaptive: {
              goal: fill(template.adaptive.goal),
              escalationSteps: template.adaptive.escalationSteps.map(fill),
              maxTurns: template.adaptive.maxTurns,
            },
          }
        : {}),
      expectedBehaviour: fill(template.expected),
      criteria: this.criteriaOf(template.criteria),
      checks: [...template.checks],
      source,
    };
  }

  /** The rubric may have been edited: a scenario is scored only on criteria it still has. */
  private criteriaOf(criteria: readonly string[]): string[] {
    return criteria.filter((criterion) => this.rubricIds.has(criterion));
  }

  private isNewOpening(message: string): boolean {
    return !this.openings.has(normaliseMessage(message));
  }

  private uniqueId(base: string): string {
    const slug = slugify(base);
    let id = slug;
    for (let n = 2; this.ids.has(id); n++) id = `${slug.slice(0, 76)}-${n}`;
    return id;
  }

  private push(scenario: ScenarioInput): void {
    this.ids.add(scenario.id);
    this.openings.add(normaliseMessage(scenario.openingMessage));
    this.scenarios.push(scenario);
  }
}

const PREFIX: Record<ScenarioSource["kind"], string> = {
  "review-gap": "gap",
  "instruction-rule": "rule",
  "ethos-risk": "risk",
  "interview-concern": "concern",
  library: "",
  "over-refusal": "",
  manual: "",
  imported: "",
};

function higher(a: ScenarioSeverity, b: ScenarioSeverity | undefined): ScenarioSeverity {
  if (!b) return a;
  return SCENARIO_SEVERITIES.indexOf(b) > SCENARIO_SEVERITIES.indexOf(a) ? b : a;
}

export function normaliseMessage(message: string): string {
  return message.toLowerCase().replace(/\s+/g, " ").trim();
}

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug.length >= 2 ? slug : `scenario-${slug || "x"}`;
}

function joinSentences(first: string, second: string, max: number): string {
  const joined = `${first.trim()} ${second.trim()}`;
  return joined.length <= max ? joined : `${joined.slice(0, max - 1)}…`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
