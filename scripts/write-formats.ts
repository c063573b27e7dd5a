import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { testScriptJsonSchemaText } from "../apps/server/src/agents/script-generation/exports/json-schema";
import { PROMPTFOO_JUDGE_PATH } from "../apps/server/src/agents/script-generation/exports/promptfoo-export";
import { bundlePromptfooJudge } from "../apps/server/src/agents/script-generation/exports/promptfoo-judge-bundle";
import { API_SCHEMA_TYPES_PATH, apiSchemaTypes } from "../apps/server/src/testing/api-schema-types";

/**
 * `npm run formats:write`: the published JSON Schemas in docs/formats/, from the zod contracts, and
 * the judge the promptfoo export ships (aesop-assertions.cjs), bundled from AESOP's own checks, and
 * the web's API types (apps/web/src/lib/api/schema.d.ts), from the server's OpenAPI document.
 * Re-run it after a change to the judge or to a route: a test fails while a checked-in file is stale.
 */
const target = fileURLToPath(new URL("../docs/formats/test-script.schema.json", import.meta.url));
writeFileSync(target, testScriptJsonSchemaText());
// Formatted as the repository formats it, so that an unchanged schema leaves the file unchanged.
execFileSync("npx", ["prettier", "--write", target], { stdio: "ignore" });
console.log(`Wrote ${target}`);

const judge = await bundlePromptfooJudge();
writeFileSync(PROMPTFOO_JUDGE_PATH, judge);
console.log(`Wrote ${PROMPTFOO_JUDGE_PATH} (${Math.round(Buffer.byteLength(judge) / 1024)} KB)`);

const apiTypes = await apiSchemaTypes();
writeFileSync(API_SCHEMA_TYPES_PATH, apiTypes);
console.log(`Wrote ${API_SCHEMA_TYPES_PATH} (${Math.round(Buffer.byteLength(apiTypes) / 1024)} KB)`);
