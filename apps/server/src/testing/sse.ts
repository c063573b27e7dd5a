import { realtimeEventSchema, REALTIME_EVENT_NAME, type RealtimeEvent } from "@aesop/shared/contracts/events";

/** Reads Server-Sent Events of our stream from a fetch Response until `count` have arrived. */
export function sseReader(response: Response) {
  if (!response.body) throw new Error("no body to read events from");
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: RealtimeEvent[] = [];

  async function next(timeoutMs = 10_000): Promise<RealtimeEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const queued = events.shift();
      if (queued) return queued;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error("no event arrived in time");
      const chunk: Awaited<ReturnType<typeof reader.read>> = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no event arrived in time")), remaining)),
      ]);
      if (chunk.done) throw new Error("the stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
      let boundary: number;
      while ((boundary = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const lines = block.split("\n");
        if (!lines.includes(`event: ${REALTIME_EVENT_NAME}`)) continue;
        const data = lines
          .filter((line) => line.startsWith("data: "))
          .map((line) => line.slice(6))
          .join("\n");
        events.push(realtimeEventSchema.parse(JSON.parse(data)));
      }
    }
  }

  return { next, close: () => reader.cancel() };
}
