import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isRecord, readJsonBody, sendError, sendJson } from "./http-json";
import { type CorpusEntry, findPlantedAssistant, plantedAssistants } from "./index";
import { completionBody, userMessagesOfChat, usageOf, writeCompletionStream } from "./openai-format";
import type { GroundTruthEntry } from "./types";

export interface PlantedAssistantsOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
}

export interface PlantedAssistantsServer {
  /** The server's root; an assistant lives under `${url}/<assistantId>/`. */
  url: string;
  close(): Promise<void>;
  /** Every reply so far, oldest first; the same array for the server's lifetime. */
  log: GroundTruthEntry[];
  clearLog(): void;
}

/** A wildcard bind address is not somewhere a client can connect to. */
function hostForUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** Answers the last user message and records the answer with its label before it is sent. */
function answer(entry: CorpusEntry, userMessages: string[], log: GroundTruthEntry[]): string {
  const { reply, plantedFailureId } = entry.assistant.respond(userMessages);
  log.push({
    assistantId: entry.assistant.id,
    part: entry.part,
    turn: userMessages.length,
    userMessages: [...userMessages],
    reply,
    plantedFailureId,
  });
  return reply;
}

async function answerChatCompletion(
  entry: CorpusEntry,
  req: IncomingMessage,
  res: ServerResponse,
  log: GroundTruthEntry[],
) {
  const body = await readJsonBody(req);
  if (!body.ok) return sendError(res, 400, "The request body is not valid JSON.");
  const chat = userMessagesOfChat(body.value);
  if ("error" in chat) return sendError(res, 400, chat.error);
  const reply = answer(entry, chat.messages, log);
  const completion = {
    id: `chatcmpl-planted-${log.length}`,
    created: Math.floor(Date.now() / 1000),
    model: entry.assistant.id,
    reply,
    usage: usageOf(chat.messages, reply),
  };
  const request = body.value as Record<string, unknown>;
  if (request.stream === true) {
    const includeUsage = isRecord(request.stream_options) && request.stream_options.include_usage === true;
    return writeCompletionStream(res, completion, includeUsage);
  }
  sendJson(res, 200, completionBody(completion));
}

/** The plain HTTP endpoint: `{message, history, session_id?}` in, `{output}` out. */
async function answerHttpChat(entry: CorpusEntry, req: IncomingMessage, res: ServerResponse, log: GroundTruthEntry[]) {
  const body = await readJsonBody(req);
  if (!body.ok) return sendError(res, 400, "The request body is not valid JSON.");
  const request = body.value;
  if (!isRecord(request) || typeof request.message !== "string") {
    return sendError(res, 400, "`message` must be a string.");
  }
  const history = request.history ?? [];
  if (!Array.isArray(history)) return sendError(res, 400, "`history` must be an array of {role, content}.");
  const earlier: string[] = [];
  for (const turn of history) {
    if (!isRecord(turn) || typeof turn.role !== "string" || typeof turn.content !== "string") {
      return sendError(res, 400, "`history` must be an array of {role, content}.");
    }
    if (turn.role === "user") earlier.push(turn.content);
  }
  sendJson(res, 200, { output: answer(entry, [...earlier, request.message], log) });
}

function corpusIndex() {
  return plantedAssistants.map(({ part, assistant }) => ({
    id: assistant.id,
    name: assistant.name,
    part,
    domain: assistant.domain,
    channel: assistant.channel,
  }));
}

async function route(req: IncomingMessage, res: ServerResponse, log: GroundTruthEntry[]) {
  const path = new URL(req.url ?? "/", "http://planted-assistants.local").pathname.replace(/\/+$/, "");
  const method = req.method ?? "GET";
  if (path === "/__log") {
    if (method === "GET") return sendJson(res, 200, log);
    if (method === "DELETE") {
      log.length = 0;
      return sendJson(res, 200, { cleared: true });
    }
    return sendError(res, 405, `${method} is not allowed on /__log.`);
  }
  if (path === "" && method === "GET") return sendJson(res, 200, { assistants: corpusIndex() });

  const [, assistantId = "", ...rest] = path.split("/");
  const entry = findPlantedAssistant(decodeURIComponent(assistantId));
  if (!entry) return sendError(res, 404, `No planted assistant is called "${assistantId}".`);
  const endpoint = `${method} /${rest.join("/")}`;
  switch (endpoint) {
    case "POST /v1/chat/completions":
      return answerChatCompletion(entry, req, res, log);
    case "GET /v1/models":
      return sendJson(res, 200, {
        object: "list",
        data: [{ id: entry.assistant.id, object: "model", created: 0, owned_by: "planted-assistants" }],
      });
    case "POST /chat":
      return answerHttpChat(entry, req, res, log);
    default:
      return sendError(res, 404, `Unknown endpoint: ${endpoint} on ${entry.assistant.id}.`);
  }
}

/**
 * Serves every planted assistant at once on loopback: OpenAI-compatible chat completions
 * (streamed or not) and a plain HTTP chat endpoint, with the ground truth of each reply in `log`.
 */
export async function startPlantedAssistants(options: PlantedAssistantsOptions = {}): Promise<PlantedAssistantsServer> {
  const host = options.host ?? "127.0.0.1";
  const log: GroundTruthEntry[] = [];
  const server = createServer((req, res) => {
    route(req, res, log).catch((error: unknown) => {
      // A bug in an assistant must show in the test that met it, not take the server down.
      const message = `planted-assistants failed: ${error instanceof Error ? error.message : String(error)}`;
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
    url: `http://${hostForUrl(host)}:${port}`,
    log,
    clearLog: () => {
      log.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
