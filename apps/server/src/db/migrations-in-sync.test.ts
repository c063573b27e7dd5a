import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import config from "../../drizzle.config";

const SERVER = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/**
 * The committed migrations hold every table of the schema: the shared ones (db/schema) and a run
 * agent's own beside its code (agents/<id>/<id>.schema.ts, decision 0093). drizzle-kit generates
 * against a copy of the migrations, so a table whose migration was never generated (or a schema
 * file the config's globs miss) fails here rather than at a user's first start.
 */
describe("the migrations and the schema", () => {
  const scratch = mkdtempSync(join(tmpdir(), "aesop-migrations-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("reads the agents' own schema files as well as the shared ones", () => {
    expect(config.schema).toEqual(["./src/db/schema/index.ts", "./src/agents/*/*.schema.ts"]);
  });

  it("leaves nothing to generate", async () => {
    const out = join(scratch, "migrations");
    cpSync(join(SERVER, "src/db/migrations"), out, { recursive: true });
    const before = readdirSync(out).sort();
    const schema = (Array.isArray(config.schema) ? config.schema : [config.schema ?? ""]).map((path) =>
      resolve(SERVER, path),
    );
    const configFile = join(scratch, "drizzle.config.mjs");
    // drizzle-kit reads `out` relative to its working directory, whatever it looks like.
    const scratchConfig = { dialect: "postgresql", schema, out: relative(SERVER, out) };
    writeFileSync(configFile, `export default ${JSON.stringify(scratchConfig)};`);
    const { stdout, stderr } = await run(
      process.execPath,
      [
        join(dirname(createRequire(import.meta.url).resolve("drizzle-kit")), "bin.cjs"),
        "generate",
        `--config=${configFile}`,
      ],
      { cwd: SERVER, timeout: 60_000 },
    );
    // drizzle-kit prints its verdict on stderr.
    expect(`${stdout}${stderr}`).toContain("No schema changes");
    expect(readdirSync(out).sort()).toEqual(before);
  }, 90_000);
});
