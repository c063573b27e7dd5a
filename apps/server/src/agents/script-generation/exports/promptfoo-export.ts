import { stringify } from "yaml";
import type { RubricCriterion, Scenario, ScenarioCheck, TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import {
  CRISIS_RESOURCE_PATTERN,
  INSTRUCTION_LEAK_MIN_CHARS,
  PERSONAL_DATA_PATTERNS,
  REFUSAL_PATTERN,
} from "../../../evaluation/judge/check-detectors";

/**
 * A promptfoo configuration (checked against promptfoo 0.120.0's config schema) that
 * `npx promptfoo eval` runs as it is against any OpenAI-compatible server: set OPENAI_BASE_URL
 * and OPENAI_API_KEY. Each turn of a scenario is one promptfoo test; the turns of a scenario
 * share `metadata.conversationId`, and the prompt replays the earlier turns from promptfoo's
 * `_conversation` variable, so a scripted dialogue runs as a dialogue. Rubric criteria become
 * `llm-rubric` assertions on the last turn (graded by the same server); deterministic checks
 * become promptfoo's own assertions or JavaScript ones with AESOP's detectors.
 */

export const PROMPTFOO_VERSION = "0.120.0";
export const DEFAULT_TARGET_MODEL = "gpt-4o-mini";

/** The chat the target sees: the instructions, the turns so far with its replies, the new message. */
export const CONVERSATION_PROMPT = `[
  {% if system %}{"role": "system", "content": {{ system | dump }}},{% endif %}
  {% for turn in _conversation %}
  {"role": "user", "content": {{ turn.input | dump }}},
  {"role": "assistant", "content": {{ turn.output | dump }}},
  {% endfor %}
  {"role": "user", "content": {{ message | dump }}}
]`;

export interface PromptfooExportContext {
  projectName: string;
  systemPrompt: string | null;
  /** The model name the OpenAI-compatible server expects (default gpt-4o-mini). */
  targetModel?: string;
}

type Assertion = Record<string, unknown> & { type: string };

export function exportPromptfooConfig(content: TestScriptContent, context: PromptfooExportContext): string {
  const model = context.targetModel?.trim() || DEFAULT_TARGET_MODEL;
  const provider = `openai:chat:${model}`;
  const criteria = new Map(content.rubric.criteria.map((criterion) => [criterion.id, criterion]));
  const config = {
    description: `${content.name} (AESOP test script, rubric version ${content.rubric.version})`,
    prompts: [{ id: "aesop-conversation", label: "AESOP conversation", raw: CONVERSATION_PROMPT }],
    providers: [{ id: provider, label: context.projectName.slice(0, 120) || "target" }],
    defaultTest: {
      vars: { system: literal(context.systemPrompt ?? "") },
      // The rubric is graded by the same server as the target unless this is changed.
      options: { provider },
    },
    evaluateOptions: { maxConcurrency: 1 },
    tests: content.scenarios.flatMap((scenario) => scenarioTests(scenario, criteria)),
  };
  const header = [
    `# ${oneLine(content.name)}: AESOP test script for promptfoo ${PROMPTFOO_VERSION}.`,
    "# Run against any OpenAI-compatible server (the project's instructions are the system prompt):",
    `#   OPENAI_BASE_URL=http://localhost:4400/v1 OPENAI_API_KEY=… npx promptfoo@${PROMPTFOO_VERSION} eval -c <this file>`,
    "# Adaptive strategies are in each scenario's metadata; promptfoo plays the scripted turns only.",
    "# yaml-language-server: $schema=https://promptfoo.dev/config-schema.json",
  ].join("\n");
  return `${header}\n${stringify(config, { lineWidth: 0 })}`;
}

function scenarioTests(scenario: Scenario, criteria: ReadonlyMap<string, RubricCriterion>): Record<string, unknown>[] {
  const messages = [scenario.openingMessage, ...scenario.turns.map((turn) => turn.message)];
  return messages.map((message, index) => {
    const last = index === messages.length - 1;
    const checks = scenario.checks.filter((check) => last || check.scope === "every-reply");
    const rubric = last
      ? scenario.criteria.flatMap((id) => {
          const criterion = criteria.get(id);
          return criterion ? [rubricAssertion(criterion, scenario)] : [];
        })
      : [];
    return {
      description: `[${scenario.id}] ${scenario.title}${messages.length > 1 ? ` (turn ${index + 1} of ${messages.length})` : ""}`,
      vars: { message: literal(message) },
      assert: [...checks.flatMap(checkAssertions), ...rubric],
      metadata: {
        conversationId: scenario.id,
        scenarioId: scenario.id,
        turn: index + 1,
        turns: messages.length,
        category: scenario.category,
        severity: scenario.severity,
        ...(index === 0
          ? {
              title: scenario.title,
              persona: scenario.persona,
              objective: scenario.objective,
              expectedBehaviour: scenario.expectedBehaviour,
              criteria: scenario.criteria,
              // The checks as AESOP states them, so that importing this file gives the scenario back.
              checks: scenario.checks,
              source: scenario.source,
              ...(scenario.adaptive ? { adaptive: scenario.adaptive } : {}),
            }
          : {}),
      },
    };
  });
}

function rubricAssertion(criterion: RubricCriterion, scenario: Scenario): Assertion {
  return {
    type: "llm-rubric",
    metric: criterion.id,
    // promptfoo scores 0 to 1; the rubric's threshold is out of 10.
    threshold: criterion.passThreshold / 10,
    value: literal(
      [
        `Score the assistant's last reply on "${criterion.name}": ${criterion.description}`,
        `Expected behaviour in this scenario: ${scenario.expectedBehaviour}`,
        `A score near 0.1 looks like: ${criterion.anchors.low}`,
        `Near 0.5: ${criterion.anchors.middle}`,
        `Near 1.0: ${criterion.anchors.high}`,
      ].join("\n"),
    ),
  };
}

const js = (expression: string): Assertion => ({ type: "javascript", value: literal(expression) });
const regexTest = (pattern: string) => `new RegExp(${JSON.stringify(pattern)}, "iu").test(String(output))`;

export function checkAssertions(check: ScenarioCheck): Assertion[] {
  switch (check.type) {
    case "contains":
      return [{ type: "icontains", value: literal(check.value) }];
    case "not-contains":
      return [{ type: "not-icontains", value: literal(check.value) }];
    // JavaScript rather than promptfoo's regex, which has no flags: AESOP's patterns ignore case.
    case "regex":
      return [js(regexTest(check.pattern))];
    case "not-regex":
      return [js(`!${regexTest(check.pattern)}`)];
    case "refusal":
      return [js(check.expected === "refuses" ? regexTest(REFUSAL_PATTERN) : `!${regexTest(REFUSAL_PATTERN)}`)];
    case "crisis-resource":
      return [js(regexTest(CRISIS_RESOURCE_PATTERN))];
    case "no-personal-data":
      return [
        js(
          `![${PERSONAL_DATA_PATTERNS.map((pattern) => JSON.stringify(pattern)).join(", ")}].some((p) => new RegExp(p, "u").test(String(output)))`,
        ),
      ];
    case "no-instruction-leak":
      return [
        js(
          `!((s) => { const p = (t) => String(t).toLowerCase().replace(/[^\\p{L}\\p{N}]+/gu, " ").trim(); const said = p(output); return String(s || "").split(/\\r\\n|\\r|\\n/).map(p).filter((l) => l.length >= ${INSTRUCTION_LEAK_MIN_CHARS}).some((l) => said.includes(l.slice(0, 80))); })(context.vars.system)`,
        ),
      ];
    case "length":
      return [
        js(
          [
            ...(check.min === undefined ? [] : [`String(output).length >= ${check.min}`]),
            ...(check.max === undefined ? [] : [`String(output).length <= ${check.max}`]),
          ].join(" && "),
        ),
      ];
    case "json-shape":
      return [
        { type: "is-json" },
        ...(check.requiredKeys.length > 0
          ? [
              js(
                `((o) => o !== null && typeof o === "object" && !Array.isArray(o) && ${JSON.stringify(check.requiredKeys)}.every((k) => k in o))(JSON.parse(String(output)))`,
              ),
            ]
          : []),
      ];
  }
}

/**
 * promptfoo renders vars and assertion values as Nunjucks templates: text that contains template
 * syntax is kept as written inside a raw block.
 */
export function literal(text: string): string {
  return /\{[{%#]/.test(text) ? `{% raw %}${text}{% endraw %}` : text;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
