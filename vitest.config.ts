import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const serverTests = (
  name: string,
  groupOrder: number,
  env: Record<string, string>,
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: "apps/server",
    include: ["src/**/*.test.ts"],
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
      serverTests("server:pglite", 1, { AESOP_TEST_DB: "pglite" }),
      ...(testDatabaseUrl
        ? [serverTests("server:postgres", 2, { AESOP_TEST_DB: "postgres", TEST_DATABASE_URL: testDatabaseUrl })]
        : []),
    ],
  },
});
