import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unzipArchive, zipArchive } from "./zip";

const hasUnzip = (() => {
  try {
    execFileSync("unzip", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("zipArchive", () => {
  const files = [
    { name: "script/test.promptfooconfig.yaml", data: "description: Café ☕\n".repeat(50) },
    { name: "script/aesop-assertions.cjs", data: new TextEncoder().encode("module.exports = {};\n") },
  ];

  it("gives back the files it holds, and the same bytes for the same files", () => {
    const archive = zipArchive(files);
    const read = unzipArchive(archive);
    expect([...read.keys()]).toEqual(files.map((file) => file.name));
    expect(read.get(files[0]!.name)?.toString("utf8")).toBe(files[0]!.data);
    expect(read.get(files[1]!.name)?.toString("utf8")).toBe("module.exports = {};\n");
    expect(Buffer.from(zipArchive(files)).equals(Buffer.from(archive))).toBe(true);
    expect(archive.length).toBeLessThan(files[0]!.data.length);
    expect(() => unzipArchive(new Uint8Array([1, 2, 3]))).toThrow(/Not a ZIP archive/);
  });

  it.skipIf(!hasUnzip)("is a ZIP file that Info-ZIP's unzip reads", () => {
    const dir = mkdtempSync(join(tmpdir(), "aesop-zip-"));
    try {
      writeFileSync(join(dir, "a.zip"), zipArchive(files));
      execFileSync("unzip", ["-tq", "a.zip"], { cwd: dir });
      execFileSync("unzip", ["-q", "a.zip"], { cwd: dir });
      expect(readFileSync(join(dir, files[0]!.name), "utf8")).toBe(files[0]!.data);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
