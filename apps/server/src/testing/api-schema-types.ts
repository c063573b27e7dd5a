import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import ts from "typescript";
import { createTestApp } from "./test-app";

/** The web's typed client reads its paths and bodies from here (docs/decisions/0044). */
export const API_SCHEMA_TYPES_PATH = fileURLToPath(new URL("../../../web/src/lib/api/schema.d.ts", import.meta.url));

const HEADER = [
  "/**",
  " * The AESOP API's paths, parameters, bodies and responses, generated from the server's OpenAPI",
  " * document by openapi-typescript. Do not edit: run `npm run formats:write` after changing a route",
  " * (a test fails while this file is stale).",
  " */",
  "",
].join("\n");

/** The server's OpenAPI document, as GET /api/openapi.json serves it (the real app, in-process). */
export async function apiOpenApiDocument(): Promise<Record<string, unknown>> {
  const t = await createTestApp();
  try {
    const response = await t.request("/api/openapi.json");
    return (await response.json()) as Record<string, unknown>;
  } finally {
    await t.close();
  }
}

/** An uploaded file (`format: binary`, a multipart field) is a Blob in the browser, not a string. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

/** The TypeScript types of the API, formatted as the repository formats it. */
export async function apiSchemaTypes(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(await apiOpenApiDocument()), {
    transform: (schema) => (schema.format === "binary" ? BLOB : undefined),
  });
  const text = HEADER + astToString(ast);
  const options = await resolveConfig(API_SCHEMA_TYPES_PATH);
  return format(text, { ...options, filepath: API_SCHEMA_TYPES_PATH });
}
