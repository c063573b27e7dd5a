import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** Compiles the server into apps/server/dist, as `npm run build` does after the web app. */
export function buildServer(): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "apps/server/build.ts"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}`);
}

/**
 * A folder laid out like a checkout (`apps/`, `packages/` and `node_modules/` link to this
 * repository's) with the repository's own npm scripts and workspaces, so that a test runs
 * `npm start` exactly as an operator would, in a folder of its own: its `.env`, its `./data`, no
 * clash with a developer's. The builds write where `npm run build` does (apps/{web,server}/dist).
 */
export function createDeployment(files: { ".env"?: string } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "aesop-deployment-"));
  const { scripts, workspaces } = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    workspaces: string[];
  };
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "aesop", private: true, workspaces, scripts }));
  for (const linked of ["apps", "packages", "node_modules"]) symlinkSync(join(REPO_ROOT, linked), join(dir, linked));
  if (files[".env"] !== undefined) writeFileSync(join(dir, ".env"), files[".env"]);
  return dir;
}

/** A built web app of one page, for WEB_DIST_DIR (the real build takes far longer than the test). */
export function createWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "aesop-web-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><div id=root></div>");
  return dir;
}

export interface NpmProcess {
  /** The PID a process manager would know: npm's own. */
  pid: number;
  output(): string;
  /** Resolves when npm exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm run <script>` in `cwd`, as a process manager would start it (no shell of ours around it), in
 * a process group of its own so that `killProcessGroup` can clean up whatever it started.
 */
export function runNpmScript(script: string, cwd: string, env: Record<string, string | undefined>): NpmProcess {
  const child = spawn("npm", ["run", script], { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  if (child.pid === undefined) throw new Error("npm did not start");
  return { pid: child.pid, output: () => output, exited };
}

/** npm's exit, or a failure naming what it printed when it has not exited within `ms`. */
export async function exitWithin(npm: NpmProcess, ms: number): Promise<Awaited<NpmProcess["exited"]>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`npm still running after ${ms} ms:\n${npm.output()}`)), ms);
  });
  try {
    return await Promise.race([npm.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGKILL to npm's process group: npm, its shell, and a server it left behind. */
export function killProcessGroup(npm: NpmProcess): void {
  try {
    process.kill(-npm.pid, "SIGKILL");
  } catch {
    // The group has already gone.
  }
}

/** Polls `url` until it answers 200, or fails with what the process printed. */
export async function waitUntilHealthy(url: string, npm: NpmProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void npm.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`npm exited before the server answered:\n${npm.output()}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`no answer from ${url}:\n${npm.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
