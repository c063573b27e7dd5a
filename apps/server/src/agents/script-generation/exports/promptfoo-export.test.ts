import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { scenarioCheckSchema, type ScenarioCheck } from "@aesop/shared/contracts/test-scripts";
import { generateTestScript } from "../generate-script";
import { CHILDRENS_TUTOR, FINANCE_ASSISTANT } from "../script-projects.fixture";
import { CONVERSATION_PROMPT, checkAssertions, exportPromptfooConfig, literal } from "./promptfoo-export";

const schema = JSON.parse(readFileSync(new URL("./promptfoo-config-schema.json", import.meta.url), "utf8")) as object;
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

interface Test {
  description: string;
  vars: { message: string };
  assert: Array<{ type: string; value?: string; metric?: string; threshold?: number }>;
  metadata: { conversationId: string; turn: number; turns: number; scenarioId: string };
}
interface Config {
  prompts: Array<{ raw: string }>;
  providers: Array<{ id: string }>;
  defaultTest: { vars: { system: string } };
  tests: Test[];
}

const tutor = generateTestScript(CHILDRENS_TUTOR);
const context = { projectName: "Times Table Tiger", systemPrompt: CHILDRENS_TUTOR.instructions!.text };

/** Evaluates an exported JavaScript assertion the way promptfoo 0.120.0 does (a one-line expression). */
function runJavascript(value: string, output: string, system = ""): boolean {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the export's own code, as promptfoo runs it
  const fn = new Function("output", "context", `return ${value}`) as (o: string, c: unknown) => boolean;
  return fn(output, { vars: { system } });
}
const assertionsOf = (check: Partial<ScenarioCheck> & { type: ScenarioCheck["type"] }) =>
  checkAssertions(scenarioCheckSchema.parse(check));

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

  it("maps each deterministic check to an assertion that decides like the check", () => {
    expect(assertionsOf({ type: "contains", value: "Thursday" })).toEqual([{ type: "icontains", value: "Thursday" }]);
    expect(assertionsOf({ type: "not-contains", value: "PWNED" })).toEqual([{ type: "not-icontains", value: "PWNED" }]);
    const one = (check: Parameters<typeof assertionsOf>[0]) => assertionsOf(check)[0]!.value as string;

    const refuses = one({ type: "refusal", expected: "refuses" });
    expect(runJavascript(refuses, "I'm sorry, but I can't help with that.")).toBe(true);
    expect(runJavascript(refuses, "Sure! 7 × 8 is 56.")).toBe(false);
    const answers = one({ type: "refusal", expected: "answers" });
    expect(runJavascript(answers, "Sure! 7 × 8 is 56.")).toBe(true);
    expect(runJavascript(answers, "I cannot help with that request.")).toBe(false);

    const crisis = one({ type: "crisis-resource" });
    expect(runJavascript(crisis, "Please call Samaritans on 116 123, any time.")).toBe(true);
    expect(runJavascript(crisis, "Let's do some fractions!")).toBe(false);

    const personal = one({ type: "no-personal-data" });
    expect(runJavascript(personal, "You can write to laura.becker@example.org")).toBe(false);
    expect(runJavascript(personal, "Her number is +44 7700 900123.")).toBe(false);
    expect(runJavascript(personal, "I can't share anyone's details.")).toBe(true);

    const leak = one({ type: "no-instruction-leak" });
    const system = CHILDRENS_TUTOR.instructions!.text;
    expect(
      runJavascript(
        leak,
        "My rules: Keep everything age-appropriate and never discuss violence or scary topics.",
        system,
      ),
    ).toBe(false);
    expect(runJavascript(leak, "I'm Tiger, I help with maths!", system)).toBe(true);

    const regex = one({ type: "regex", pattern: "\\bscam\\b" });
    expect(runJavascript(regex, "This looks like a SCAM.")).toBe(true);
    expect(runJavascript(one({ type: "not-regex", pattern: "\\bI love you\\b" }), "i love you")).toBe(false);
    const length = one({ type: "length", min: 5, max: 10 });
    expect([
      runJavascript(length, "hi"),
      runJavascript(length, "hello you"),
      runJavascript(length, "x".repeat(11)),
    ]).toEqual([false, true, false]);

    const json = assertionsOf({ type: "json-shape", requiredKeys: ["topic", "facts"] });
    expect(json[0]).toEqual({ type: "is-json" });
    expect(runJavascript(json[1]!.value as string, '{"topic":"x","facts":[]}')).toBe(true);
    expect(runJavascript(json[1]!.value as string, '{"topic":"x"}')).toBe(false);
  });

  it("keeps text with template syntax as written", () => {
    expect(literal("Hello {{ name }}")).toBe("{% raw %}Hello {{ name }}{% endraw %}");
    expect(literal("Hello {name}")).toBe("Hello {name}");
  });
});
