import { z } from "zod";
import { attackStrategyIdSchema, scenarioStrategySchema } from "./attack-strategies";
import { isValidText } from "./text";
import {
  argumentConditionSchema,
  jsonSchemaProblem,
  scriptToolSchema,
  TOOL_CALLS_PER_TURN,
  toolNameSchema,
  toolResultOverrideSchema,
} from "./tools";

/**
 * The Script Generation Agent's contracts: the safety rubric, the scenarios of a test script and
 * the script itself. A test script is what the Eval Agent and the Cave of Shadows run, and what a
 * builder takes to promptfoo or Inspect: the JSON export is exactly `testScriptContentSchema`
 * (published as a JSON Schema file), so every field here is part of a public format.
 */

/**
 * The largest file POST /api/projects/{id}/test-scripts/import takes: 16 MB, room for a suite of
 * TEST_SCRIPT_SCENARIOS_MAX scenarios (~1 KB each as JSON, more with several turns; decision 0080),
 * refused in the browser first, by the request's size on the server.
 */
export const TEST_SCRIPT_IMPORT_MAX_BYTES = 16_000_000;
export const TEST_SCRIPT_IMPORT_TOO_LARGE = "The file is too large to import (at most 16 MB).";

const text = (max: number, label = "This field") =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(isValidText, `${label} contains a character that is not allowed.`);

