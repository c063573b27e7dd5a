import { TargetError } from "./call-limits";

/**
 * The largest answer AESOP reads from a target (TARGET_MAX_REPLY_BYTES): every answer, whole or
 * streamed, by node:http or fetch, passes through cappedChunks, which stops reading (and so closes
 * the connection) at the first chunk past the cap. An answer of 64 MiB once made the server grow by
 * ~365 MB for one "Test connection"; now it holds at most the cap and one chunk.
 */

export class ReplyTooLargeError extends TargetError {
  constructor(
    readonly maxBytes: number,
    /** What had been read when reading stopped: the cap at most, and the chunk that went past it. */
    readonly bytesRead: number,
  ) {
    super(`The target's answer is larger than ${bytesInWords(maxBytes)}`);
    this.name = "ReplyTooLargeError";
  }
}

const UNITS = [
  ["GiB", 1024 ** 3],
  ["MiB", 1024 ** 2],
  ["KiB", 1024],
] as const;

/** 1048576 → "1 MiB", 1572864 → "1.5 MiB", 65536 → "64 KiB", 900 → "900 bytes". */
export function bytesInWords(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(2))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/**
 * The chunks of an answer's body as they arrive, failing with ReplyTooLargeError once they add up
 * to more than `maxBytes`. Leaving the loop early ends the source (a web stream is cancelled, a
 * node:http answer destroyed), which closes its connection: the rest is never read.
 */
export async function* cappedChunks(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new ReplyTooLargeError(maxBytes, total);
    yield chunk;
  }
}

/** A whole answer's body as UTF-8 text, at most `maxBytes` of it. */
export async function readCappedText(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of cappedChunks(body, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * fetch whose answers' bodies stop at `maxBytes`: for the callers that read the answer themselves
 * (the AI SDK's providers, streamed or not, and HTTP targets' `response.text()`).
 */
export function cappedFetch(fetch: typeof globalThis.fetch, maxBytes: number): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    // 204, 304…: no body to read (and a Response of theirs may not be given one).
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
    const chunks = cappedChunks(response.body, maxBytes)[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel(reason) {
        await chunks.return?.(reason);
      },
    });
    return new Response(body as ReadableStream<Uint8Array<ArrayBuffer>>, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
