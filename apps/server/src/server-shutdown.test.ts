import { Agent, request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acceptNdaOver, signInOver, startChildServer } from "./testing/child-server";

const ORIGIN = "http://aesop.test";
const ADMIN = { email: "admin@aesop.test", password: "admin-password-shutdown" };

interface Outcome {
  at: number;
  status?: number;
  connection?: string;
  error?: string;
}

/** GET on one keep-alive connection, as a busy client or a load balancer's pool would send it. */
function get(agent: Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent }, (res) => {
      res.resume();
      res.once("end", () =>
        resolve({ at: Date.now(), status: res.statusCode, connection: res.headers.connection?.toLowerCase() }),
      );
    });
    req.once("error", (error: NodeJS.ErrnoException) =>
      resolve({ at: Date.now(), error: error.code ?? error.message }),
    );
    req.end();
  });
}

// A server process of its own on the embedded database: the same on both database kinds, so once.
describe.skipIf(process.env.AESOP_TEST_DB === "postgres")("stopping the server while clients are connected", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "aesop-shutdown-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "SIGTERM with an open event stream and a keep-alive client: streams end with a retry hint, Connection: close, exit 0 in under 2 s",
    { timeout: 90_000 },
    async () => {
      const server = await startChildServer({
        DATA_DIR: dataDir,
        BASE_URL: ORIGIN,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      const request = await signInOver(server.url, ADMIN, ORIGIN);
      await acceptNdaOver(server.url, request);

      // An open event stream, read as it arrives.
      const stream = await request(server.url, "/api/events");
      expect(stream.status).toBe(200);
      const reader: ReadableStreamDefaultReader<Uint8Array> = stream.body!.getReader();
      let streamText = "";
      const streamEnded = (async () => {
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) return "ended";
          streamText += new TextDecoder().decode(chunk.value);
        }
      })().catch((error: unknown) => `failed: ${String(error)}`);

      // A keep-alive client sending one request after another until it is refused.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const outcomes: Outcome[] = [];
      let refused = false;
      const client = (async () => {
        while (!refused) {
          const outcome = await get(agent, `${server.url}/api/health`);
          outcomes.push(outcome);
          if (outcome.error) refused = outcome.error === "ECONNREFUSED" || outcomes.filter((o) => o.error).length > 5;
        }
      })();
      while (outcomes.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(streamText).toContain(": connected");

      const signalled = Date.now();
      process.kill(server.pid, "SIGTERM");
      const exit = await server.exited;
      const stoppedInMs = Date.now() - signalled;
      await client;
      agent.destroy();

      expect(exit).toEqual({ code: 0, signal: null });
      expect(stoppedInMs).toBeLessThan(2000);
      // The stream ended cleanly, telling the browser when to come back.
      expect(await streamEnded).toBe("ended");
      expect(streamText).toMatch(/retry: \d+\n\n$/);
      // Once the server has seen the signal, the connection's next request is answered with
      // Connection: close (one answered before it saw the signal may still say keep-alive), then new
      // connections are refused: none is reset, and the client is not served on and on.
      const after = outcomes.filter((o) => o.at >= signalled);
      const servedAfter = after.filter((o) => o.status !== undefined);
      expect(outcomes.filter((o) => o.at < signalled).every((o) => o.status === 200)).toBe(true);
      expect(servedAfter.length).toBeLessThanOrEqual(3);
      expect(servedAfter.every((o) => o.status === 200)).toBe(true);
      expect(servedAfter.at(-1)?.connection).toBe("close");
      expect(after.filter((o) => o.error).map((o) => o.error)).toEqual(["ECONNREFUSED"]);
    },
  );
});
