import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./testing/child-server";
import {
  buildServer,
  createDeployment,
  createWebDist,
  exitWithin,
  killProcessGroup,
  runNpmScript,
  waitUntilHealthy,
  type NpmProcess,
} from "./testing/deployment";

const ENV_EXAMPLE = readFileSync(fileURLToPath(new URL("../../../.env.example", import.meta.url)), "utf8");

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** What a process manager passes: a PATH and a HOME, and the deployment's own variables. */
function managerEnv(variables: Record<string, string>): Record<string, string | undefined> {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...variables };
}

/**
 * The production start as an operator runs it: `npm start` builds the web app and the server, runs
 * the compiled server with `.env` read, and a signal to npm's PID, the one a process manager knows,
 * stops the server gracefully.
 */
// On the embedded database, the default of `npm start`: the same on both database kinds, so once.
describe.skipIf(process.env.AESOP_TEST_DB === "postgres")("the production start (npm start, compiled server)", () => {
  let webDist: string;
  const started: NpmProcess[] = [];
  // A failed test must not leave a server behind (an orphaned one is what the test looks for).
  const folders: string[] = [];
  afterEach(() => started.splice(0).forEach(killProcessGroup));
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  beforeAll(() => {
    buildServer();
    webDist = createWebDist();
    folders.push(webDist);
  }, 60_000);

  it("npm start builds, reads .env (comments and all, the environment winning), and stops on SIGTERM to npm's PID: exit 0, port free", async () => {
    const port = await freePort();
    const deployment = createDeployment({
      ".env": [
        ENV_EXAMPLE,
        "# Set for this deployment:",
        `PORT=${port}`,
        "HOST=127.0.0.1",
        "LOG_LEVEL=warn",
        "CONTACT_EMAIL=from-file@aesop.test # a trailing comment",
        'PROFESSIONAL_NETWORK_URL="https://network.example/from-file"',
      ].join("\n"),
    });
    folders.push(deployment);
    const npm = runNpmScript("start", deployment, managerEnv({ CONTACT_EMAIL: "env@aesop.test" }));
    started.push(npm);
    await waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, npm, 120_000);
    // The compiled server answers, and serves the web app just built.
    expect(npm.output()).toContain("apps/server/dist/index.js");
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`http://127.0.0.1:${port}${script}`)).status).toBe(200);

    const site = (await (await fetch(`http://127.0.0.1:${port}/api/site`)).json()) as Record<string, string>;
    expect(site).toEqual({
      contactEmail: "env@aesop.test",
      professionalNetworkUrl: "https://network.example/from-file",
    });

    process.kill(npm.pid, "SIGTERM");
    expect(await exitWithin(npm, 15_000)).toEqual({ code: 0, signal: null });
    expect(await portIsFree(port)).toBe(true);
    expect(npm.output()).not.toMatch(/"level":50/);
  }, 180_000);

  it("npm run serve (the built server) stops on SIGINT (Ctrl-C) with exit code 0 too", async () => {
    const port = await freePort();
    const deployment = createDeployment();
    folders.push(deployment);
    const npm = runNpmScript(
      "serve",
      deployment,
      managerEnv({ WEB_DIST_DIR: webDist, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" }),
    );
    started.push(npm);
    await waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, npm);

    process.kill(npm.pid, "SIGINT");
    expect(await exitWithin(npm, 15_000)).toEqual({ code: 0, signal: null });
    expect(await portIsFree(port)).toBe(true);
  }, 90_000);
});
