/** The pass rate a copied command asks for; the builder edits it in their pipeline. */
export const CI_MIN_PASS = 0.9;

interface CiCommandInput {
  /** The AESOP site, such as https://aesop.example.org (this page's origin). */
  url: string;
  projectId: string;
  targetId: string;
  /** The script's own number in the project (Script #n), which the CLI accepts as "#n". */
  scriptNumber: number;
  minPass?: number;
}

/** Quotes a value for a POSIX shell only when it needs it (ids and URLs do not). */
function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * The exact `npx aesop eval` line for a target and a script, as the CLI accepts it: the script by
 * its number in the project ("#2", quoted: a shell reads # as a comment), the token from the
 * AESOP_TOKEN environment variable (never a flag).
 */
export function ciCommand({ url, projectId, targetId, scriptNumber, minPass = CI_MIN_PASS }: CiCommandInput): string {
  return [
    "npx aesop eval",
    `--url ${shellWord(url)}`,
    `--project ${shellWord(projectId)}`,
    `--target ${shellWord(targetId)}`,
    `--script "#${scriptNumber}"`,
    `--min-pass ${minPass}`,
  ].join(" ");
}

/** A GitHub Actions workflow that runs the same command on every push and keeps the JUnit XML. */
export function githubActionsSnippet(input: CiCommandInput): string {
  return `name: AESOP evaluation
on: [push, workflow_dispatch]
jobs:
  aesop-eval:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - name: Evaluate the assistant
        env:
          AESOP_TOKEN: \${{ secrets.AESOP_TOKEN }}
        run: ${ciCommand(input)} --junit aesop-junit.xml
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: aesop-junit
          path: aesop-junit.xml
`;
}

/**
 * A project's test scripts numbered as the pages and the CLI number them: oldest first, from #1,
 * every Script Generation report counted (packages/cli/src/script-ref.js applies the same rule).
 */
export function scriptNumbers(
  reports: readonly { id: number; agent: string; createdAt: string }[],
): Map<number, number> {
  const scripts = reports
    .filter((report) => report.agent === "script-generation")
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  return new Map(scripts.map((report, index) => [report.id, index + 1]));
}
