import { describe, expect, it } from "vitest";
import { ciCommand, githubActionsSnippet, scriptNumbers } from "./ci-command";

const input = {
  url: "https://aesop.example.org",
  projectId: "3f0c2d1e-0000-4000-8000-000000000001",
  targetId: "9a1b0000-0000-4000-8000-000000000002",
  scriptNumber: 2,
};

describe("the CI command", () => {
  it("names the project, target and script as the CLI accepts them, the token only through the environment", () => {
    expect(ciCommand(input)).toBe(
      'npx aesop eval --url https://aesop.example.org --project 3f0c2d1e-0000-4000-8000-000000000001 --target 9a1b0000-0000-4000-8000-000000000002 --script "#2" --min-pass 0.9',
    );
    expect(ciCommand(input)).not.toContain("token");
    expect(ciCommand({ ...input, url: "http://x/a b", minPass: 0.5 })).toContain("--url 'http://x/a b'");
  });

  it("puts the same command in a GitHub Actions job, the token from the repository's secrets", () => {
    const snippet = githubActionsSnippet(input);
    expect(snippet).toContain(`run: ${ciCommand(input)} --junit aesop-junit.xml`);
    expect(snippet).toContain("AESOP_TOKEN: ${{ secrets.AESOP_TOKEN }}");
  });

  it("numbers the project's scripts oldest first among themselves, not by report id", () => {
    const numbers = scriptNumbers([
      { id: 9, agent: "script-generation", createdAt: "2026-11-27T10:03:00.000Z" },
      { id: 2, agent: "instructions-review", createdAt: "2026-11-27T10:00:00.000Z" },
      { id: 6, agent: "script-generation", createdAt: "2026-11-27T10:01:00.000Z" },
    ]);
    expect([...numbers]).toEqual([
      [6, 1],
      [9, 2],
    ]);
  });
});
