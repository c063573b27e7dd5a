import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { testScriptJsonSchemaText } from "../apps/server/src/agents/script-generation/exports/json-schema";

/** `npm run formats:write`: the published JSON Schemas in docs/formats/, from the zod contracts. */
const target = fileURLToPath(new URL("../docs/formats/test-script.schema.json", import.meta.url));
writeFileSync(target, testScriptJsonSchemaText());
console.log(`Wrote ${target}`);
