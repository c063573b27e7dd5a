import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * Child processes of the benchmark (servers, wrk, the web build). Every child is registered
 * until it exits, so that a failure or an interrupt never leaves a server listening behind us.
 */

const KILL_GRACE_MS = 5_000;
/** Enough output to explain a failure; a chatty child must not grow our memory without bound. */
const OUTPUT_LIMIT_CHARS = 64 * 1024;

export interface Child {
  process: ChildProcess;
  /** Stdout and stderr so far (the last OUTPUT_LIMIT_CHARS of each). */
  stdout(): string;
  stderr(): string;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface SpawnOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Run in a process group of its own and signal the whole group: `npm run build` forks a shell
   * and Vite under it, and killing npm alone would leave them running.
   */
  group?: boolean;
}

const live = new Map<ChildProcess, { group: boolean }>();

export function startChild(command: string, args: readonly string[], options: SpawnOptions): Child {
  const group = options.group ?? false;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: group,
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.set(child, { group });
  child.once("exit", () => live.delete(child));
  // Without an error listener a missing executable would crash the benchmark instead of failing it.
  child.once("error", () => live.delete(child));
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  return { process: child, stdout, stderr };
}

/** Runs a command to its end, killing it (and failing) if it outlives timeoutMs. */
export async function runToEnd(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { timeoutMs: number },
): Promise<Finished> {
  const child = startChild(command, args, options);
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      void terminate(child.process);
      reject(new Error(`${command} ${args.join(" ")} did not finish within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    child.process.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.process.once("close", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

/** Asks a child to stop (SIGTERM), then forces it (SIGKILL) if it is still there after the grace period. */
export async function terminate(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  sendSignal(child, "SIGTERM");
  const force = setTimeout(() => sendSignal(child, "SIGKILL"), KILL_GRACE_MS);
  // Bounded even if the exit event never comes (a child that failed to spawn has no pid).
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, KILL_GRACE_MS * 2).unref());
  await Promise.race([exited, giveUp]);
  clearTimeout(force);
}

export async function terminateAll(): Promise<void> {
  await Promise.all([...live.keys()].map((child) => terminate(child)));
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** A port free on the loopback interface right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error("could not obtain a free port"))));
    });
  });
}

/**
 * Polls url until it answers 200. Fails early, with the child's output, if the child dies first:
 * a server that crashed at start would otherwise cost the whole timeout.
 */
export async function waitForOk(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (hasExited(child.process)) {
      throw new Error(
        `server exited (code ${child.process.exitCode ?? child.process.signalCode}) before ${url} answered\n${tail(child)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${lastProblem})\n${tail(child)}`);
}

function sendSignal(child: ChildProcess, signal: NodeJS.Signals): void {
  const pid = child.pid;
  if (pid === undefined || hasExited(child)) return;
  const group = live.get(child)?.group ?? false;
  try {
    // A negative pid addresses the process group that this child leads.
    process.kill(group ? -pid : pid, signal);
  } catch {
    // Already gone (ESRCH): nothing to stop.
  }
}

function collect(stream: NodeJS.ReadableStream | null): () => string {
  let text = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    text = (text + chunk).slice(-OUTPUT_LIMIT_CHARS);
  });
  return () => text;
}

function tail(child: Child): string {
  const output = `${child.stdout()}${child.stderr()}`.trim();
  return output === "" ? "(no output)" : output.slice(-4_000);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
