import Ajv from "ajv";
import { z } from "zod";
import { isValidText } from "./text";

/**
 * The tools a test script declares for the assistant under test (issue 37): what a tool-calling
 * target is offered, and how AESOP answers each call in the tool's place. A declaration is the
 * OpenAI function format (`name`, `description`, `parameters`); Anthropic's tool format
 * (`input_schema`) is accepted as well and read the same way (toolParameters).
 */

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(isValidText, `${label} contains a character that is not allowed.`);

/** A tool's name as OpenAI and Anthropic take it: letters, digits, _ and -, at most 64. */
export const toolNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "A tool's name uses letters, digits, _ and - only (at most 64).");

// One validator for every schema of every script: ajv compiles its meta-schema once. Not strict:
// OpenAI's schemas carry keywords of their own, and a builder's unknown keyword is not an error.
let ajv: Ajv | undefined;
const validator = () => (ajv ??= new Ajv({ strict: false, allErrors: false, validateFormats: false }));

/** Why a value is not a JSON Schema (draft 7, what OpenAI and Anthropic read), or null when it is one. */
export function jsonSchemaProblem(schema: unknown): string | null {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return "is not a JSON object.";
  let ajv: Ajv;
  try {
    ajv = validator();
    if (ajv.validateSchema(schema)) return null;
  } catch (error) {
    // ajv compiles its meta-schema into a function, which a page that refuses eval cannot (the web
    // app's Content-Security-Policy): there the server checks the schema when the script is saved.
    if (error instanceof EvalError) return null;
    throw error;
  }
  const first = ajv.errors?.[0];
  const where = first?.instancePath ? ` at ${first.instancePath}` : "";
  return `is not valid JSON Schema${where}: ${first?.message ?? "unknown problem"}.`;
}

/**
 * Whether a value meets a JSON Schema, and if not, why (the first problem). The schema was checked
 * when the script was saved; compiled schemas are kept by ajv itself.
 */
export function schemaMismatch(schema: Record<string, unknown>, value: unknown): string | null {
  const ajv = validator();
  const validate = ajv.compile(schema);
  if (validate(value)) return null;
  const first = validate.errors?.[0];
  return `${first?.instancePath ? `${first.instancePath.slice(1).replaceAll("/", ".")} ` : ""}${first?.message ?? "does not match"}`;
}

const argumentsSchema = z.record(z.string(), z.unknown()).superRefine((schema, ctx) => {
  const problem = jsonSchemaProblem(schema);
  if (problem) ctx.addIssue({ code: "custom", message: `The tool's argument schema ${problem}` });
  else if (schema.type !== undefined && schema.type !== "object")
    ctx.addIssue({ code: "custom", message: "A tool's arguments are an object: its schema's type is \"object\"." });
});

// ---------------------------------------------------------------------------------------------
// Conditions on arguments: "amount > 100", 'customer_id != "c-1"'
// ---------------------------------------------------------------------------------------------

export const CONDITION_OPERATORS = ["==", "!=", ">=", "<=", ">", "<", "contains"] as const;
type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface ArgumentCondition {
  /** The argument, a dotted path into the arguments ("customer.id"). */
  path: string;
  operator: ConditionOperator;
  /** A JSON literal (100, "c-1", true, null); a bare word is a string. */
  value: unknown;
}

const CONDITION = /^\s*([A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*)*)\s*(==|!=|>=|<=|>|<|=|contains\b)\s*(.+?)\s*$/;

/** A condition's parts, or null when it is not one ("amount > 100" is; "amount is big" is not). */
export function parseCondition(condition: string): ArgumentCondition | null {
  const match = CONDITION.exec(condition);
  if (!match) return null;
  const [, path = "", op = "", raw = ""] = match;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare word ("EUR"): the string it reads as.
  }
  return { path, operator: (op === "=" ? "==" : op) as ConditionOperator, value };
}

export const argumentConditionSchema = text(200, "A condition").refine(
  (condition) => parseCondition(condition) !== null,
  'A condition reads "argument operator value" (amount > 100, customer_id != "c-1"), with ==, !=, >, >=, <, <= or contains.',
);

const valueAt = (value: unknown, path: string) =>
  path
    .split(".")
    .reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === "object" ? (current as Record<string, unknown>)[key] : undefined,
      value,
    );

const asNumber = (value: unknown) =>
  typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;

/**
 * The argument a condition names: the path itself, else the one argument whose name carries the
 * path's word with a unit or qualifier ("amount" → `amount_eur`, "id" → `order_id`). A condition
 * written for one tool then reads the same argument of a tool declared in other words, instead of
 * finding nothing and letting every call pass.
 */
function argumentAt(args: unknown, path: string): unknown {
  const direct = valueAt(args, path);
  if (direct !== undefined || path.includes(".") || args === null || typeof args !== "object") return direct;
  const near = Object.keys(args).filter(
    (key) =>
      key.toLowerCase().startsWith(`${path.toLowerCase()}_`) || key.toLowerCase().endsWith(`_${path.toLowerCase()}`),
  );
  return near.length === 1 ? (args as Record<string, unknown>)[near[0] ?? ""] : undefined;
}

