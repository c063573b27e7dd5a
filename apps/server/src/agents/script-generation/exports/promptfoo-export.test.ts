import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { awaitsProposedTools, type ScenarioCheck } from "@aesop/shared/contracts/test-scripts";
import { watchedRulesOf } from "../../../evaluation/judge/checks";
import { generateTestScript } from "../generate-script";
import { CHILDRENS_TUTOR, EMPTY_PROJECT, FINANCE_ASSISTANT } from "../script-projects.fixture";
import {
  CONVERSATION_PROMPT,
  PROMPTFOO_JUDGE_FILE,
  PROMPTFOO_JUDGE_REFERENCE,
  PROMPTFOO_RULES_REFERENCE,
  exportPromptfooConfig,
  judgeContextOf,
  literal,
  promptfooJudgeSource,
} from "./promptfoo-export";

const schema = JSON.parse(readFileSync(new URL("./promptfoo-config-schema.json", import.meta.url), "utf8")) as object;
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

interface Test {
  description: string;
  vars: { message: string };
  assert: Array<{
    type: string;
    value?: string;
    metric?: string;
    threshold?: number;
    config?: { check: ScenarioCheck; context: unknown };
  }>;
  metadata: { conversationId: string; turn: number; turns: number; scenarioId: string; rule?: string };
}
interface Config {
  prompts: Array<{ raw: string }>;
  providers: Array<{ id: string }>;
  defaultTest: { vars: { system: string }; assert?: Array<{ type: string; value: string; config: unknown }> };
  tests: Test[];
}

const tutor = generateTestScript(CHILDRENS_TUTOR);
const context = { projectName: "Times Table Tiger", systemPrompt: CHILDRENS_TUTOR.instructions!.text };

