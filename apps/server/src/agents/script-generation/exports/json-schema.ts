import { z } from "zod";
import { testScriptContentSchema } from "@aesop/shared/contracts/test-scripts";

/**
 * The JSON Schema of a test script's JSON export (the format import reads), published as
 * docs/formats/test-script.schema.json (`npm run formats:write` rewrites it; a test checks it is
 * current). It describes what the importer accepts, so fields with defaults are optional. Rules
 * that JSON Schema cannot express (unique scenario ids, criteria the rubric has) are checked by
 * the importer.
 */
export const TEST_SCRIPT_SCHEMA_ID = "https://aesop.example/formats/test-script.schema.json";

export function testScriptJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(testScriptContentSchema, { io: "input", target: "draft-2020-12" }),
    $id: TEST_SCRIPT_SCHEMA_ID,
    title: "AESOP test script",
    description:
      "A versioned set of safety test scenarios for an AI assistant, scored against a rubric: the JSON export and import format of AESOP's Script Generation Agent.",
  };
}

export function testScriptJsonSchemaText(): string {
  return `${JSON.stringify(testScriptJsonSchema(), null, 2)}\n`;
}