/** Ids in scripts and rubrics: lowercase words joined by hyphens ("refusal-quality"). */
export const slugSchema = z
  .string()
  .trim()
  .min(2, "An id needs at least 2 characters.")
  .max(80, "An id can be at most 80 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "An id uses lowercase letters, digits and single hyphens only.");

// ---------------------------------------------------------------------------------------------
// The safety rubric
// ---------------------------------------------------------------------------------------------

export const RUBRIC_SCALE = { min: 1, max: 10 } as const;

export const rubricCriterionSchema = z.object({
  id: slugSchema,
  name: text(80, "A criterion's name"),
  description: text(600, "A criterion's description"),
  /** What a score near 1, 5 and 10 looks like, so that two judges score alike. */
  anchors: z.object({
    low: text(400, "The low anchor"),
    middle: text(400, "The middle anchor"),
    high: text(400, "The high anchor"),
  }),
  /** The lowest score that passes (1–10). */
  passThreshold: z
    .number()
    .int("The pass threshold is a whole number.")
    .min(RUBRIC_SCALE.min, "The pass threshold is between 1 and 10.")
    .max(RUBRIC_SCALE.max, "The pass threshold is between 1 and 10."),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

export const rubricSchema = z.object({
  criteria: z
    .array(rubricCriterionSchema)
    .min(1, "A rubric needs at least one criterion.")
    .max(30, "A rubric can have at most 30 criteria.")
    .refine(
      (criteria) => new Set(criteria.map((c) => c.id)).size === criteria.length,
      "Two criteria have the same id.",
    ),
});
export type Rubric = z.infer<typeof rubricSchema>;

/** GET/PUT /api/projects/{id}/rubric: the project's rubric (the default until first edited). */
export const rubricVersionSchema = rubricSchema.extend({
  /** 0 is the default rubric that ships with AESOP; each save adds one. */
  version: z.number().int().min(0),
  createdAt: z.string().nullable(),
});
export type RubricVersion = z.infer<typeof rubricVersionSchema>;

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

/** The scenario library's categories of assistant risk (and over-refusal controls). */
export const SCENARIO_CATEGORIES = [
  { id: "scope-helpfulness", label: "Helpfulness within scope" },
  { id: "off-topic-drift", label: "Off-topic drift" },
  { id: "crisis-self-harm", label: "Crisis and self-harm" },
  { id: "medical-advice", label: "Medical advice" },
  { id: "legal-advice", label: "Legal advice" },
  { id: "financial-advice", label: "Financial advice" },
  { id: "personal-data-extraction", label: "Personal-data extraction" },
  { id: "prompt-injection", label: "Prompt injection" },
  { id: "document-injection", label: "Injection inside pasted documents" },
  { id: "system-prompt-extraction", label: "System-prompt extraction" },
  { id: "roleplay-jailbreak", label: "Role-play jailbreaks" },
  { id: "persona-drift", label: "Persona drift over long dialogues" },
  { id: "minors", label: "Minors" },
  { id: "harassment-hate", label: "Harassment and hate" },
  { id: "bias-fairness", label: "Bias across names and groups" },
  { id: "misinformation", label: "Misinformation and fabricated sources" },
  { id: "sycophancy", label: "Sycophancy" },
  { id: "over-reliance", label: "Over-reliance" },
  { id: "manipulation-pressure", label: "Manipulation and pressure selling" },
  { id: "emotional-dependence", label: "Emotional dependence" },
  { id: "dangerous-capabilities", label: "Weapons and dangerous capabilities" },
  { id: "over-refusal", label: "Over-refusal controls" },
] as const;
export type ScenarioCategory = (typeof SCENARIO_CATEGORIES)[number]["id"];

const scenarioCategoryLabels = new Map<string, string>(SCENARIO_CATEGORIES.map((c) => [c.id, c.label]));
/** A category's label from the library ("crisis-self-harm" → "Crisis and self-harm"); an unknown id as it is. */
export const scenarioCategoryLabel = (category: string) => scenarioCategoryLabels.get(category) ?? category;
export const SCENARIO_CATEGORY_IDS = SCENARIO_CATEGORIES.map((c) => c.id) as unknown as readonly [
  ScenarioCategory,
  ...ScenarioCategory[],
];

export const SCENARIO_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type ScenarioSeverity = (typeof SCENARIO_SEVERITIES)[number];

/** Which replies a check reads: every reply of the assistant, or only its last one. */
export const CHECK_SCOPES = ["every-reply", "final-reply"] as const;

const scope = z.enum(CHECK_SCOPES).default("final-reply");

const isRegex = (pattern: string) => {
  try {
    new RegExp(pattern, "iu");
    return true;
  } catch {
    return false;
  }
};

/**
 * Deterministic checks: each needs no model. `refusal` expects the assistant to refuse (or, for
 * an over-refusal control, to answer); the detectors (crisis resource, personal data, instruction
 * leak) are the Eval Agent's, exported to promptfoo as JavaScript assertions.
 */
/**
 * What a wording check looks for, in plain words ("a referral to a financial adviser", "the poison
 * line 0800 555 0123"): the verdict names it instead of the pattern.
 */
const label = text(200, "The check's label").optional();

/**
 * Checks on actions read the assistant's tool calls, not its words. Their scope: every-reply reads
 * the calls of the whole dialogue, final-reply those of the last turn only.
 */
const actionScope = z.enum(CHECK_SCOPES).default("every-reply");
const conditions = z.array(argumentConditionSchema).max(10).default([]);
const valuesSchema = z.record(z.string(), z.unknown());
const argumentSchemaSchema = z.record(z.string(), z.unknown()).superRefine((schema, ctx) => {
  const problem = jsonSchemaProblem(schema);
  if (problem) ctx.addIssue({ code: "custom", message: `The check's schema ${problem}` });
});

export const scenarioCheckSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("contains"), value: text(300, "The text to find"), label, scope }),
  z.object({ type: z.literal("not-contains"), value: text(300, "The text that must not appear"), label, scope }),
  z.object({
    type: z.literal("regex"),
    pattern: text(300, "The pattern").refine(isRegex, "The pattern is not a valid regular expression."),
    label,
    scope,
  }),
  z.object({
    type: z.literal("not-regex"),
    pattern: text(300, "The pattern").refine(isRegex, "The pattern is not a valid regular expression."),
    label,
    scope,
  }),
  z.object({ type: z.literal("refusal"), expected: z.enum(["refuses", "answers"]), scope }),
  z.object({ type: z.literal("crisis-resource"), scope }),
  z.object({ type: z.literal("no-personal-data"), scope: z.enum(CHECK_SCOPES).default("every-reply") }),
  z.object({ type: z.literal("no-instruction-leak"), scope: z.enum(CHECK_SCOPES).default("every-reply") }),
  z
    .object({
      type: z.literal("length"),
      min: z.number().int().min(0).max(100_000).optional(),
      max: z.number().int().min(1).max(100_000).optional(),
      scope,
    })
    .refine(
      (check) => check.min !== undefined || check.max !== undefined,
      "A length check needs a minimum or a maximum.",
    )
    .refine(
      (check) => check.min === undefined || check.max === undefined || check.min <= check.max,
      "The minimum length is above the maximum.",
    ),
  z.object({
    type: z.literal("json-shape"),
    /** Keys the reply's JSON object must have. */
    requiredKeys: z.array(text(80, "A key")).max(30).default([]),
    scope,
  }),
  /** The assistant calls the tool (with arguments meeting every condition in `where`). */
  z.object({ type: z.literal("tool-called"), tool: toolNameSchema, where: conditions, label, scope: actionScope }),
  /** The assistant never calls the tool (with arguments meeting every condition in `where`). */
  z.object({ type: z.literal("tool-not-called"), tool: toolNameSchema, where: conditions, label, scope: actionScope }),
  /** Every call of `tool` comes after a call of `before` (a lookup or a confirmation first). */
  z.object({
    type: z.literal("tool-called-before"),
    tool: toolNameSchema,
    before: toolNameSchema,
    label,
    scope: actionScope,
  }),
  /**
   * Every call of the tool comes in answer to a clear yes, given to a reply that asked for one
   * ("read the booking back and wait for a yes before you book").
   */
  z.object({ type: z.literal("tool-confirmed-first"), tool: toolNameSchema, label, scope: actionScope }),
  /** Every call of the tool has arguments that meet the schema and equal the values given. */
  z
    .object({
      type: z.literal("arguments-match"),
      tool: toolNameSchema,
      schema: argumentSchemaSchema.optional(),
      values: valuesSchema.optional(),
      label,
      scope: actionScope,
    })
    .refine(
      (check) => check.schema !== undefined || check.values !== undefined,
      "An arguments check needs a schema or values.",
    ),
]);
export type ScenarioCheck = z.infer<typeof scenarioCheckSchema>;
export type ScenarioCheckType = ScenarioCheck["type"];
export type ScenarioCheckInput = z.input<typeof scenarioCheckSchema>;

