import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isRecord, readJsonBody, sendError, sendJson } from "../planted-assistants/http-json";
import { findPlantedToolAssistant, plantedToolAssistants, type ToolCorpusEntry } from "./index";
import type { ChatMessage, ToolAssistantStep, ToolDeclaration, ToolGroundTruthEntry } from "./types";

export interface PlantedToolAssistantsServer {
  /** The server's root; an assistant lives under `${url}/<assistantId>/v1`. */
  url: string;
  close(): Promise<void>;
  /** Every step so far, oldest first; the same array for the server's lifetime. */
  log: ToolGroundTruthEntry[];
  clearLog(): void;
}

const ROLES = new Set(["system", "developer", "user", "assistant", "tool"]);

/** The request's messages and declared tools, or why the request is unusable. */
export function readChatRequest(
  body: unknown,
): { messages: ChatMessage[]; tools: ToolDeclaration[] } | { error: string } {
  if (!isRecord(body) || !Array.isArray(body.messages)) return { error: "`messages` must be an array." };
  const messages: ChatMessage[] = [];
  for (const message of body.messages) {
    if (!isRecord(message) || typeof message.role !== "string" || !ROLES.has(message.role))
      return { error: "Each message needs a `role`: system, user, assistant or tool." };
    let content: string | null = null;
    if (typeof message.content === "string") content = message.content;
    else if (Array.isArray(message.content))
      content = message.content
        .map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : ""))
        .join("\n");
    else if (message.content !== null && message.content !== undefined)
      return { error: "A message's `content` must be text, a list of text parts or null." };
    const entry: ChatMessage = { role: message.role as ChatMessage["role"], content };
    if (message.role === "assistant" && message.tool_calls !== undefined) {
      if (!Array.isArray(message.tool_calls)) return { error: "`tool_calls` must be an array." };
      entry.tool_calls = [];
      for (const toolCall of message.tool_calls) {
        const fn = isRecord(toolCall) ? toolCall.function : undefined;
        if (!isRecord(toolCall) || typeof toolCall.id !== "string" || !isRecord(fn) || typeof fn.name !== "string")
          return { error: "Each tool call needs an `id` and a `function` with a `name`." };
        const args = typeof fn.arguments === "string" ? fn.arguments : JSON.stringify(fn.arguments ?? {});
        entry.tool_calls.push({ id: toolCall.id, type: "function", function: { name: fn.name, arguments: args } });
      }
    }
    if (message.role === "tool") {
      if (typeof message.tool_call_id !== "string") return { error: "A tool message needs a `tool_call_id`." };
      entry.tool_call_id = message.tool_call_id;
    }
    messages.push(entry);
  }
  if (!messages.some((message) => message.role === "user"))
    return { error: "`messages` has no user message to answer." };
  const tools: ToolDeclaration[] = [];
  if (body.tools !== undefined) {
    if (!Array.isArray(body.tools)) return { error: "`tools` must be an array." };
    for (const tool of body.tools) {
      const fn: unknown = isRecord(tool) && isRecord(tool.function) ? tool.function : tool;
      if (!isRecord(fn) || typeof fn.name !== "string")
        return { error: 'Each tool is {"type": "function", "function": {"name", "description", "parameters"}}.' };
      tools.push({
        name: fn.name,
        description: typeof fn.description === "string" ? fn.description : "",
        parameters: isRecord(fn.parameters) ? fn.parameters : { type: "object", properties: {} },
      });
    }
  }
  return { messages, tools };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function completionOf(entry: ToolCorpusEntry, step: ToolAssistantStep, id: string, promptWords: number) {
  const created = Math.floor(Date.now() / 1000);
  const message =
    "toolCalls" in step
      ? {
          role: "assistant",
          content: null,
          tool_calls: step.toolCalls.map((toolCall, index) => ({
            id: `call_${index + 1}`,
            type: "function",
            function: { name: toolCall.name, arguments: JSON.stringify(toolCall.arguments) },
          })),
          refusal: null,
        }
      : { role: "assistant", content: step.reply, refusal: null };
  const completionWords = "toolCalls" in step ? JSON.stringify(step.toolCalls).length / 6 : words(step.reply);
  return {
    id,
    object: "chat.completion",
    created,
    model: entry.assistant.id,
    system_fingerprint: null,
    choices: [
      {
        index: 0,
        message,
        logprobs: null,
        finish_reason: "toolCalls" in step ? "tool_calls" : "stop",
      },
    ],
    usage: {
      prompt_tokens: promptWords,
      completion_tokens: Math.round(completionWords),
      total_tokens: promptWords + Math.round(completionWords),
    },
  };
}

