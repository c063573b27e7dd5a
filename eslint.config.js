// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import nodePlugin from "eslint-plugin-n";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const web = "./apps/web/src";
const server = "./apps/server/src";
const serverModules = readdirSync(new URL("apps/server/src/modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatures = readdirSync(new URL("apps/web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const drizzleOutsideQueries = [
  { regex: "^drizzle-orm", message: "Drizzle lives in the module's *.queries.ts; call a query function" },
  { regex: "(^|/)db/schema(/|$)", message: "tables are used only in *.queries.ts; call a query function" },
];
const honoOutsideRoutes = { regex: "^(hono|@hono/)", message: "services and queries never see Hono" };

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/db/migrations/**",
      "test-results/**",
      ".e2e/**",
      "screenshots/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["apps/*/tsconfig.json", "packages/*/tsconfig.json", "tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      // One-way imports (STYLE.md): shared -> features -> app, and features never import each other.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./packages/shared", from: "./apps", message: "shared imports nothing from the apps" },
            { target: "./apps/server", from: "./apps/web" },
            // Browser tests may start a real server in-process (apps/web/e2e).
            { target: "./apps/web/src", from: "./apps/server" },
            {
              target: [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/config`],
              from: [`${web}/features`, `${web}/app`],
              message: "shared web code must not depend on features or the app layer",
            },
            { target: `${web}/features`, from: `${web}/app`, message: "features must not import the app layer" },
            // Server layers: modules know nothing of the agents; a module's queries are its own,
            // everyone else calls its service (where ownership is checked).
            { target: `${server}/modules`, from: `${server}/agents`, message: "modules/ never imports agents/" },
            // The base layers (lib, db, text) import nothing above them; evaluation/ (targets, judge,
            // prices: shared by the Eval Agent, the Cave and the exports) imports no agent, only the
            // runtime's machinery; the machinery (runtime) imports no agent either.
            {
              target: [`${server}/lib`, `${server}/db`, `${server}/text`],
              from: [`${server}/agents`, `${server}/modules`, `${server}/evaluation`],
              message: "lib/, db/ and text/ are base layers: they import no module, agent or evaluation code",
            },
            {
              target: `${server}/evaluation`,
              from: `${server}/agents`,
              except: ["./runtime"],
              message: "evaluation/ is shared by the agents: it imports none of them",
            },
            {
              target: `${server}/agents/runtime`,
              from: `${server}/agents`,
              except: ["./runtime"],
              message: "the agent runtime is machinery: it imports no agent",
            },
            {
              target: [`${server}/agents/**`, `${server}/*.ts`, `${server}/lib/**`, `${server}/middleware/**`],
              from: [`${server}/modules/**/*.queries.ts`],
              message: "call the module's service, never its queries",
            },
            ...serverModules.map((module) => ({
              target: `${server}/modules/${module}/**`,
              from: [`${server}/modules/!(${module})/**/*.queries.ts`],
              message: "a service never imports another module's queries; call that module's service",
            })),
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: "features do not import each other; compose them in app/",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["packages/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^(node:|hono|@hono/|drizzle-orm|pg$|react)", message: "shared stays runtime-neutral" }],
        },
      ],
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    plugins: { n: nodePlugin },
    rules: { "n/no-process-env": "error" },
  },
  {
    // env.ts is the one reader of process.env; tests read the database kind vitest.config.ts sets.
    files: ["apps/server/src/env.ts", "apps/server/src/**/*.test.ts", "apps/server/src/testing/**"],
    rules: { "n/no-process-env": "off" },
  },
  // routes -> service -> queries -> db: Drizzle and the table objects live only in *.queries.ts
  // (and the db layer, better-auth's adapter, test helpers and tests). A later block replaces a
  // rule's options instead of merging them, so the service block repeats these patterns.
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/**/*.queries.ts",
      "apps/server/src/db/**",
      "apps/server/src/auth.ts",
      "apps/server/src/testing/**",
      "apps/server/src/**/*.test.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: drizzleOutsideQueries }] },
  },
  {
    files: ["apps/server/src/**/*.service.ts"],
    ignores: ["apps/server/src/db/**", "apps/server/src/testing/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...drizzleOutsideQueries, honoOutsideRoutes] }] },
  },
  {
    files: ["apps/server/src/**/*.queries.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [honoOutsideRoutes] }] },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One notice at a time: every notice goes through lib/notice.ts, which replaces the last.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "sonner", importNames: ["toast"], message: "use notice from @/lib/notice" }] },
      ],
    },
  },
  {
    files: ["apps/web/src/lib/notice.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["apps/web/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
);
