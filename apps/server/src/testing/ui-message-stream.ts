/** A reply in the AI SDK's UI message stream protocol, read the way a browser would. */
export interface ReadReply {
  chunks: Array<Record<string, unknown> & { type: string }>;
  text: string;
  error: string | null;
  metadata: unknown;
  /** Milliseconds from the request to the first text delta, and to the end. */
  firstDeltaMs: number | null;
  totalMs: number;
}

export async function readUiMessageStream(response: Response, startedAt = performance.now()): Promise<ReadReply> {
  if (!response.body) throw new Error("no body");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const chunks: ReadReply["chunks"] = [];
  let buffer = "";
  let firstDeltaMs: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      if (!data || data === "[DONE]") continue;
      const chunk = JSON.parse(data) as ReadReply["chunks"][number];
      if (chunk.type === "text-delta" && firstDeltaMs === null) firstDeltaMs = performance.now() - startedAt;
      chunks.push(chunk);
    }
  }
  const text = chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => String(chunk.delta))
    .join("");
  const error = chunks.find((chunk) => chunk.type === "error");
  const finish = chunks.find((chunk) => chunk.type === "finish");
  return {
    chunks,
    text,
    error: error ? String(error.errorText) : null,
    metadata: finish?.messageMetadata ?? null,
    firstDeltaMs,
    totalMs: performance.now() - startedAt,
  };
}
