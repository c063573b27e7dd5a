import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint zones between the server's layers (eslint.config.js, decision 0038) refuse what they
 * should: a probe import is linted as the text of an existing file of each layer (typed linting
 * reads only files its project knows).
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function zoneErrorsOf(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/apps/server/src/${file}` });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

// Typed linting builds the server's whole program once: seconds, more on a busy machine.
describe("the server's layers", { timeout: 120_000 }, () => {
  it.each([
    ["text/normalise.ts", 'export { CAVE_STEP_QUEUE } from "../agents/cave/cave-step";\n', /base layers/],
    ["lib/errors.ts", 'export { judgeModelOf } from "../evaluation/judge/judge-model";\n', /base layers/],
    ["db/migrate.ts", 'export { createProject } from "../modules/projects/projects.service";\n', /base layers/],
    [
      "evaluation/evaluator.ts",
      'export { EVAL_SCENARIO_QUEUE } from "../agents/eval/runs/run-jobs";\n',
      /imports none of them/,
    ],
    ["agents/runtime/jobs/report-jobs.ts", 'export { CAVE_STEP_QUEUE } from "../../cave/cave-step";\n', /machinery/],
  ])("refuses an import from %s", async (file, source, message) => {
    const errors = await zoneErrorsOf(file, source);
    expect(errors.join("\n")).toMatch(message);
  });

  it("lets evaluation/ use the runtime's machinery", async () => {
    const source = 'export { UNTRUSTED_DATA_RULE } from "../agents/runtime/llm/untrusted";\n';
    expect(await zoneErrorsOf("evaluation/evaluator.ts", source)).toEqual([]);
  });
});
