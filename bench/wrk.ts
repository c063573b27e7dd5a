import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { runToEnd } from "./processes";

/** Load generation with wrk (https://github.com/wg/wrk), the Debian package `wrk`. */

export interface WrkSettings {
  threads: number;
  connections: number;
  durationS: number;
}

export interface WrkResult {
  rps: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx/3xx: a non-zero count means the figures measure an error path. */
  non2xx: number;
  /** Connect, read, write and timeout errors together. */
  socketErrors: number;
}

/** wrk prints times with these units (see format_time in its source). */
const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** Time wrk may take beyond its run: thread start-up and the final report. */
const WRK_SLACK_MS = 15_000;

export function findWrk(): string | undefined {
  const directories = (process.env.PATH ?? "").split(delimiter).filter((dir) => dir !== "");
  for (const candidate of [...directories.map((dir) => join(dir, "wrk")), "/usr/bin/wrk"]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next one.
    }
  }
  return undefined;
}

export interface WrkOptions {
  /** A Lua script (`-s`) that shapes the requests, e.g. a POST with a body and headers. */
  scriptPath?: string;
  /** wrk's time limit per request (`--timeout`, default 2 s): slower answers count as socket errors. */
  timeoutS?: number;
  /** Extra request headers (`-H`), e.g. a session cookie. */
  headers?: Record<string, string>;
}

export async function runWrk(
  wrkPath: string,
  url: string,
  settings: WrkSettings,
  cwd: string,
  options: WrkOptions = {},
): Promise<WrkResult> {
  const args = [`-t${settings.threads}`, `-c${settings.connections}`, `-d${settings.durationS}s`, "--latency"];
  if (options.scriptPath !== undefined) args.push("-s", options.scriptPath);
  if (options.timeoutS !== undefined) args.push("--timeout", `${options.timeoutS}s`);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const run = await runToEnd(wrkPath, args, { cwd, timeoutMs: settings.durationS * 1_000 + WRK_SLACK_MS });
  if (run.code !== 0) {
    throw new Error(`wrk ${args.join(" ")} failed (code ${run.code}): ${(run.stderr || run.stdout).trim()}`);
  }
  // wrk reports an error in a script on stderr and then sends its default GETs with exit code 0.
  if (options.scriptPath !== undefined && run.stderr.trim() !== "") {
    throw new Error(`wrk script ${options.scriptPath} failed: ${run.stderr.trim()}`);
  }
  return parseWrkOutput(run.stdout);
}

export function parseWrkOutput(output: string): WrkResult {
  const rps = /^Requests\/sec:\s*([\d.]+)/m.exec(output);
  const p99 = /^\s*99(?:\.0+)?%\s+([\d.]+)(us|ms|s|m|h)\s*$/m.exec(output);
  const requests = /^\s*(\d+) requests in /m.exec(output);
  if (!rps?.[1] || !p99?.[1] || !p99[2] || !requests?.[1]) {
    throw new Error(`unexpected wrk output:\n${output}`);
  }
  const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(output)?.[1];
  const socketErrors = /Socket errors:([^\n]*)/.exec(output)?.[1];
  return {
    rps: Number(rps[1]),
    p99Ms: Number(p99[1]) * (MS_PER_UNIT[p99[2]] ?? Number.NaN),
    requests: Number(requests[1]),
    non2xx: non2xx === undefined ? 0 : Number(non2xx),
    socketErrors: sumOfNumbers(socketErrors ?? ""),
  };
}

/** "connect 0, read 12, write 0, timeout 3" -> 15 */
function sumOfNumbers(text: string): number {
  return [...text.matchAll(/\d+/g)].reduce((sum, match) => sum + Number(match[0]), 0);
}