/** Whether a call's arguments meet a condition: a missing argument meets only `!=`. */
export function conditionHolds(condition: string, args: unknown): boolean {
  const parsed = parseCondition(condition);
  if (!parsed) return false;
  const actual = argumentAt(args, parsed.path);
  const same = JSON.stringify(actual) === JSON.stringify(parsed.value) || asNumber(actual) === asNumber(parsed.value);
  switch (parsed.operator) {
    case "==":
      return actual !== undefined && same;
    case "!=":
      return actual === undefined || !same;
    case "contains":
      if (Array.isArray(actual)) return actual.some((item) => JSON.stringify(item) === JSON.stringify(parsed.value));
      return typeof actual === "string" && actual.toLowerCase().includes(String(parsed.value).toLowerCase());
    default: {
      const left = asNumber(actual);
      const right = asNumber(parsed.value);
      if (Number.isNaN(left) || Number.isNaN(right)) return false;
      return { ">": left > right, ">=": left >= right, "<": left < right, "<=": left <= right }[parsed.operator];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// How AESOP answers a call
// ---------------------------------------------------------------------------------------------

/** A tool's result as the assistant reads it: any JSON value (an object, usually). */
const resultSchema = z.union(
  [z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string(), z.number(), z.boolean(), z.null()],
  "A tool's result is JSON: an object, a list, text, a number, true, false or null.",
);

export const toolAnswerSchema = z.discriminatedUnion("kind", [
  /** The same result for every call. */
  z.object({ kind: z.literal("fixed"), result: resultSchema }),
  /** The first case whose conditions all hold answers; else `otherwise`. */
  z.object({
    kind: z.literal("by-arguments"),
    cases: z
      .array(z.object({ when: z.array(argumentConditionSchema).min(1).max(10), result: resultSchema }))
      .min(1, "Give at least one case.")
      .max(20),
    otherwise: resultSchema,
  }),
  /** The call fails with this message (a payment declined, a service down). */
  z.object({ kind: z.literal("error"), message: text(1_000, "The error message") }),
]);
export type ToolAnswer = z.infer<typeof toolAnswerSchema>;

export const scriptToolSchema = z
  .object({
    name: toolNameSchema,
    description: text(2_000, "A tool's description"),
    /** The JSON Schema of the arguments (OpenAI's function format). */
    parameters: argumentsSchema.optional(),
    /** The same, as Anthropic's tool format names it. */
    input_schema: argumentsSchema.optional(),
    answer: toolAnswerSchema.default({ kind: "fixed", result: { ok: true } }),
    /**
     * A draft Script Generation proposed from the instructions (decision 0078): never offered to
     * the target until the builder confirms it, which clears this flag.
     */
    proposed: z.boolean().optional(),
  })
  .refine(
    (tool) => (tool.parameters === undefined) !== (tool.input_schema === undefined),
    "A tool gives the JSON Schema of its arguments once: as parameters (OpenAI) or input_schema (Anthropic).",
  );
export type ScriptTool = z.infer<typeof scriptToolSchema>;

/** The tools a run offers the target: every tool but the unconfirmed drafts. */
export const confirmedTools = (tools: readonly ScriptTool[] | undefined): ScriptTool[] =>
  (tools ?? []).filter((tool) => !tool.proposed);

/** A tool's argument schema, whichever format declared it. */
export const toolParameters = (tool: ScriptTool): Record<string, unknown> =>
  tool.parameters ?? tool.input_schema ?? { type: "object" };

/** A scenario's own answer for one tool (the lookup that returns another customer's order). */
export const toolResultOverrideSchema = z.object({ tool: toolNameSchema, answer: toolAnswerSchema });
export type ToolResultOverride = z.infer<typeof toolResultOverrideSchema>;

export const TOOL_CALLS_PER_TURN = { min: 1, max: 50, default: 8 } as const;

/** One call the assistant made in a turn, with what AESOP answered. */
export const toolCallRecordSchema = z.object({
  name: z.string(),
  /** The parsed arguments (always a JSON object: anything else fails the turn). */
  arguments: z.record(z.string(), z.unknown()),
  /** What AESOP answered: the result (null with an error), or the error the tool gave. */
  result: resultSchema,
  error: z.string().nullable(),
});
export type ToolCallRecord = z.infer<typeof toolCallRecordSchema>;

/** A call in a sentence: issue_refund({"order_id":"o-41","amount":80}), cut to fit a verdict. */
export function quoteCall(call: Pick<ToolCallRecord, "name" | "arguments">, max = 160): string {
  const args = JSON.stringify(call.arguments ?? {});
  const shown = args.length > max ? `${args.slice(0, max - 1)}…` : args;
  return `${call.name}(${shown})`;
}
