import { generateObject, generateText, tool, type LanguageModelUsage } from "ai";
import { z } from "zod";
import type { ConfiguredModel } from "./language-model";

export interface StructuredRequest<T> {
  schema: z.ZodType<T>;
  /** Names the schema for the model: the json_schema's name, or the tool's. */
  name: string;
  description: string;
  system: string;
  prompt: string;
  temperature?: number;
}

export interface StructuredAnswer<T> {
  object: T;
  usage: LanguageModelUsage;
}

/**
 * Asks the model for an answer shaped by `schema`, the way the configured server understands
 * (LLM_STRUCTURED_OUTPUT, docs/decisions/0017), and checks the answer against the schema in every
 * way: the model's output is never trusted to match.
 */
export async function generateStructured<T>(
  configured: ConfiguredModel,
  request: StructuredRequest<T>,
): Promise<StructuredAnswer<T>> {
  const common = {
    model: configured.model,
    prompt: request.prompt,
    temperature: request.temperature,
    ...configured.callSettings,
  };
  if (configured.structuredOutput === "tool") {
    const result = await generateText({
      ...common,
      system: request.system,
      tools: { [request.name]: tool({ description: request.description, inputSchema: request.schema }) },
      toolChoice: { type: "tool", toolName: request.name },
    });
    const call = result.toolCalls.find((candidate) => candidate.toolName === request.name);
    if (!call) throw new Error(`The model answered without calling the ${request.name} tool.`);
    return { object: request.schema.parse(call.input), usage: result.usage };
  }
  if (configured.structuredOutput === "json") {
    // JSON mode carries no schema (asking for one only earns an "unsupported" warning per call): the
    // model reads it in the instructions, and the answer is checked here.
    const schema = JSON.stringify(z.toJSONSchema(request.schema, { io: "input" }));
    const result = await generateObject({
      ...common,
      output: "no-schema",
      system: `${request.system}\n\nThe JSON object must match this JSON Schema:\n${schema}`,
    });
    return { object: request.schema.parse(result.object), usage: result.usage };
  }
  const result = await generateObject({
    ...common,
    system: request.system,
    schema: request.schema,
    schemaName: request.name,
    schemaDescription: request.description,
    // OpenAI's strict mode accepts only a subset of JSON Schema (no length limits, every property
    // required); the schema still guides the model, and the SDK checks the answer against it.
    providerOptions: { openaiCompatible: { strictJsonSchema: false } },
  });
  return { object: result.object, usage: result.usage };
}