/** Each kind of check by the name a builder reads in results, exports and the Cave. */
export const CHECK_TYPE_NAMES: Record<ScenarioCheckType, string> = {
  contains: "Wording",
  "not-contains": "Wording",
  regex: "Wording",
  "not-regex": "Wording",
  refusal: "Refusal",
  "crisis-resource": "Crisis resource",
  "no-personal-data": "Personal data",
  "no-instruction-leak": "Instruction leak",
  length: "Length",
  "json-shape": "JSON shape",
  "tool-called": "Action taken",
  "tool-not-called": "Forbidden action",
  "tool-called-before": "Order of actions",
  "tool-confirmed-first": "Confirmation first",
  "arguments-match": "Action arguments",
};

/**
 * The result of the instructions' rules held to every reply (decision 0062): not a check a
 * scenario declares, but one the judge adds when a reply breaks a rule its scenario is not about.
 */
export const PROJECT_RULES_CHECK = "project-rules";
/** The checks that read the assistant's tool calls rather than its replies. */
export const ACTION_CHECK_TYPES: ReadonlySet<ScenarioCheckType> = new Set([
  "tool-called",
  "tool-not-called",
  "tool-called-before",
  "tool-confirmed-first",
  "arguments-match",
]);

/**
 * Why a run leaves this scenario out, or null when it runs: a scenario that names a tool the
 * builder has not confirmed yet (a proposed draft) waits for the confirmation.
 */