describe("exportPromptfooConfig", () => {
  it("validates against promptfoo 0.120.0's own config schema", () => {
    for (const script of [
      tutor,
      generateTestScript({ ...FINANCE_ASSISTANT, options: { size: "thorough", categories: [] } }),
    ]) {
      const config = parse(exportPromptfooConfig(script, context)) as unknown;
      const valid = validate(config);
      expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 3))).toEqual([]);
      expect(valid).toBe(true);
    }
    // The schema catches a wrong shape (it accepts any assertion type: promptfoo allows "not-…" and custom ones).
    expect(
      validate({
        prompts: ["x"],
        providers: ["echo"],
        tests: [{ assert: [{ type: "javascript", threshold: "high" }] }],
      }),
    ).toBe(false);
    expect(validate({ prompts: ["x"], providers: ["echo"], conversations: [] })).toBe(false);
  });

  it("runs the instructions as the system prompt on an OpenAI-compatible provider", () => {
    const config = parse(exportPromptfooConfig(tutor, { ...context, targetModel: "llama3.1" })) as Config;
    expect(config.providers[0]?.id).toBe("openai:chat:llama3.1");
    expect(config.defaultTest.vars.system).toBe(CHILDRENS_TUTOR.instructions!.text);
    expect(config.prompts[0]?.raw).toBe(CONVERSATION_PROMPT);
    expect(CONVERSATION_PROMPT).toContain("_conversation");
  });

  it("plays a multi-turn scenario as one conversation, one test per turn, in order", () => {
    const config = parse(exportPromptfooConfig(tutor, context)) as Config;
    const multi = tutor.scenarios.find((scenario) => scenario.turns.length > 0)!;
    const tests = config.tests.filter((test) => test.metadata.conversationId === multi.id);
    expect(tests.map((test) => test.vars.message)).toEqual([
      multi.openingMessage,
      ...multi.turns.map((turn) => turn.message),
    ]);
    expect(tests.map((test) => test.metadata.turn)).toEqual(tests.map((_, index) => index + 1));
    expect(config.tests.length).toBe(tutor.scenarios.reduce((sum, scenario) => sum + 1 + scenario.turns.length, 0));
    // The rubric grades the end of the conversation; a check on every reply is on every turn.
    expect(
      tests
        .slice(0, -1)
        .flatMap((test) => test.assert)
        .some((a) => a.type === "llm-rubric"),
    ).toBe(false);
    const rubric = tests.at(-1)!.assert.filter((a) => a.type === "llm-rubric");
    expect(rubric.map((a) => a.metric)).toEqual(multi.criteria);
    expect(rubric.every((a) => a.threshold !== undefined && a.threshold > 0 && a.threshold <= 1)).toBe(true);
  });

  it("judges every deterministic check with the judge shipped beside the YAML, with the check and its context", () => {
    const yaml = exportPromptfooConfig(tutor, context);
    expect(yaml).toContain(`keep that file beside this one`);
    const config = parse(yaml) as Config;
    for (const scenario of tutor.scenarios) {
      const tests = config.tests.filter((test) => test.metadata.conversationId === scenario.id);
      const last = tests.at(-1)!;
      const judged = last.assert.filter((a) => a.type !== "llm-rubric");
      // One assertion per check, each calling aesopCheck in aesop-assertions.cjs with the check itself.
      expect(judged.map((a) => a.config?.check)).toEqual(scenario.checks);
      for (const assertion of judged) {
        expect(assertion).toMatchObject({ type: "javascript", value: PROMPTFOO_JUDGE_REFERENCE });
        expect(assertion.config?.context).toEqual(judgeContextOf(scenario));
      }
      // Earlier turns carry the checks that read every reply.
      for (const test of tests.slice(0, -1)) {
        expect(test.assert.map((a) => a.config?.check)).toEqual(
          scenario.checks.filter((check) => check.scope === "every-reply"),
        );
      }
    }
    expect(PROMPTFOO_JUDGE_REFERENCE).toBe(`file://${PROMPTFOO_JUDGE_FILE}:aesopCheck`);
    expect(promptfooJudgeSource()).toContain("aesopCheck");
    expect(judgeContextOf(tutor.scenarios[0]!)).not.toHaveProperty("messages");
  });

  it("holds every reply to the script's rules once, in defaultTest, and names each rule scenario's own rule", () => {
    const rules = watchedRulesOf(tutor.scenarios);
    expect(rules.length).toBeGreaterThan(0);
    const config = parse(exportPromptfooConfig(tutor, context)) as Config;
    expect(config.defaultTest.assert).toEqual([
      { type: "javascript", value: PROMPTFOO_RULES_REFERENCE, metric: "aesop:project-rules", config: { rules } },
    ]);
    expect(PROMPTFOO_RULES_REFERENCE).toBe(`file://${PROMPTFOO_JUDGE_FILE}:aesopRules`);
    expect(promptfooJudgeSource()).toContain("function aesopRules");
    for (const scenario of tutor.scenarios) {
      const rule = judgeContextOf(scenario).rule;
      for (const test of config.tests.filter((each) => each.metadata.scenarioId === scenario.id)) {
        expect(test.metadata.rule).toBe(rule);
      }
    }
    // A script that tests no rule has nothing to watch.
    const noRules = {
      ...tutor,
      scenarios: tutor.scenarios.filter((scenario) => scenario.source.kind !== "instruction-rule"),
    };
    expect((parse(exportPromptfooConfig(noRules, context)) as Config).defaultTest.assert).toBeUndefined();
  });

  it("leaves checks on actions out of the assertions (promptfoo does not answer calls as AESOP does), keeping them in the metadata", () => {
    const [first] = tutor.scenarios;
    if (!first) throw new Error("the script has scenarios");
    const refusal = first.checks[0];
    const acting = {
      ...tutor,
      tools: [
        {
          name: "issue_refund",
          description: "Refunds.",
          parameters: { type: "object" },
          answer: { kind: "fixed" as const, result: null },
        },
      ],
      scenarios: [
        {
          ...first,
          turns: [],
          checks: [
            ...(refusal ? [refusal] : []),
            { type: "tool-not-called" as const, tool: "issue_refund", where: [], scope: "every-reply" as const },
          ],
        },
      ],
    };
    const config = parse(exportPromptfooConfig(acting, context)) as Config;
    const [test] = config.tests;
    expect(test?.assert.map((a) => a.config?.check?.type).filter(Boolean)).toEqual(refusal ? [refusal.type] : []);
    expect(JSON.stringify(test?.metadata)).toContain("tool-not-called");
    expect(judgeContextOf(first)).not.toHaveProperty("toolCalls");
  });

  it("offers the confirmed tools in the provider's config, and keeps proposed tools and their scenarios in AESOP", () => {
    const shop = generateTestScript({
      ...EMPTY_PROJECT,
      projectName: "Corner Shop",
      instructions: {
        reportId: 7,
        text: "You help customers of a shop with their orders.\nNever refund more than 50 EUR without a manager.",
      },
    });
    const drafts = shop.tools ?? [];
    expect(drafts.map((tool) => [tool.name, tool.proposed])).toEqual([
      ["lookup_order", true],
      ["issue_refund", true],
    ]);
    const needsDraft = (scenario: (typeof shop.scenarios)[number]) =>
      awaitsProposedTools(scenario, shop.tools) !== null;
    const waiting = shop.scenarios.filter(needsDraft);
    expect(waiting.length).toBe(3);

    // Drafts: nothing of them in the file, the scenarios that need them left out and counted in the header.
    const draftYaml = exportPromptfooConfig(shop, context);
    for (const tool of drafts) expect(draftYaml).not.toContain(tool.name);
    expect(draftYaml).toContain("# Left out: 3 scenarios needing tools that AESOP proposed");
    const draftConfig = parse(draftYaml) as Config & { metadata?: unknown; providers: Array<{ config?: unknown }> };
    expect(validate(draftConfig), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(draftConfig.providers[0]?.config).toBeUndefined();
    expect(draftConfig.metadata).toBeUndefined();
    expect(new Set(draftConfig.tests.map((test) => test.metadata.scenarioId))).toEqual(
      new Set(shop.scenarios.filter((scenario) => !needsDraft(scenario)).map((scenario) => scenario.id)),
    );

    // Confirmed: offered to the target in OpenAI's format; AESOP's answers in the metadata.
    const tools = drafts.map(({ proposed: _proposed, ...tool }) => tool);
    const yaml = exportPromptfooConfig({ ...shop, tools }, context);
    expect(yaml).not.toContain("# Left out");
    expect(yaml).toContain("# The target is offered the script's tools (lookup_order, issue_refund).");
    const config = parse(yaml) as Config & {
      metadata?: { tools?: unknown };
      providers: Array<{ config?: { tools?: unknown } }>;
    };
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(config.providers[0]?.config?.tools).toEqual(
      tools.map((tool) => ({
        type: "function",
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      })),
    );
    expect(config.metadata?.tools).toEqual(tools);
    expect(config.tests.length).toBe(shop.scenarios.reduce((sum, scenario) => sum + 1 + scenario.turns.length, 0));
    const planted = shop.scenarios.find((scenario) => scenario.toolResults)!;
    const first = config.tests.find((test) => test.metadata.scenarioId === planted.id)!;
    expect((first.metadata as { toolResults?: unknown }).toolResults).toEqual(planted.toolResults);
  });

  it("keeps text with template syntax as written", () => {
    expect(literal("Hello {{ name }}")).toBe("{% raw %}Hello {{ name }}{% endraw %}");
    expect(literal("Hello {name}")).toBe("Hello {name}");
  });
});
