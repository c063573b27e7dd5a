import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The multipart fields, when the body was a form. */
  fields: Record<string, string>;
}

/**
 * A stand-in for the external automation workflow: records what it receives and answers with
 * `respond` (202 with no body by default).
 */
export async function startWebhookReceiver(
  respond: (
    received: ReceivedWebhook,
  ) => { status: number; json?: unknown } | Promise<{ status: number; json?: unknown }> = () => ({ status: 202 }),
) {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const fields: Record<string, string> = {};
        if (req.headers["content-type"]?.startsWith("multipart/form-data")) {
          const form = await new Request("http://receiver.local", {
            method: "POST",
            headers: { "content-type": req.headers["content-type"] },
            body,
          }).formData();
          for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value;
        }
        const entry = { headers: req.headers, body, fields };
        received.push(entry);
        waiters.splice(0).forEach((wake) => wake());
        const answer = await respond(entry);
        res.writeHead(answer.status, answer.json === undefined ? {} : { "content-type": "application/json" });
        res.end(answer.json === undefined ? undefined : JSON.stringify(answer.json));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Resolves once `count` calls have arrived. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedWebhook> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`webhook received ${received.length} of ${count} calls`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received[count - 1]!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
