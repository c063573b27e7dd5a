import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, signInOver, acceptNdaOver, startChildServer } from "../../../apps/server/src/testing/child-server";
import { runCli } from "./run-cli";

const ORIGIN = "http://127.0.0.1";
const ADMIN = { email: "ci.admin@aesop.test", password: "ci-admin-password" };
const RUN_ARGS = [
  "--project",
  "00000000-0000-4000-8000-000000000000",
  "--script",
  "1",
  "--target",
  "t",
  "--min-pass",
  "0.9",
];

describe("aesop CLI: usage and authentication (exit 2 with a clear message)", () => {
  let server: Awaited<ReturnType<typeof startChildServer>>;
  let token: string;

  beforeAll(async () => {
    server = await startChildServer({
      DATA_DIR: "memory://",
      DATABASE_URL: "",
      BASE_URL: ORIGIN,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const request = await signInOver(server.url, ADMIN, ORIGIN);
    await acceptNdaOver(server.url, request);
    const created = await request(server.url, "/api/account/api-tokens", { name: "CLI test" });
    expect(created.status).toBe(201);
    token = ((await created.json()) as { token: string }).token;
  }, 120_000);
  afterAll(() => server?.stop());

  it("prints its help with exit 0", async () => {
    const top = await runCli(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain("aesop <command>");
    const evalHelp = await runCli(["eval", "--help"]);
    expect(evalHelp.code).toBe(0);
    expect(evalHelp.stdout).toContain("--min-pass");
    expect(evalHelp.stdout).toContain("AESOP_TOKEN");
  });

  it("exits 2 on usage errors, naming the problem", async () => {
    const env = { AESOP_TOKEN: token };
    const cases: [string[], Record<string, string>, string][] = [
      [[], env, "Usage: aesop"],
      [["deploy"], env, 'Unknown command "deploy"'],
      [["eval", "--url", server.url, ...RUN_ARGS, "--bogus"], env, "--bogus"],
      [["eval", "--url", server.url, ...RUN_ARGS.slice(2)], env, "--project is required"],
      [["eval", "--url", server.url, ...RUN_ARGS.slice(0, -2)], env, "--min-pass is required"],
      [["eval", "--url", server.url, ...RUN_ARGS.slice(0, -1), "90"], env, "between 0 and 1"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--judge", "strict"], env, "--judge is guided or llm"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--version", "two"], env, "--version must be a whole number"],
      [["eval", "--url", "aesop.example.org", ...RUN_ARGS], env, "--url must be"],
      [["eval", ...RUN_ARGS], env, "--url (or AESOP_URL) is required"],
      [["eval", "--url", server.url, ...RUN_ARGS], {}, "Set AESOP_TOKEN"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--token", token], {}, "not as a flag"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--repeats", "21"], env, "--repeats must be a whole number"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--gate", "upper"], env, "--gate is point or lower-bound"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--verdict-rule", "most"], env, "--verdict-rule is category-default"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--verdict-rule", "at-least"], env, "needs --at-least"],
      [["eval", "--url", server.url, ...RUN_ARGS, "--repeats", "2", "--at-least", "3"], env, "cannot exceed --repeats"],
    ];
    for (const [args, caseEnv, message] of cases) {
      const result = await runCli(args, caseEnv);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toContain(message);
    }
  });

  it("exits 2 when the server cannot be reached", async () => {
    const port = await freePort();
    const result = await runCli(["eval", "--url", `http://127.0.0.1:${port}`, ...RUN_ARGS], { AESOP_TOKEN: token });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Cannot reach http://127.0.0.1:${port}: ECONNREFUSED`);
  });

  it("exits 2 with the server's reason when the token is refused", async () => {
    const unknown = await runCli(["eval", "--url", server.url, ...RUN_ARGS], {
      AESOP_TOKEN: `aesop_${"A".repeat(43)}`,
    });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("AESOP refused the token (401): This API token is not known");

    const foreign = await runCli(["eval", "--url", server.url, ...RUN_ARGS], { AESOP_TOKEN: "ghp_somethingelse" });
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toContain("not an AESOP API token");
  });

  it("exits 2 when the project is not the token owner's", async () => {
    const result = await runCli(["eval", "--url", server.url, ...RUN_ARGS], { AESOP_TOKEN: token });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Not found (404)");
  });
});
