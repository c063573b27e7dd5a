import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_SCHEMA_TYPES_PATH, apiSchemaTypes } from "./api-schema-types";

describe("the web's API types", () => {
  it("are generated from the current OpenAPI document (run `npm run formats:write` when this fails)", async () => {
    expect(readFileSync(API_SCHEMA_TYPES_PATH, "utf8")).toBe(await apiSchemaTypes());
  });
});
