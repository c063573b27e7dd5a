import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The real server as a separate OS process (`node --import tsx apps/server/src/index.ts`). */
export async function startChildServer(
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void>; kill(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`child server exited: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`child server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return {
    url,
    stop: () => end("SIGTERM"),
    /** As a crash or `kill -9` would: no shutdown, no cleanup. */
    kill: () => end("SIGKILL"),
  };
}

/** `npm run worker` as a separate OS process; resolves once it reports its workers running. */
export async function startChildWorker(env: Record<string, string>): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/worker.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 60_000;
  while (!output.includes("AESOP workers running")) {
    if (child.exitCode !== null) throw new Error(`worker exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`worker did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
