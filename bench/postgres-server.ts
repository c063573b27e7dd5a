import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, runToEnd } from "./processes";

/**
 * A PostgreSQL database for the benchmark: a fresh database on the server of BENCH_DATABASE_URL
 * (or DATABASE_URL), or else on a throw-away cluster started here with the installed initdb and
 * pg_ctl (as the `postgres` user when we run as root, since PostgreSQL refuses root), as .ci/run does.
 */

export interface BenchDatabase {
  url: string;
  /** Drops the database, and stops and deletes the cluster when it was started here. */
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export async function openBenchDatabase(serverUrl: string | undefined, cwd: string): Promise<BenchDatabase> {
  const cluster = serverUrl ? undefined : await startCluster(cwd);
  const baseUrl = serverUrl ?? cluster?.url ?? "";
  const name = `aesop_bench_${randomBytes(6).toString("hex")}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    close: async () => {
      try {
        await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
      } finally {
        await cluster?.stop();
      }
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => existsSync(join(root, entry, "bin", "initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (newest === undefined) {
    throw new Error("no PostgreSQL server installed (apt-get install -y postgresql), and no BENCH_DATABASE_URL given");
  }
  return join(root, newest, "bin");
}

async function startCluster(cwd: string): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "aesop-bench-pg-"));
  const asRoot = userInfo().uid === 0;
  const run = async (command: string, args: string[]) => {
    const quoted = [command, ...args].map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(" ");
    const result = asRoot
      ? await runToEnd("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { cwd, timeoutMs: START_TIMEOUT_MS })
      : await runToEnd(command, args, { cwd, timeoutMs: START_TIMEOUT_MS });
    if (result.code !== 0) throw new Error(`${command} failed: ${(result.stderr || result.stdout).trim()}`);
  };
  if (asRoot) chownSync(dir, Number(await idOf("postgres", "-u", cwd)), Number(await idOf("postgres", "-g", cwd)));
  const dataDir = join(dir, "data");
  const port = await freePort();
  await run(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  await run(join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        await run(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function idOf(user: string, flag: "-u" | "-g", cwd: string): Promise<string> {
  const result = await runToEnd("id", [flag, user], { cwd, timeoutMs: 5_000 });
  if (result.code !== 0) throw new Error(`no ${user} user to run PostgreSQL as (it refuses to run as root)`);
  return result.stdout.trim();
}
