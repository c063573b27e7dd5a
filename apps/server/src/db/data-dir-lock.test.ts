import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

describe("lockDataDir", () => {
  it("refuses a second holder while the first is alive, and frees the folder on release", () => {
    const dir = mkdtempSync(join(tmpdir(), "aesop-lock-"));
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(join(dir, "aesop.pid"), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    } finally {
      child.kill();
    }
  });

  it("takes over the lock of a process that died", () => {
    const dir = mkdtempSync(join(tmpdir(), "aesop-lock-"));
    writeFileSync(join(dir, "aesop.pid"), "999999999");
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, "aesop.pid"))).toBe(true);
    release();
    expect(existsSync(join(dir, "aesop.pid"))).toBe(false);
  });
});
