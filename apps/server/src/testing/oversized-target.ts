import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** The unit the oversized target writes in. */
export const OVERSIZED_CHUNK_BYTES = 64 * 1024;

/** How an answer is sent: its length announced or not, an OpenAI stream that never ends. */
export type OversizedShape = "content-length" | "chunked" | "endless-sse";

export interface OversizedAnswer {
  path: string;
  headers: IncomingHttpHeaders;
  /** Bytes of body written before the server saw the connection close (or the body end). */
  served: number;
  /** Whether the whole body was sent: the reader did not stop. */
  complete: boolean;
  /** Resolves when the connection closed or the body ended. */
  done: Promise<void>;
}

/**
 * A target whose every answer is `totalBytes` long (or endless): written chunk by chunk, a few
 * milliseconds apart so that the reader drains the socket as it goes, and no faster than the
 * reader takes it (backpressure). What was served before the connection closed is then about what
 * the reader read: a reader that stops at the cap has been served the cap and the few chunks
 * written while it stopped (one or two; up to four on a loaded machine's first call), one that
 * reads everything the whole body. Counted by bytes, not by time.
 *
 * The shape is the first path segment: `/content-length/…`, `/chunked/…`, `/endless-sse/…`.
 */
export async function startOversizedTarget({ totalBytes = 8 * 1024 * 1024, paceMs = 10 } = {}) {
  const answers: OversizedAnswer[] = [];
  const server = createServer((req, res) => {
    req.resume();
    const shape = (req.url ?? "").split("/")[1] as OversizedShape;
    let closed = false;
    const answer: OversizedAnswer = {
      path: req.url ?? "",
      headers: req.headers,
      served: 0,
      complete: false,
      done: new Promise((resolve) => res.on("close", () => ((closed = true), resolve()))),
    };
    answers.push(answer);
    const sse = shape === "endless-sse";
    // A JSON string that never closes, or one SSE event per chunk with a piece of the reply.
    const chunk = sse ? sseChunk(OVERSIZED_CHUNK_BYTES) : Buffer.alloc(OVERSIZED_CHUNK_BYTES, "a");
    const head = sse ? Buffer.alloc(0) : Buffer.from('{"output":"');
    res.writeHead(200, {
      "content-type": sse ? "text/event-stream" : "application/json",
      ...(shape === "content-length" ? { "content-length": String(totalBytes) } : {}),
    });
    void (async () => {
      if (head.length > 0) {
        res.write(head);
        answer.served += head.length;
      }
      while (!closed && (sse || answer.served < totalBytes)) {
        const piece = sse ? chunk : chunk.subarray(0, Math.min(chunk.length, totalBytes - answer.served));
        const drained = res.write(piece);
        answer.served += piece.length;
        if (!drained) await drainedOrClosed(res);
        await sleep(paceMs);
      }
      if (!closed) {
        answer.complete = true;
        res.end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The target's address for a shape, with a path of the caller's (`/v1`, `/chat`). */
    url: (shape: OversizedShape, path = "") => `http://127.0.0.1:${port}/${shape}${path}`,
    answers,
    /** The latest answer, once it has ended (its connection closed, or the whole body sent). */
    async lastAnswer(): Promise<OversizedAnswer> {
      const answer = answers.at(-1);
      if (!answer) throw new Error("the oversized target was not called");
      await answer.done;
      return answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** `data: {chunk}` lines of an OpenAI chat stream, each with a piece of text, about `bytes` long in all. */
function sseChunk(bytes: number): Buffer {
  const event = (text: string) =>
    `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 0, model: "m", choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`;
  const one = event("x".repeat(1000));
  return Buffer.from(one.repeat(Math.max(1, Math.floor(bytes / one.length))));
}
