import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AGENTS } from "@aesop/shared/agents";
import { getTableName, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "./db/schema/index";

/** The docs that say what the code is stay true to it where a test can tell. */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, "utf8");
const readme = read("README.md");

describe("the README", () => {
  it.each(AGENTS.map((agent) => [agent.name] as const))("names the %s of the catalogue", (name) => {
    expect(readme).toContain(name);
  });

  it("documents every variable of .env.example", () => {
    const variables = [...read(".env.example").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(variables.length).toBeGreaterThan(10);
    for (const variable of variables) expect(readme, variable).toContain(`\`${variable}\``);
  });
});

describe("docs/architecture.md", () => {
  // Its "Data" section lists every table, so that a table added without a word there fails here.
  const data = /^## Data$([\s\S]*?)^## /m.exec(read("docs/architecture.md"))?.[1] ?? "";
  const tables = Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => getTableName(table));

  it("has a Data section and the schema has tables", () => {
    expect(data).not.toBe("");
    expect(tables.length).toBeGreaterThan(20);
  });

  it.each(tables.map((table) => [table] as const))("names the table %s in its Data section", (table) => {
    expect(data).toMatch(new RegExp(`\\b${table}\\b`));
  });
});

describe("docs/decisions/README.md", () => {
  it("lists every decision record with its title", () => {
    const index = read("docs/decisions/README.md");
    const records = readdirSync(`${root}docs/decisions`).filter((file) => /^\d{4}-.+\.md$/.test(file));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const title = read(`docs/decisions/${record}`).split("\n")[0]?.replace(/^#\s*/, "") ?? "";
      expect(index, record).toContain(`[${title}](${record})`);
    }
  });
});
