import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { applyStrategies } from "../../../evaluation/strategies/index";
import { generateTestScript } from "../generate-script";
import { importTestScript } from "../imports/import-test-script";
import { EMPTY_PROJECT } from "../script-projects.fixture";
import { exportInspectDataset } from "./inspect-export";
import { renderTestScriptMarkdown } from "./markdown-export";
import { exportPromptfooConfig } from "./promptfoo-export";

/** A script with a plain scenario, its base64 form and a combination (issue 36). */
const base = generateTestScript(EMPTY_PROJECT);
const parent = base.scenarios[0]!;
const script = {
  ...base,
  scenarios: [
    parent,
    applyStrategies(parent, ["base64"], 1),
    applyStrategies(parent, ["roleplay", "rot13"], 2),
    applyStrategies(parent, ["many-shot"], 3),
  ],
};

type Test = { metadata: Record<string, unknown> };

describe("attack strategies in a script's exports", () => {
  it("names promptfoo's strategy for each test where promptfoo has one, and imports back with the strategy", () => {
    const text = exportPromptfooConfig(script, { projectName: "Demo", systemPrompt: null });
    const tests = (parse(text) as { tests: Test[] }).tests;
    const strategyOf = (id: string) => tests.find((test) => test.metadata.scenarioId === id)?.metadata.strategyId;
    expect(strategyOf(parent.id)).toBeUndefined();
    expect(strategyOf(script.scenarios[1]!.id)).toBe("base64");
    expect(strategyOf(script.scenarios[2]!.id)).toBe("jailbreak:composite");
    // promptfoo has no many-shot strategy: none is claimed.
    expect(strategyOf(script.scenarios[3]!.id)).toBeUndefined();
    const back = importTestScript(text);
    expect(back.ok && back.content.scenarios.map((scenario) => scenario.strategy)).toEqual(
      script.scenarios.map((scenario) => scenario.strategy),
    );
  });

  it("keeps the strategy in Inspect's metadata and the Markdown names it", () => {
    const dataset = exportInspectDataset(script, null);
    const back = importTestScript(dataset);
    expect(back.ok && back.content.scenarios.map((scenario) => scenario.strategy)).toEqual(
      script.scenarios.map((scenario) => scenario.strategy),
    );
    expect(dataset).toContain('"promptfooStrategy":"base64"');
    expect(renderTestScriptMarkdown(script, { projectName: "Demo" })).toContain(
      `- **Attack strategy:** Role-play or fiction + ROT13 of \`${parent.id}\``,
    );
  });
});