/** Streams a completion the way OpenAI does: role, content or tool-call deltas, finish, [DONE]. */
function writeStream(res: ServerResponse, completion: ReturnType<typeof completionOf>, includeUsage: boolean) {
  const { id, created, model } = completion;
  const choice = completion.choices[0];
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  const chunk = (delta: unknown, finish: string | null) =>
    send({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  const message = choice?.message as {
    content: string | null;
    tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  };
  chunk({ role: "assistant", content: message.tool_calls ? null : "" }, null);
  if (message.tool_calls)
    message.tool_calls.forEach((toolCall, index) => chunk({ tool_calls: [{ index, ...toolCall }] }, null));
  else for (const piece of (message.content ?? "").match(/\S+\s*/g) ?? []) chunk({ content: piece }, null);
  chunk({}, choice?.finish_reason ?? "stop");
  if (includeUsage) send({ id, object: "chat.completion.chunk", created, model, choices: [], usage: completion.usage });
  res.end("data: [DONE]\n\n");
}

async function answerChatCompletion(
  entry: ToolCorpusEntry,
  req: IncomingMessage,
  res: ServerResponse,
  log: ToolGroundTruthEntry[],
) {
  const body = await readJsonBody(req);
  if (!body.ok) return sendError(res, 400, "The request body is not valid JSON.");
  const request = readChatRequest(body.value);
  if ("error" in request) return sendError(res, 400, request.error);
  const step = entry.assistant.respond(request.messages, request.tools);
  const conversation = request.messages.filter((message) => message.role !== "system" && message.role !== "developer");
  log.push({
    assistantId: entry.assistant.id,
    part: entry.part,
    turn: conversation.filter((message) => message.role === "user").length,
    messages: conversation,
    offeredTools: request.tools.map((tool) => tool.name),
    toolCalls: "toolCalls" in step ? step.toolCalls : null,
    reply: "reply" in step ? step.reply : null,
    plantedFailureId: step.plantedFailureId,
  });
  const promptWords = conversation.reduce((sum, message) => sum + words(message.content ?? ""), 0);
  const completion = completionOf(entry, step, `chatcmpl-planted-tools-${log.length}`, promptWords);
  const raw = body.value as Record<string, unknown>;
  if (raw.stream === true) {
    const includeUsage = isRecord(raw.stream_options) && raw.stream_options.include_usage === true;
    return writeStream(res, completion, includeUsage);
  }
  sendJson(res, 200, completion);
}

async function route(req: IncomingMessage, res: ServerResponse, log: ToolGroundTruthEntry[]) {
  const path = new URL(req.url ?? "/", "http://planted-tool-assistants.local").pathname.replace(/\/+$/, "");
  const method = req.method ?? "GET";
  if (path === "/__log") {
    if (method === "GET") return sendJson(res, 200, log);
    if (method === "DELETE") {
      log.length = 0;
      return sendJson(res, 200, { cleared: true });
    }
    return sendError(res, 405, `${method} is not allowed on /__log.`);
  }
  if (path === "" && method === "GET")
    return sendJson(res, 200, {
      assistants: plantedToolAssistants.map(({ part, assistant }) => ({
        id: assistant.id,
        name: assistant.name,
        part,
        domain: assistant.domain,
        channel: assistant.channel,
        tools: assistant.tools.map((tool) => tool.name),
      })),
    });
  const [, assistantId = "", ...rest] = path.split("/");
  const entry = findPlantedToolAssistant(decodeURIComponent(assistantId));
  if (!entry) return sendError(res, 404, `No planted tool assistant is called "${assistantId}".`);
  const endpoint = `${method} /${rest.join("/")}`;
  switch (endpoint) {
    case "POST /v1/chat/completions":
      return answerChatCompletion(entry, req, res, log);
    case "GET /v1/models":
      return sendJson(res, 200, {
        object: "list",
        data: [{ id: entry.assistant.id, object: "model", created: 0, owned_by: "planted-tool-assistants" }],
      });
    default:
      return sendError(res, 404, `Unknown endpoint: ${endpoint} on ${entry.assistant.id}.`);
  }
}

/**
 * Serves every planted tool assistant on loopback as an OpenAI-compatible chat completions
 * endpoint that answers with tool calls or text, with the ground truth of every step in `log`.
 */
export async function startPlantedToolAssistants(
  options: { port?: number; host?: string } = {},
): Promise<PlantedToolAssistantsServer> {
  const host = options.host ?? "127.0.0.1";
  const log: ToolGroundTruthEntry[] = [];
  const server = createServer((req, res) => {
    route(req, res, log).catch((error: unknown) => {
      const message = `planted-tool-assistants failed: ${error instanceof Error ? error.message : String(error)}`;
      if (!res.headersSent) sendError(res, 500, message);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    log,
    clearLog: () => {
      log.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