export function awaitsProposedTools(
  scenario: ToolNamingScenario,
  tools: readonly { name: string; proposed?: boolean | undefined }[] | undefined,
): string | null {
  const drafts = new Set((tools ?? []).filter((tool) => tool.proposed).map((tool) => tool.name));
  if (drafts.size === 0) return null;
  const named = toolsNamedIn(scenario).filter((name) => drafts.has(name));
  return named.length === 0 ? null : `Needs the proposed tools ${named.join(", ")}: confirm them to run it.`;
}

/** What of a scenario names tools: its checks and its own answers. */
interface ToolNamingScenario {
  checks?: readonly ScenarioCheckInput[] | undefined;
  toolResults?: readonly { tool: string }[] | undefined;
}

/** The tools a scenario names, each once: those its checks read the calls of, and those it answers for. */
export const toolsNamedIn = (scenario: ToolNamingScenario): string[] => [
  ...new Set([
    ...(scenario.checks ?? []).flatMap((check) => toolsNamedBy(check as ScenarioCheck)),
    ...(scenario.toolResults ?? []).map((override) => override.tool),
  ]),
];

/** The tools a check names (to be declared by the script). */
export const toolsNamedBy = (check: ScenarioCheck): string[] =>
  check.type === "tool-called-before"
    ? [check.tool, check.before]
    : "tool" in check && typeof check.tool === "string"
      ? [check.tool]
      : [];

/** A check type's name; an unknown type (an older result) as it is. */
export const checkTypeName = (type: string) =>
  type === PROJECT_RULES_CHECK ? "The instructions' rules" : (CHECK_TYPE_NAMES[type as ScenarioCheckType] ?? type);

/** What a scenario tests, when it comes from a finding: shown as a link back to the report. */
export const scenarioSourceSchema = z.object({
  kind: z.enum([
    "instruction-rule",
    "review-gap",
    "ethos-risk",
    "interview-concern",
    "library",
    "over-refusal",
    "manual",
    "imported",
  ]),
  /** The report that holds the finding. */
  reportId: z.number().int().positive().optional(),
  /** The finding within it (a dimension id, a risk id…). */
  findingId: z.string().trim().max(120).optional(),
  /** The finding in a few words ("Safety escalation: no crisis route"). */
  label: text(300, "The source's label"),
});
export type ScenarioSource = z.infer<typeof scenarioSourceSchema>;

/** Where a scenario comes from, in the words a results filter shows. */
export const SCENARIO_SOURCE_KIND_NAMES: Record<ScenarioSource["kind"], string> = {
  "instruction-rule": "Instruction rule",
  "review-gap": "Review finding",
  "ethos-risk": "Ethos risk",
  "interview-concern": "Interview concern",
  library: "Library",
  "over-refusal": "Over-refusal control",
  manual: "Written by hand",
  imported: "Imported",
};

export const adaptiveStrategySchema = z.object({
  goal: text(600, "The goal"),
  /** Tactics in order, each tried when the assistant held its line on the previous one. */
  escalationSteps: z.array(text(600, "An escalation step")).min(1, "Give at least one escalation step.").max(12),
  maxTurns: z.number().int().min(1).max(30),
});
export type AdaptiveStrategy = z.infer<typeof adaptiveStrategySchema>;

export const SCENARIO_TURNS_MAX = 20;

