import fc from "fast-check";

/** The part of JSON Schema (OpenAPI 3.1) that the API's zod contracts produce. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  pattern?: string;
}

/**
 * Strings that have broken web APIs: NUL and other control characters, lone surrogates, SQL and
 * script fragments, traversal, header injection, huge and odd Unicode. None of them looks like a
 * database error or a stack frame, so the fuzzer's leak checks cannot be fooled by an echo.
 */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\uffff",
  "\u0007\u001b[31mred",
  "line\r\nX-Injected: yes",
  "' OR '1'='1",
  "Robert'); DROP TABLE students;--",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "{{7*7}}${7*7}",
  "\u202Eevil\u202C",
  "👩‍👩‍👧‍👦".repeat(50),
  "ß".repeat(5000),
  "x".repeat(70_000),
  "null",
  "-1",
  "1e309",
];

export const nastyString = () => fc.constantFrom(...NASTY_STRINGS);

/** Values of the wrong kind for any field. */
export const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    nastyString(),
    fc.constantFrom<unknown>(null, true, false, 0, -1, 2 ** 53, 1.5, -0, [], {}, [null], { $gt: "" }),
    fc.jsonValue({ maxDepth: 2 }),
  );

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
    case "uuid":
      return fc.uuid();
    case "date":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "uri":
      return fc.webUrl();
  }
  if (schema.pattern === "^[0-9a-f]{64}$") {
    return fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 });
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, minLength + 200);
  // Letters and spaces pass the trimming and printable-text checks of the contracts.
  return fc
    .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCDEFG-é"), minLength, maxLength })
    .filter((text) => text.trim().length >= Math.min(minLength, 1) || minLength === 0);
}

/** Values the schema allows (as far as this subset can tell). */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, depth + 1)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ["object"];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "string":
          return validString(schema);
        case "integer":
          return fc.integer({
            min: schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000),
            max: schema.maximum ?? 1000,
          });
        case "number":
          return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "array":
          return fc.array(validValue(schema.items, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
        default: {
          const properties = schema.properties ?? {};
          const required = new Set(schema.required ?? []);
          const model = Object.fromEntries(
            Object.entries(properties).map(([key, value]) => [key, validValue(value, depth + 1)]),
          );
          return fc.record(model, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
        }
      }
    }),
  );
}

/** A valid value with one field (at any depth of an object) replaced by something wrong or nasty. */
export function invalidValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const poisoned =
    keys.length > 0
      ? fc
          .tuple(validValue(schema), fc.constantFrom(...keys), wrongValue())
          .map(([value, key, wrong]) => ({ ...(value as object), [key]: wrong }))
      : wrongValue();
  return fc.oneof(
    { weight: 3, arbitrary: poisoned },
    { weight: 1, arbitrary: wrongValue() },
    // An unexpected extra property, as mass assignment would try.
    { weight: 1, arbitrary: validValue(schema).map((value) => ({ ...(value as object), role: "admin", id: "x" })) },
  );
}
