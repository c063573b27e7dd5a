import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP target for scheduling tests: counts the requests in flight (and the most seen at
 * once), and either never answers (`silent`) or answers an OpenAI-compatible refusal after `delayMs`.
 */
export async function startCountingTarget({
  silent = false,
  delayMs = 0,
}: { silent?: boolean; delayMs?: number } = {}) {
  let inFlight = 0;
  let peak = 0;
  let received = 0;
  const open = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    received++;
    inFlight++;
    peak = Math.max(peak, inFlight);
    open.add(response);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      inFlight--;
      open.delete(response);
    };
    response.on("close", end);
    request.resume();
    if (silent) return;
    setTimeout(() => {
      response.setHeader("Content-Type", "application/json");
      response.end(
        JSON.stringify({
          id: "c",
          object: "chat.completion",
          created: 0,
          model: "counted",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: "I'm sorry, but I can't share that." },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** As a target's base URL (OpenAI-compatible). */
    url: `http://127.0.0.1:${port}/v1`,
    get inFlight() {
      return inFlight;
    },
    get peak() {
      return peak;
    },
    get received() {
      return received;
    },
    stop: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
