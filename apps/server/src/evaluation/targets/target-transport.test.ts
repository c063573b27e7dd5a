import type * as dnsModule from "node:dns";
import type * as dnsPromises from "node:dns/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RefusedAddressError } from "../../lib/network-guard";
import { completeChat } from "./openai-chat";
import { createTargetAdapter } from "./target-adapters";
import { targetTransport } from "./target-transport";

/**
 * DNS rebinding, simulated: the check before a target's first call (checkTargetUrl, through
 * node:dns/promises) is answered a public address for `rebinding.test`; the connection's own
 * resolver (node:dns) then finds this machine, as a rebinding DNS server would answer it.
 */
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof dnsPromises>();
  const lookup = ((host: string, options?: unknown) =>
    host === "rebinding.test"
      ? Promise.resolve([{ address: "93.184.215.14", family: 4 }])
      : real.lookup(host, options as never)) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});
vi.mock("node:dns", async (importOriginal) => {
  const real = await importOriginal<typeof dnsModule>();
  const lookup = ((host: string, options: unknown, callback: unknown) =>
    real.lookup(
      host === "rebinding.test" ? "localhost" : host,
      options as never,
      callback as never,
    )) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

/**
 * The guard at connection time. `localhost` resolves to this machine: a target whose checked
 * host later resolves there (DNS rebinding) meets the same refusal, whatever checkTargetUrl said
 * before. These calls skip checkTargetUrl and go straight to the transport.
 */
describe("the target transport judges each connection's address", () => {
  let server: Server;
  let connections = 0;
  let port = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { content: "hello" } }], reply: "hello" }));
    });
    server.on("connection", () => connections++);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses, by fetch, a host that resolves to this machine when only public networks are allowed", async () => {
    const before = connections;
    const failure = await targetTransport("public")
      .fetch(`http://localhost:${port}/`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).cause).toBeInstanceOf(RefusedAddressError);
    expect(((failure as Error).cause as Error).message).toMatch(
      /^AESOP does not call localhost \((127\.0\.0\.1|::1)\): it is on a private network or this server\./,
    );
    expect(connections).toBe(before);
  });

  it("refuses it by node:http too (the OpenAI-compatible path)", async () => {
    const before = connections;
    const failure = await completeChat({
      baseUrl: `http://localhost:${port}/v1`,
      model: "m",
      apiKey: undefined,
      messages: [{ role: "user", content: "Hi" }],
      signal: AbortSignal.timeout(5_000),
      agents: targetTransport("public").agents,
      maxReplyBytes: 1024 * 1024,
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RefusedAddressError);
    expect(connections).toBe(before);
  });

  it("connects where private networks are allowed, by both paths", async () => {
    const transport = targetTransport("public-and-private");
    const answer = await transport.fetch(`http://localhost:${port}/`);
    expect(answer.status).toBe(200);
    const chat = await completeChat({
      baseUrl: `http://localhost:${port}/v1`,
      model: "m",
      apiKey: undefined,
      messages: [{ role: "user", content: "Hi" }],
      signal: AbortSignal.timeout(5_000),
      agents: transport.agents,
      maxReplyBytes: 1024 * 1024,
    });
    expect(chat.reply).toBe("hello");
  });

  it("refuses a host rebound to this machine after its check passed, in the builder's words", async () => {
    const adapter = createTargetAdapter({
      id: "rebinding-target",
      config: {
        kind: "http",
        url: `http://rebinding.test:${port}/`,
        method: "POST",
        headers: [],
        bodyTemplate: '{"message": {{message}}}',
        replyPath: "reply",
      },
      secrets: { headers: {} },
      limits: { timeoutSeconds: 5, retries: 0, concurrency: 1, requestsPerMinute: null },
      systemPrompt: null,
      instructions: null,
      networks: "public",
      maxReplyBytes: 1024 * 1024,
    });
    const before = connections;
    await expect(adapter.sendTurn({ history: [], message: "Hi", sessionId: "s" })).rejects.toThrow(
      /^AESOP does not call rebinding\.test \((127\.0\.0\.1|::1)\): it is on a private network or this server\./,
    );
    expect(connections).toBe(before);
  });
});
