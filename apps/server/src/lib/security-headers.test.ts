import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { startServer, type RunningServer } from "../server";
import { SECURITY_HEADERS, SecureServerResponse } from "./security-headers";

function get(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; rawHeaders: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.resume();
      res.once("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders }));
    });
    req.once("error", reject);
    req.end();
  });
}

// A server of its own on the embedded database: the same on both database kinds, so once.
describe.skipIf(process.env.AESOP_TEST_DB === "postgres")("security headers of the real server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const env = loadEnv({ DATA_DIR: "memory://", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", WORKERS: "false" });
    server = await startServer(env);
  });
  afterAll(() => server.stop());

  it.each(["/api/health", "/api/site", "/api/does-not-exist", "/api/auth/get-session", "/some/page"])(
    "are on %s, with a request id",
    async (path) => {
      const { headers } = await get(`${server.url}${path}`);
      expect(headers["content-security-policy"]).toContain("default-src 'self'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
      expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    },
  );
});

describe("SecureServerResponse", () => {
  const server = createServer({ ServerResponse: SecureServerResponse }, (req, res) => {
    if (req.url === "/own") {
      // The response's own value wins, whatever the case of its name.
      res.writeHead(200, { "X-Frame-Options": "SAMEORIGIN", "Content-Type": "text/plain" });
    } else if (req.url === "/set-before") {
      res.setHeader("x-frame-options", "SAMEORIGIN");
      res.writeHead(200, "Fine", { "content-type": "text/plain" });
    } else if (req.url === "/raw") {
      res.writeHead(200, ["Content-Type", "text/plain"]);
    }
    res.end("ok");
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("adds every security header to a response written without headers", async () => {
    const { headers } = await get(`${base}/implicit`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
  });

  it.each(["/own", "/set-before"])("lets the response's own header win, once (%s)", async (path) => {
    const { headers, rawHeaders } = await get(`${base}${path}`);
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(rawHeaders.filter((name) => name.toLowerCase() === "x-frame-options")).toHaveLength(1);
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it("adds them to the raw array form too", async () => {
    const { headers } = await get(`${base}/raw`);
    expect(headers["content-type"]).toBe("text/plain");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
