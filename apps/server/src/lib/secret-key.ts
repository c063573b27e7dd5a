import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Env } from "../env";

/**
 * The key that later signs sessions and webhook callbacks. When SECRET_KEY is not set, one is
 * generated once into the data dir so that restarts keep sessions valid.
 */
export function ensureSecretKey(env: Env): string {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  if (env.DATA_DIR === "memory://") return randomBytes(32).toString("hex");
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, "secret-key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const key = randomBytes(32).toString("hex");
    writeFileSync(file, key, { mode: 0o600, flag: "wx" });
    return key;
  }
}
