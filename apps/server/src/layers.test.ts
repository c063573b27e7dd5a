import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint zones between the server's layers and between its agents (eslint.config.js, decisions
 * 0038 and 0042) refuse what they should and accept the allowed path: a probe import is linted as
 * the text of an existing file of each layer (typed linting reads only files its project knows).
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
    ["text/normalise.ts", 'export { CAVE_STEP_QUEUE } from "../agents/cave-of-shadows/cave-step";\n', /base layers/],
    ["lib/errors.ts", 'export { judgeModelOf } from "../evaluation/judge/judge-model";\n', /base layers/],
    ["db/migrate.ts", 'export { createProject } from "../modules/projects/projects.service";\n', /base layers/],
    [
      "evaluation/evaluator.ts",
      'export { EVAL_SCENARIO_QUEUE } from "../agents/eval/runs/run-jobs";\n',
      /imports none of them/,
    ],
    [
      "agents/runtime/jobs/report-jobs.ts",
      'export { CAVE_STEP_QUEUE } from "../../cave-of-shadows/cave-step";\n',
      /machinery/,
    ],
    // Machinery never imports an agent, not even through its public index (decision 0042).
    ["agents/runtime/markdown.ts", 'export { RUBRIC } from "../instructions-review/index";\n', /machinery/],
    [
      "agents/chat-engine/chat-turn.ts",
      'export type { InstructionsAudit } from "../instructions-review/types";\n',
      /machinery/,
    ],
    ["agents/chat-engine/chat-turn.ts", 'export { INTERVIEW_PLAN } from "../interview/index";\n', /machinery/],
    [
      "modules/reports/reports.service.ts",
      'export { RUBRIC } from "../../agents/instructions-review/index";\n',
      /modules\/ never imports agents\//,
    ],
    ["lib/errors.ts", 'export { RUBRIC } from "../agents/instructions-review/index";\n', /base layers/],
    ["lib/errors.ts", 'export { getProject } from "../modules/projects/projects.service";\n', /base layers/],
    // An agent imports another only through that agent's index.ts: not its queries, routes,
    // service or inner files; the design the chat engine listens for likewise.
    [
      "agents/eval/eval.agent.ts",
      'export { findScriptVersion } from "../script-generation/test-scripts.queries";\n',
      /agents\/script-generation\/ only through its public index/,
    ],
    [
      "agents/eval/eval.agent.ts",
      'export { testScriptRoutes } from "../script-generation/script-generation.routes";\n',
      /agents\/script-generation\/ only through its public index/,
    ],
    [
      "agents/eval/eval.agent.ts",
      'export { getScriptVersion } from "../script-generation/test-scripts.service";\n',
      /agents\/script-generation\/ only through its public index/,
    ],
    [
      "agents/ethos/ethos-analysis.ts",
      'export { auditInstructions } from "../instructions-review/audit";\n',
      /agents\/instructions-review\/ only through its public index/,
    ],
    [
      "agents/script-generation/project-terms.ts",
      'export { DOMAINS } from "../ethos/deployment-vocabulary";\n',
      /agents\/ethos\/ only through its public index/,
    ],
    [
      "agents/chat-engine/guided/state.ts",
      'export { listen } from "../../assistant-design/listen";\n',
      /agents\/assistant-design\/ only through its public index/,
    ],
  ])("refuses an import from %s", async (file, source, message) => {
    const errors = await zoneErrorsOf(file, source);
    expect(errors.join("\n")).toMatch(message);
  });

  it.each([
    // evaluation/ uses the runtime's machinery.
    ["evaluation/evaluator.ts", 'export { UNTRUSTED_DATA_RULE } from "../agents/runtime/llm/untrusted";\n'],
    // An agent uses another through its index.ts; the chat engine the design through its index.
    ["agents/eval/eval.agent.ts", 'export { getScriptVersion } from "../script-generation/index";\n'],
    ["agents/ethos/ethos-analysis.ts", 'export { auditInstructions } from "../instructions-review/index";\n'],
    ["agents/chat-engine/guided/state.ts", 'export { listen } from "../../assistant-design/index";\n'],
    // An agent's own files, and the registry (the composition root) naming each agent's definition.
    ["agents/ethos/ethos-analysis.ts", 'export { inferProfile } from "./ethos-profile";\n'],
    ["agents/registry.ts", 'export { caveAgent } from "./cave-of-shadows/cave.agent";\n'],
  ])("accepts an import from %s", async (file, source) => {
    expect(await zoneErrorsOf(file, source)).toEqual([]);
  });
});

/** Tables are used only in *.queries.ts: the shared ones of db/schema, and a run agent's own (decision 0093). */
describe("the server's tables", { timeout: 120_000 }, () => {
  const tablesOf = async (file: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath: `${root}/apps/server/src/${file}` });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === "no-restricted-imports")
      .map((message) => message.message);
  };

  it("refuses an agent's own tables outside its queries, as it refuses db/schema", async () => {
    const ownTables = 'export { evalRuns } from "../eval.schema";\n';
    expect((await tablesOf("agents/eval/runs/run-lifecycle.ts", ownTables)).join("\n")).toMatch(
      /an agent's tables are used only in its \*\.queries\.ts/,
    );
    const shared = 'export { evalRuns } from "../../../db/schema/index";\n';
    expect((await tablesOf("agents/eval/runs/run-lifecycle.ts", shared)).join("\n")).toMatch(/tables are used only/);
  });

  it("accepts them in the agent's queries", async () => {
    expect(await tablesOf("agents/eval/runs/runs.queries.ts", 'export { evalRuns } from "../eval.schema";\n')).toEqual(
      [],
    );
  });
});

/**
 * The web calls the API through the typed client (decision 0044): a bare `fetch` in a feature is
 * refused, the client's own and the chat stream's are not. Linted as the text of existing web files.
 */
async function webErrorsOf(file: string, source: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/apps/web/src/${file}` });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe("the web's API calls", { timeout: 120_000 }, () => {
  const bareFetch =
    'export const runs = () => fetch("/api/projects/1/eval-runs").then((response) => response.json());\n';

  it("refuses a bare fetch in a feature", async () => {
    const errors = await webErrorsOf("features/eval/api/get-eval-runs.ts", bareFetch, "no-restricted-globals");
    expect(errors.join("\n")).toMatch(/api\/apiData of @\/lib\/api-client/);
  });

  it("accepts fetch in the typed client and the chat stream", async () => {
    expect(await webErrorsOf("lib/api-client.ts", bareFetch, "no-restricted-globals")).toEqual([]);
    expect(await webErrorsOf("features/chat/api/send-chat-message.ts", bareFetch, "no-restricted-globals")).toEqual([]);
  });
});
