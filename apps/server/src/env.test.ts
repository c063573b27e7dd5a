import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadEnv", () => {
  it("runs on defaults alone: port 3000, embedded database in ./data", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    const env = loadEnv({ DATABASE_URL: "", SMTP_URL: "", LLM_PROVIDER: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    const problems = problemsOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      SMTP_URL: "http://mail",
      LLM_PROVIDER: "skynet",
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["PORT", "DATABASE_URL", "SMTP_URL", "LLM_PROVIDER"]);
    expect(problems.find((p) => p.startsWith("DATABASE_URL"))).toContain("postgres://");
  });

  it("asks for structured output by JSON schema unless told to use a tool call or JSON mode", () => {
    expect(loadEnv({}).LLM_STRUCTURED_OUTPUT).toBe("json-schema");
    expect(loadEnv({ LLM_STRUCTURED_OUTPUT: "tool" }).LLM_STRUCTURED_OUTPUT).toBe("tool");
    expect(problemsOf({ LLM_STRUCTURED_OUTPUT: "xml" })[0]).toMatch(/^LLM_STRUCTURED_OUTPUT:/);
  });

  it("refuses a port out of range and a short SECRET_KEY", () => {
    expect(problemsOf({ PORT: "70000" })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ SECRET_KEY: "short" })[0]).toBe("SECRET_KEY: must be at least 32 characters");
  });

  it("requires the variables that go together", () => {
    expect(problemsOf({ ADMIN_EMAIL: "admin@example.com" })).toEqual([
      "ADMIN_PASSWORD: is required when ADMIN_EMAIL is set",
    ]);
    expect(problemsOf({ LLM_PROVIDER: "anthropic" })).toEqual(["LLM_MODEL: is required when LLM_PROVIDER is set"]);
  });

  it("accepts a PostgreSQL server URL", () => {
    expect(loadEnv({ DATABASE_URL: "postgresql://u:p@db:5432/aesop" }).DATABASE_URL).toBe(
      "postgresql://u:p@db:5432/aesop",
    );
  });
});
