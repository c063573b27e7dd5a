import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_SCHEMA_TYPES_PATH, apiSchemaTypes } from "./api-schema-types";

describe("the web's API types", () => {
  // Generating the types of the whole document takes 10 to 30 s on a busy 2-core machine.
  it(
    "are generated from the current OpenAPI document (run `npm run formats:write` when this fails)",
    {
      timeout: 90_000,
    },
    async () => {
      expect(readFileSync(API_SCHEMA_TYPES_PATH, "utf8")).toBe(await apiSchemaTypes());
    },
  );
});
