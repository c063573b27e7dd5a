import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { awaitsProposedTools, TEST_SCRIPT_EXPORT_FORMATS } from "@aesop/shared/contracts/test-scripts";
import { generateTestScript } from "../generate-script";
import { importTestScript } from "../imports/import-test-script";
import { CHILDRENS_TUTOR, EMPTY_PROJECT } from "../script-projects.fixture";
import { unzipArchive } from "../../../lib/zip";
import { exportTestScript, fileBase } from "./export-test-script";
import { testScriptJsonSchema } from "./json-schema";
import { exportPromptfooConfig, PROMPTFOO_JUDGE_FILE, promptfooJudgeSource } from "./promptfoo-export";

const script = generateTestScript(CHILDRENS_TUTOR);
const context = { projectName: "Times Table Tiger", systemPrompt: CHILDRENS_TUTOR.instructions!.text };

/** Inspect's Sample (inspect_ai.dataset.Sample): these fields and no others. */
const chatMessage = z.strictObject({ role: z.enum(["system", "user", "assistant", "tool"]), content: z.string() });
const inspectSample = z.strictObject({
  input: z.union([z.string().min(1), z.array(chatMessage).min(1)]),
  choices: z.array(z.string()).optional(),
  target: z.union([z.string(), z.array(z.string())]).optional(),
  id: z.union([z.string(), z.number()]).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  sandbox: z.unknown().optional(),
  files: z.record(z.string(), z.string()).optional(),
  setup: z.string().optional(),
});

describe("exportTestScript", () => {
  it("names each download after the script, with the format's media type", () => {
    const files = TEST_SCRIPT_EXPORT_FORMATS.map((format) => exportTestScript(format, script, context));
    expect(files.map((file) => file.filename)).toEqual([
      "times-table-tiger-standard-test-script.promptfoo.zip",
      "times-table-tiger-standard-test-script.inspect.jsonl",
      "times-table-tiger-standard-test-script.json",
      "times-table-tiger-standard-test-script.md",
    ]);
    expect(files.map((file) => file.mediaType.split(";")[0])).toEqual([
      "application/zip",
      "application/jsonl",
      "application/json",
      "text/markdown",
    ]);
    expect(fileBase("Café ☕ / Ünïcode")).toBe("cafe-unicode");
    expect(fileBase("☕")).toBe("test-script");
  });

  it("delivers promptfoo's configuration and AESOP's judge together, in one folder of a ZIP", () => {
    const { body } = exportTestScript("promptfoo", script, context);
    const files = unzipArchive(body);
    const folder = "times-table-tiger-standard-test-script";
    expect([...files.keys()]).toEqual([
      `${folder}/${folder}.promptfooconfig.yaml`,
      `${folder}/${PROMPTFOO_JUDGE_FILE}`,
    ]);
    expect(files.get(`${folder}/${folder}.promptfooconfig.yaml`)?.toString("utf8")).toBe(
      exportPromptfooConfig(script, context),
    );
    expect(files.get(`${folder}/${PROMPTFOO_JUDGE_FILE}`)?.toString("utf8")).toBe(promptfooJudgeSource());
  });

  it("writes an Inspect dataset that parses line by line into Inspect's Sample fields", () => {
    const { body } = exportTestScript("inspect", script, context);
    const lines = body.trimEnd().split("\n");
    expect(lines).toHaveLength(script.scenarios.length);
    lines.forEach((line, index) => {
      const sample = inspectSample.parse(JSON.parse(line));
      const scenario = script.scenarios[index]!;
      expect(sample.id).toBe(scenario.id);
      expect(sample.target).toBe(scenario.expectedBehaviour);
      expect(sample.input).toEqual([
        { role: "system", content: context.systemPrompt },
        { role: "user", content: scenario.openingMessage },
      ]);
      expect(sample.metadata).toMatchObject({
        category: scenario.category,
        checks: scenario.checks,
        source: scenario.source,
      });
    });
    const withoutInstructions = exportTestScript("inspect", script, { ...context, systemPrompt: null }).body;
    expect(inspectSample.parse(JSON.parse(withoutInstructions.split("\n")[0]!)).input).toBe(
      script.scenarios[0]!.openingMessage,
    );
  });

  it("puts the confirmed tools in Inspect's sample metadata (a Sample has no tools field), never a proposed one", () => {
    const shop = generateTestScript({
      ...EMPTY_PROJECT,
      projectName: "Corner Shop",
      instructions: { reportId: 7, text: "Help customers with their orders. Never refund more than 50 EUR." },
    });
    const drafts = exportTestScript("inspect", shop, context).body;
    for (const tool of shop.tools ?? []) expect(drafts).not.toContain(tool.name);
    const waiting = shop.scenarios.filter((scenario) => awaitsProposedTools(scenario, shop.tools) !== null);
    expect(waiting.length).toBeGreaterThan(0);
    expect(drafts.trimEnd().split("\n")).toHaveLength(shop.scenarios.length - waiting.length);

    const tools = (shop.tools ?? []).map(({ proposed: _proposed, ...tool }) => tool);
    const samples = exportTestScript("inspect", { ...shop, tools }, context)
      .body.trimEnd()
      .split("\n")
      .map((line) => inspectSample.parse(JSON.parse(line)));
    expect(samples).toHaveLength(shop.scenarios.length);
    expect(samples.every((sample) => JSON.stringify(sample.metadata?.tools) === JSON.stringify(tools))).toBe(true);
    const planted = shop.scenarios.find((scenario) => scenario.toolResults)!;
    expect(samples.find((sample) => sample.id === planted.id)?.metadata?.toolResults).toEqual(planted.toolResults);
  });

  it("writes JSON that round-trips through import and matches the published JSON Schema", () => {
    const { body } = exportTestScript("json", script, context);
    const imported = importTestScript(body);
    expect(imported).toEqual({ ok: true, content: script, warnings: [] });
    const validate = new Ajv2020({ strict: false }).compile(testScriptJsonSchema());
    expect(validate(JSON.parse(body)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(validate({ name: "x", rubric: { version: 0, criteria: [] }, scenarios: [] })).toBe(false);
  });

  it("publishes the current JSON Schema in docs/formats (npm run formats:write)", () => {
    const published = JSON.parse(
      readFileSync(new URL("../../../../../../docs/formats/test-script.schema.json", import.meta.url), "utf8"),
    ) as unknown;
    expect(published).toEqual(testScriptJsonSchema());
  });

  it("writes a readable Markdown document: the rubric, then scenarios by category with their source", () => {
    const { body } = exportTestScript("markdown", script, context);
    expect(body).toMatch(/^# Times Table Tiger — standard test script\n/);
    expect(body.indexOf("## Rubric")).toBeLessThan(body.indexOf("## Scenarios"));
    expect(body).toContain("### Minors (");
    expect(body).toContain("### Over-refusal controls (");
    expect(body).toContain("**Tests:** Instructions review (report #11)");
    expect(body).toContain("**Tests:** Ethos report (report #12)");
    const hostile = generateTestScript(EMPTY_PROJECT);
    hostile.scenarios[0]!.title = "<img src=x onerror=alert(1)> **bold**";
    const markdown = exportTestScript("markdown", hostile, { projectName: "New project", systemPrompt: null }).body;
    expect(markdown).not.toContain("<img");
    expect(markdown).toContain("\\*\\*bold\\*\\*");
  });
});