export const scenarioSchema = z.object({
  id: slugSchema,
  title: text(200, "The title"),
  category: z.enum(SCENARIO_CATEGORY_IDS, "Choose a category from the library."),
  severity: z.enum(SCENARIO_SEVERITIES, "Severity is low, medium, high or critical."),
  persona: text(600, "The persona"),
  objective: text(600, "The objective"),
  openingMessage: text(4_000, "The opening message"),
  /** Scripted follow-ups, sent in order with the whole history. */
  turns: z
    .array(z.object({ message: text(4_000, "A follow-up message") }))
    .max(SCENARIO_TURNS_MAX, `A scenario can have at most ${SCENARIO_TURNS_MAX} follow-up turns.`)
    .default([]),
  /** An evaluator's plan instead of (or after) scripted turns. */
  adaptive: adaptiveStrategySchema.optional(),
  expectedBehaviour: text(1_200, "The expected behaviour"),
  /** Rubric criteria (ids) that score this scenario. */
  criteria: z.array(slugSchema).max(10).default([]),
  checks: z.array(scenarioCheckSchema).max(12).default([]),
  /** This scenario's own answers for some of the script's tools (a lookup that returns another customer's order). */
  toolResults: z.array(toolResultOverrideSchema).max(30).optional(),
  source: scenarioSourceSchema,
  /**
   * Made from another scenario of the script by attack strategies (attack-strategies.ts): which,
   * and from which scenario. Absent on a scenario asked as written (and in older scripts).
   */
  strategy: scenarioStrategySchema.optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;

/** A large suite runs as one script and one run (issue 34, decision 0080). */
export const TEST_SCRIPT_SCENARIOS_MAX = 5_000;

/** The content of one version of a test script: the JSON export and import format. */
export const testScriptContentSchema = z
  .object({
    name: text(120, "The script's name"),
    rubric: rubricVersionSchema.pick({ version: true, criteria: true }),
    scenarios: z
      .array(scenarioSchema)
      .min(1, "A test script needs at least one scenario.")
      .max(TEST_SCRIPT_SCENARIOS_MAX, `A test script can have at most ${TEST_SCRIPT_SCENARIOS_MAX} scenarios.`),
    /** Tools offered to an assistant that calls tools, each with how AESOP answers its calls. */
    tools: z.array(scriptToolSchema).max(30, "A test script can declare at most 30 tools.").optional(),
    /** How many tool calls the assistant may make in one turn before it must answer in text. */
    maxToolCallsPerTurn: z
      .number()
      .int()
      .min(TOOL_CALLS_PER_TURN.min, `At least ${TOOL_CALLS_PER_TURN.min} tool call per turn.`)
      .max(TOOL_CALLS_PER_TURN.max, `At most ${TOOL_CALLS_PER_TURN.max} tool calls per turn.`)
      .optional(),
  })
  .superRefine((script, ctx) => {
    const tools = new Set<string>();
    (script.tools ?? []).forEach((tool, index) => {
      if (tools.has(tool.name))
        ctx.addIssue({
          code: "custom",
          path: ["tools", index, "name"],
          message: `Two tools are named "${tool.name}".`,
        });
      tools.add(tool.name);
    });
    const undeclared = (name: string) => `"${name}" is not one of the script's tools.`;
    script.scenarios.forEach((scenario, index) => {
      (scenario.toolResults ?? []).forEach((override, at) => {
        if (!tools.has(override.tool))
          ctx.addIssue({
            code: "custom",
            path: ["scenarios", index, "toolResults", at, "tool"],
            message: `The scenario "${scenario.id}" answers for ${undeclared(override.tool)}`,
          });
      });
      scenario.checks.forEach((check, at) => {
        for (const name of toolsNamedBy(check)) {
          if (!tools.has(name))
            ctx.addIssue({
              code: "custom",
              path: ["scenarios", index, "checks", at],
              message: `A check of the scenario "${scenario.id}" reads calls of ${undeclared(name)}`,
            });
        }
      });
    });
    const seen = new Set<string>();
    const criteria = new Set(script.rubric.criteria.map((criterion) => criterion.id));
    script.scenarios.forEach((scenario, index) => {
      if (seen.has(scenario.id)) {
        ctx.addIssue({
          code: "custom",
          path: ["scenarios", index, "id"],
          message: `Two scenarios have the id "${scenario.id}".`,
        });
      }
      seen.add(scenario.id);
      for (const criterion of scenario.criteria) {
        if (!criteria.has(criterion)) {
          ctx.addIssue({
            code: "custom",
            path: ["scenarios", index, "criteria"],
            message: `The scenario "${scenario.id}" is scored on "${criterion}", which the rubric does not have.`,
          });
        }
      }
    });
  });
export type TestScriptContent = z.infer<typeof testScriptContentSchema>;
export type TestScriptContentInput = z.input<typeof testScriptContentSchema>;

/**
 * The script as it runs today (decision 0078): without the tools Script Generation proposed and
 * the builder has not confirmed, nor the scenarios that need them. The drafts are AESOP's own:
 * this is what the promptfoo and Inspect exports carry. `leftOut` are the scenarios set aside (a
 * script of drafts only keeps no scenario).
 */
export function withoutProposedTools(content: TestScriptContent): {
  content: TestScriptContent;
  leftOut: Scenario[];
} {
  if (!(content.tools ?? []).some((tool) => tool.proposed)) return { content, leftOut: [] };
  const { tools, ...rest } = content;
  const confirmed = (tools ?? []).filter((tool) => !tool.proposed);
  const runs = (scenario: Scenario) => awaitsProposedTools(scenario, tools) === null;
  return {
    content: {
      ...rest,
      scenarios: content.scenarios.filter(runs),
      ...(confirmed.length > 0 ? { tools: confirmed } : {}),
    },
    leftOut: content.scenarios.filter((scenario) => !runs(scenario)),
  };
}

// ---------------------------------------------------------------------------------------------
// Generation and the API
// ---------------------------------------------------------------------------------------------

export const SCRIPT_SIZES = { quick: 15, standard: 40, thorough: 100 } as const;
export type ScriptSize = keyof typeof SCRIPT_SIZES;

export const scriptGenerationOptionsSchema = z.object({
  size: z.enum(["quick", "standard", "thorough"], "Size is quick, standard or thorough.").default("standard"),
  /** Library categories to draw from; empty means every category relevant to the project. */
  categories: z.array(z.enum(SCENARIO_CATEGORY_IDS, "Choose categories from the library.")).max(40).default([]),
  /**
   * Attack strategies per category: each scenario of the category gets one more scenario per entry,
   * made by that strategy (or, for a list, by those strategies in turn), placed after its parent.
   */
  strategies: z
    .array(
      z.object({
        category: z.enum(SCENARIO_CATEGORY_IDS, "Choose categories from the library."),
        apply: z
          .array(
            z.union(
              [
                attackStrategyIdSchema,
                z
                  .array(attackStrategyIdSchema)
                  .min(2, "A combination has at least 2 strategies.")
                  .max(4, "A combination has at most 4 strategies."),
              ],
              "Choose attack strategies from the list: an id, or a list of 2 to 4 ids to combine.",
            ),
          )
          .min(1, "Choose at least one strategy for the category.")
          .max(20, "At most 20 strategies per category."),
      }),
    )
    .max(SCENARIO_CATEGORY_IDS.length)
    .refine(
      (entries) => new Set(entries.map((entry) => entry.category)).size === entries.length,
      "A category is given strategies twice.",
    )
    .default([]),
});
export type ScriptGenerationOptions = z.infer<typeof scriptGenerationOptionsSchema>;

/** One saved version of a test script (version 1 is what the agent generated). */
export const testScriptVersionSchema = z.object({
  reportId: z.number().int(),
  version: z.number().int().min(1),
  note: z.string().nullable(),
  createdAt: z.string(),
  content: testScriptContentSchema,
});
export type TestScriptVersion = z.infer<typeof testScriptVersionSchema>;

export const testScriptVersionSummarySchema = testScriptVersionSchema
  .omit({ content: true })
  .extend({ name: z.string(), scenarioCount: z.number().int() });
export type TestScriptVersionSummary = z.infer<typeof testScriptVersionSummarySchema>;

/** PUT body: a new version of the script. */
export const saveTestScriptVersionSchema = z.object({
  content: testScriptContentSchema,
  note: z.string().trim().max(300, "A note can be at most 300 characters.").refine(isValidText).optional(),
});
export type SaveTestScriptVersion = z.infer<typeof saveTestScriptVersionSchema>;

export const TEST_SCRIPT_EXPORT_FORMATS = ["promptfoo", "inspect", "json", "markdown"] as const;
export type TestScriptExportFormat = (typeof TEST_SCRIPT_EXPORT_FORMATS)[number];
