import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STUB_PROJECT_ID, startEvalRunStub } from "./eval-run-stub";
import { runCli } from "./run-cli";

const TOKEN = `aesop_${"b".repeat(43)}`;
const args = (url: string, minPass: string, junit: string) => [
  "eval",
  "--url",
  `${url}/`,
  "--project",
  STUB_PROJECT_ID,
  "--script",
  "42",
  "--version",
  "3",
  "--target",
  "target-1",
  "--min-pass",
  minPass,
  "--junit",
  junit,
];

describe("aesop eval: following a run (against the eval contract played by a stub)", () => {
  it("starts the run with the options, prints progress, writes the JUnit XML and exits 0 at the threshold", async () => {
    const stub = await startEvalRunStub({ token: TOKEN, outcomes: ["passed", "passed", "passed", "failed"] });
    const dir = await mkdtemp(join(tmpdir(), "aesop-cli-"));
    try {
      const result = await runCli(args(stub.url, "0.75", "out/../results.xml"), { AESOP_TOKEN: TOKEN }, { cwd: dir });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      const start = stub.requests[0];
      expect(start).toMatchObject({
        method: "POST",
        path: `/api/projects/${STUB_PROJECT_ID}/eval-runs`,
        authorization: `Bearer ${TOKEN}`,
      });
      expect(start?.body).toEqual({
        scriptReportId: 42,
        scriptVersion: 3,
        targetId: "target-1",
        judge: "guided",
        useReplyCache: false,
      });
      expect(result.stdout).toContain('Started run #7 of "Safety script" v3 against "Staging bot"');
      expect(result.stdout).toContain("[1/4] running · 1 passed · 0 failed · 0 errors · pass rate 100.0%");
      expect(result.stdout).toContain("[4/4] completed · 3 passed · 1 failed · 0 errors · pass rate 75.0%");
      expect(result.stdout).toContain("FAIL  Scenario 4: The reply named no crisis resource.");
      expect(result.stdout).toContain("Pass rate 75.0% (95% CI 30.1%–95.4%, Wilson) (minimum 75.0%): PASSED");
      expect(await readFile(join(dir, "results.xml"), "utf8")).toContain('<testsuites tests="4">');
    } finally {
      await stub.close();
    }
  });

  it("exits 1 below the threshold, still writing the JUnit XML", async () => {
    const stub = await startEvalRunStub({ token: TOKEN, outcomes: ["passed", "failed"] });
    const dir = await mkdtemp(join(tmpdir(), "aesop-cli-"));
    try {
      const result = await runCli(args(stub.url, "0.9", "junit.xml"), { AESOP_TOKEN: TOKEN }, { cwd: dir });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain("Pass rate 50.0% (95% CI 9.5%–90.5%, Wilson) (minimum 90.0%): FAILED");
      expect(await readFile(join(dir, "junit.xml"), "utf8")).toContain("<testsuites");
    } finally {
      await stub.close();
    }
  });

  it("with --gate lower-bound, exits 1 where the pass rate passes but its interval's lower bound does not", async () => {
    // 9 of 10: a pass rate of 90 %, whose 95 % Wilson interval starts at 59.6 %.
    const outcomes = [...Array.from({ length: 9 }, () => "passed" as const), "failed" as const];
    const dir = await mkdtemp(join(tmpdir(), "aesop-cli-"));
    const stub = await startEvalRunStub({ token: TOKEN, outcomes });
    try {
      const point = await runCli(args(stub.url, "0.8", "point.xml"), { AESOP_TOKEN: TOKEN }, { cwd: dir });
      expect(point.code).toBe(0);
      expect(point.stdout).toContain("Pass rate 90.0% (95% CI 59.6%–98.2%, Wilson) (minimum 80.0%): PASSED");
    } finally {
      await stub.close();
    }
    const again = await startEvalRunStub({ token: TOKEN, outcomes });
    try {
      const gated = await runCli(
        [...args(again.url, "0.8", "gated.xml"), "--gate", "lower-bound", "--repeats", "3"],
        { AESOP_TOKEN: TOKEN },
        { cwd: dir },
      );
      expect(gated.code).toBe(1);
      expect(gated.stdout).toContain(
        "Pass rate 90.0% (95% CI 59.6%–98.2%, Wilson) (minimum 80.0% for the lower bound 59.6%): FAILED",
      );
      expect(again.requests[0]?.body).toMatchObject({ repeats: 3 });
    } finally {
      await again.close();
    }
  });

  it("waits through a server outage (503) and finishes the run", async () => {
    const stub = await startEvalRunStub({
      token: TOKEN,
      outcomes: ["passed", "passed"],
      outageAfterPolls: { at: 1, count: 2 },
    });
    const dir = await mkdtemp(join(tmpdir(), "aesop-cli-"));
    try {
      const result = await runCli(args(stub.url, "1", "junit.xml"), { AESOP_TOKEN: TOKEN }, { cwd: dir });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("The service is briefly unavailable. Retrying…");
      expect(result.stdout).toContain("The server answers again.");
    } finally {
      await stub.close();
    }
  });

  it("cancels the run on Ctrl-C and exits 130", async () => {
    const stub = await startEvalRunStub({ token: TOKEN, outcomes: ["passed", "passed"], stuck: true });
    let interrupted = false;
    try {
      const result = await runCli(
        args(stub.url, "0.9", "junit.xml"),
        { AESOP_TOKEN: TOKEN },
        {
          cwd: tmpdir(),
          onStdout: (text, child) => {
            if (!interrupted && text.includes("[0/2]")) {
              interrupted = true;
              child.kill("SIGINT");
            }
          },
        },
      );
      expect(result.code).toBe(130);
      expect(result.stderr).toContain("Interrupted: cancelling run #7");
      expect(result.stderr).toContain("Run #7 cancelled.");
      expect(stub.requests.some((request) => request.method === "POST" && request.path.endsWith("/run-1/cancel"))).toBe(
        true,
      );
    } finally {
      await stub.close();
    }
  });
});
