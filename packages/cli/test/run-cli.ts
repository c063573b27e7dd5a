import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const BIN = fileURLToPath(new URL("../bin/aesop.js", import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The CLI as CI runs it: its own process, the token in AESOP_TOKEN. `onStdout` sees the output as
 * it comes (to interrupt a run once it has started).
 */
export function runCli(
  args: string[],
  env: Record<string, string | undefined> = {},
  { cwd, onStdout }: { cwd?: string; onStdout?: (text: string, child: ReturnType<typeof spawn>) => void } = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout?.(stdout, child);
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}
