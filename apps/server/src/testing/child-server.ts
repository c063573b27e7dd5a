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
export async function startChildServer(env: Record<string, string>): Promise<{
  url: string;
  pid: number;
  /** Resolves when the process exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: REPO_ROOT,
    // The mock model and the test targets listen on 127.0.0.1.
    env: { ...process.env, LOG_LEVEL: "warn", PRIVATE_TARGETS: "allow", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
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
    pid: child.pid!,
    exited,
    stop: () => end("SIGTERM"),
    /** As a crash or `kill -9` would: no shutdown, no cleanup. */
    kill: () => end("SIGKILL"),
  };
}

/** `npm run worker` as a separate OS process; resolves once it reports its workers running. */
export async function startChildWorker(env: Record<string, string>): Promise<{
  /** Resolves when the process exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/worker.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: "info", PRIVATE_TARGETS: "allow", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes("AESOP workers running")) {
    if (child.exitCode !== null) throw new Error(`worker exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`worker did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A signed-in client of a server in another process, over real HTTP: `request(base, path, json?)`. */
export async function signInOver(url: string, account: { email: string; password: string }, origin: string) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  const request = (base: string, path: string, json?: unknown) =>
    fetch(`${base}${path}`, {
      method: json === undefined ? "GET" : "POST",
      headers: {
        Origin: origin,
        Cookie: cookie,
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  return Object.assign(request, { cookie });
}

/** Accepts the latest NDA for the signed-in client (the agent and event endpoints require it). */
export async function acceptNdaOver(url: string, request: Awaited<ReturnType<typeof signInOver>>): Promise<void> {
  const status = (await (await request(url, "/api/nda/status")).json()) as {
    latest: { version: number; textSha256: string };
  };
  const accepted = await request(url, "/api/nda/accept", {
    version: status.latest.version,
    textSha256: status.latest.textSha256,
  });
  if (!accepted.ok) throw new Error(`NDA acceptance answered ${accepted.status}`);
}
