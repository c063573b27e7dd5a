import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { createApp } from "./create-app";
import { mountSpa } from "./spa";

describe("serving the SPA", () => {
  const dist = mkdtempSync(join(tmpdir(), "aesop-dist-"));
  const logLines: string[] = [];
  const logger = createLogger("warn", { write: (line: string) => void logLines.push(line) });
  const app = createApp(logger);

  beforeAll(() => {
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
    writeFileSync(join(dist, "assets", "index-abc123.js.map"), '{"sources":["../src/main.tsx"]}');
    writeFileSync(join(dist, "favicon.svg"), "<svg/>");
    expect(mountSpa(app, dist, logger)).toBe(true);
  });

  it("answers page paths with index.html and no long cache", async () => {
    for (const path of ["/", "/about", "/user-guide", "/privacy/"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("<div id=root>");
    }
    expect((await app.request("/about")).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers unknown paths with the SPA and a real 404, and logs them", async () => {
    const response = await app.request("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<div id=root>");
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; path?: string });
    expect(logged).toContainEqual(expect.objectContaining({ msg: "unknown route", path: "/no/such/page" }));
  });

  it("caches hashed assets for a year and serves public files", async () => {
    const asset = await app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await app.request("/favicon.svg")).status).toBe(200);
  });

  it("answers a missing asset with a plain 404, not the HTML page", async () => {
    for (const path of ["/assets/missing.js", "/assets/old-build.css"]) {
      const missing = await app.request(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(await missing.text(), path).not.toContain("<div id=root>");
    }
  });

  it("does not publish source maps", async () => {
    expect((await app.request("/assets/index-abc123.js.map")).status).toBe(404);
  });

  it("sends a Permissions-Policy that allows the microphone on this site only", async () => {
    const policy = (await app.request("/")).headers.get("permissions-policy") ?? "";
    expect(policy).toContain("microphone=(self)");
    expect(policy).toContain("camera=()");
    expect(policy).toContain("geolocation=()");
  });

  it("refuses to serve files outside the build folder", async () => {
    const response = await app.request("/assets/..%2f..%2fetc%2fpasswd");
    expect(response.status).not.toBe(200);
  });
});

describe("without a build", () => {
  it("serves only the API and says so", () => {
    const app = createApp(createLogger("silent"));
    expect(mountSpa(app, join(tmpdir(), "aesop-no-such-dist"), createLogger("silent"))).toBe(false);
  });
});
