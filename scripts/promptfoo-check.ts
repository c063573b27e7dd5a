import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  PROMPTFOO_VERSION,
  exportPromptfooConfig,
} from "../apps/server/src/agents/script-generation/exports/promptfoo-export";
import { generateTestScript } from "../apps/server/src/agents/script-generation/generate-script";
import { CHILDRENS_TUTOR } from "../apps/server/src/agents/script-generation/script-projects.fixture";
import { startMockLlm } from "../apps/server/src/testing/mock-llm/index";

/**
 * `npm run check:promptfoo`: runs an exported test script as it is under `npx promptfoo eval`
 * against the mock model, to show that the export is a working promptfoo configuration.
 * promptfoo is large, so it is installed once into a temporary folder (PROMPTFOO_PREFIX, default
 * <tmp>/aesop-promptfoo-<version>) and never becomes a dependency of the product.
 *
 * The mock answers every target request with "Mock reply to: <message>" and every llm-rubric
 * grading request with a passing grade, so the run shows the mechanics (conversations replayed,
 * assertions evaluated), not the quality of a model. Exits non-zero when promptfoo errors.
 */

const PREFIX = process.env.PROMPTFOO_PREFIX ?? join(tmpdir(), `aesop-promptfoo-${PROMPTFOO_VERSION}`);
const PACKAGE = join(PREFIX, "node_modules", "promptfoo");
const WORK = join(PREFIX, "aesop-check");

function ensurePromptfoo(): void {
  const installed = existsSync(join(PACKAGE, "package.json"))
    ? (JSON.parse(readFileSync(join(PACKAGE, "package.json"), "utf8")) as { version: string }).version
    : null;
  if (installed !== PROMPTFOO_VERSION) {
    console.log(`Installing promptfoo@${PROMPTFOO_VERSION} into ${PREFIX} (once; this takes a few minutes)…`);
    mkdirSync(PREFIX, { recursive: true });
    execFileSync("npm", ["install", `promptfoo@${PROMPTFOO_VERSION}`, "--prefix", PREFIX, "--no-audit", "--no-fund"], {
      stdio: "inherit",
    });
  }
  // The published package looks for its migrations beside the package, not in dist/.
  const migrations = join(PACKAGE, "drizzle");
  if (!existsSync(migrations)) symlinkSync("dist/drizzle", migrations);
}

function isGradingRequest(body: unknown): boolean {
  return JSON.stringify(body).includes("Score the assistant's last reply");
}

function runPromptfoo(args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PACKAGE, "dist", "src", "main.js"), ...args], {
      cwd: WORK,
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 300_000);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/**
 * promptfoo 0.120.0's package does not include the config-schema.json its site publishes; it is
 * generated the way promptfoo generates it (zod-to-json-schema on UnifiedConfigSchema, named
 * PromptfooConfigSchema), from the installed package's own schema.
 */
const SCHEMA_PATH = fileURLToPath(
  new URL("../apps/server/src/agents/script-generation/exports/promptfoo-config-schema.json", import.meta.url),
);

function writeConfigSchema(): void {
  const program = [
    'import { UnifiedConfigSchema } from "promptfoo";',
    'import { zodToJsonSchema } from "zod-to-json-schema";',
    'process.stdout.write(JSON.stringify(zodToJsonSchema(UnifiedConfigSchema, "PromptfooConfigSchema"), null, 2) + "\\n");',
  ].join("\n");
  const schema = execFileSync(process.execPath, ["--input-type=module", "-e", program], {
    cwd: PREFIX,
    env: { ...process.env, PROMPTFOO_DISABLE_TELEMETRY: "1", PROMPTFOO_DISABLE_UPDATE: "1" },
    maxBuffer: 64 * 1024 * 1024,
    encoding: "utf8",
  });
  writeFileSync(SCHEMA_PATH, schema);
  execFileSync("npx", ["prettier", "--write", SCHEMA_PATH], { stdio: "ignore" });
  console.log(`Wrote promptfoo ${PROMPTFOO_VERSION}'s config schema to ${SCHEMA_PATH}`);
}

async function main(): Promise<void> {
  ensurePromptfoo();
  if (process.argv.includes("--write-schema")) writeConfigSchema();
  mkdirSync(WORK, { recursive: true });
  const script = generateTestScript({ ...CHILDRENS_TUTOR, options: { size: "quick", categories: [] } });
  const configPath = join(WORK, "test-script.promptfooconfig.yaml");
  const yaml = exportPromptfooConfig(script, {
    projectName: CHILDRENS_TUTOR.projectName,
    systemPrompt: CHILDRENS_TUTOR.instructions?.text ?? null,
  });
  writeFileSync(configPath, yaml);
  const rubricAssertions = (yaml.match(/type: llm-rubric/g) ?? []).length;

  const mock = await startMockLlm();
  for (let n = 0; n < rubricAssertions; n++) {
    mock.script({
      json: { reason: "Mock grade: the reply meets the criterion.", pass: true, score: 0.9 },
      match: (request) => isGradingRequest(request),
    });
  }
  const outputPath = join(WORK, "results.json");
  try {
    // Asynchronous: the mock answers from this process's event loop.
    const run = await runPromptfoo(
      ["eval", "-c", configPath, "-o", outputPath, "--no-cache", "--no-progress-bar", "--no-table"],
      {
        OPENAI_BASE_URL: mock.url,
        OPENAI_API_KEY: "mock-key",
        PROMPTFOO_DISABLE_TELEMETRY: "1",
        PROMPTFOO_DISABLE_UPDATE: "1",
        PROMPTFOO_CONFIG_DIR: join(WORK, ".promptfoo"),
      },
    );
    const output = run.output.trim();
    console.log(output.split("\n").slice(-25).join("\n"));
    const results = JSON.parse(readFileSync(outputPath, "utf8")) as {
      results: { stats: { successes: number; failures: number; errors: number }; results: unknown[] };
    };
    const { stats } = results.results;
    const targetRequests = mock.requests.filter((request) => !isGradingRequest(request.body));
    const turnTwo = targetRequests.find((request) => JSON.stringify(request.body).includes("Mock reply to:"));
    const conversations = script.scenarios.filter((scenario) => scenario.turns.length > 0).length;
    console.log(
      [
        "",
        `promptfoo ${PROMPTFOO_VERSION}: ${script.scenarios.length} scenarios as ${results.results.results.length} test cases (${conversations} multi-turn scenarios), ${rubricAssertions} llm-rubric assertions.`,
        `Passed ${stats.successes}, failed ${stats.failures}, errors ${stats.errors}. Target requests: ${targetRequests.length}, grading requests: ${mock.requests.length - targetRequests.length}.`,
        `Later turns replay the earlier replies: ${turnTwo ? "yes" : "no"}.`,
        `Config: ${configPath}`,
      ].join("\n"),
    );
    if (run.status === null || stats.errors > 0 || (conversations > 0 && !turnTwo)) process.exitCode = 1;
  } finally {
    await mock.stop();
  }
}

await main();
