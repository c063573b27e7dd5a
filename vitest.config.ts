import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const SERVER_TESTS = "src/**/*.test.ts";

/**
 * The server's test files that open a database (through the test app or the test database) or ask
 * which kind they run on. Only these run a second time on the PostgreSQL server: the rule readers,
 * judges and exports are the same code on either database, and running them twice cost CI minutes.
 */
function databaseTestFiles(): string[] {
  const opensDatabase = /testing\/(test-app|test-database)"|AESOP_TEST_DB/;
  const sources = fileURLToPath(new URL("./apps/server/src/", import.meta.url));
  return readdirSync(sources, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && opensDatabase.test(readFileSync(sources + file, "utf8")))
    .map((file) => `src/${file}`);
}

const serverTests = (
  name: string,
  groupOrder: number,
  env: Record<string, string>,
  include = [SERVER_TESTS],
  globalSetup: string[] = [],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: "apps/server",
    include,
    globalSetup,
    environment: "node",
    env,
    // Each file opens its own database; two cores do not gain from more parallel files.
    maxWorkers: 2,
    // The database kinds run one after the other, not competing for the two cores.
    sequence: { groupOrder },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// API tests run on the embedded database always, and on a PostgreSQL server too when
// TEST_DATABASE_URL names one (CI starts a throw-away cluster for it).
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "cli",
          root: "packages/cli",
          include: ["test/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      serverTests(
        "server:pglite",
        1,
        { AESOP_TEST_DB: "pglite" },
        [SERVER_TESTS],
        ["src/testing/pglite-template.global-setup.ts"],
      ),
      ...(testDatabaseUrl
        ? [
            serverTests(
              "server:postgres",
              2,
              { AESOP_TEST_DB: "postgres", TEST_DATABASE_URL: testDatabaseUrl },
              databaseTestFiles(),
            ),
          ]
        : []),
    ],
  },
});
