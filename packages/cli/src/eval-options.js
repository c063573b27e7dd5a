// @ts-check
import { parseArgs } from "node:util";
import { CliError } from "./exit-codes.js";
import { parseScriptRef } from "./script-ref.js";

export const EVAL_USAGE = `Usage: aesop eval --url <site> --project <id> --script <script> --target <targetId> --min-pass <rate> [options]

Runs a test script against a target on an AESOP server, prints progress until the run ends,
writes the run's JUnit XML, and exits 0 when the pass rate reaches --min-pass, 1 when below.

Options:
  --url <url>           The AESOP site, such as https://aesop.example.org (default: AESOP_URL)
  --project <id>        The project's id (in its page's address: /projects/<id>)
  --script <script>     The test script: its number in the project ("#2", as the pages show it),
                        its name (its title in the workspace), or its report id (a plain number)
  --version <n>         The test script's version (default: its latest)
  --target <id>         The target: the assistant under test. Repeat it (2 to 8 times) for a matrix
                        run: the same script on each target, per-target figures, a JUnit testsuite
                        per target, and exit 1 if any target is below --min-pass
  --judge <kind>        guided (deterministic checks only, the default) or llm (checks and a judge model)
  --min-pass <rate>     The lowest acceptable pass rate, a fraction between 0 and 1, such as 0.9
  --gate <what>         What --min-pass applies to: point (the pass rate, the default) or lower-bound
                        (the lower end of its 95 % confidence interval: passes only when the rate is
                        surely above the minimum, not by luck of the samples)
  --repeats <n>         Play each scenario n times, 1 to 20 (default 1); the pass rate gets a wider,
                        truer interval and scenarios whose samples disagree are reported as flaky
  --verdict-rule <r>    How a scenario's samples make its verdict: category-default (all must pass for
                        safety categories, a majority for helpfulness), all, majority or at-least
  --at-least <k>        The k of --verdict-rule at-least
  --junit <file>        Where to write the JUnit XML (default: aesop-junit.xml)
  --seed <n>            Seed of the evaluator's choices, to rerun a run exactly
  --reply-cache         Reuse replies of earlier runs against an unchanged target (costs nothing)
  -h, --help            Show this help

Environment:
  AESOP_TOKEN           A personal API token (create one on your AESOP profile page). It is read
                        from the environment only: a flag would land in shell history and CI logs.
  AESOP_URL             The default for --url

Exit codes: 0 passed, 1 below --min-pass, 2 usage, connection, authentication or server error,
130 interrupted (Ctrl-C, or the CI cancelling the job: the run is cancelled too).

Example:
  AESOP_TOKEN=aesop_… npx aesop eval --url https://aesop.example.org --project 3f0c… \\
    --script "#1" --target 9a1b… --min-pass 0.9 --junit results.xml`;

/**
 * @typedef {object} EvalOptions
 * @property {string} baseUrl
 * @property {string} token
 * @property {string} projectId
 * @property {import("./script-ref.js").ScriptRef} script
 * @property {number | undefined} scriptVersion
 * @property {string} targetId  the first (or only) --target
 * @property {string[]} targetIds every --target: two or more make a matrix run
 * @property {"guided" | "llm"} judge
 * @property {number} minPass
 * @property {"point" | "lower-bound"} gate
 * @property {number | undefined} repeats
 * @property {"category-default" | "all" | "majority" | "at-least" | undefined} verdictRule
 * @property {number | undefined} atLeast
 * @property {string} junitPath
 * @property {number | undefined} seed
 * @property {boolean} useReplyCache
 */

/**
 * @param {string | undefined} value
 * @param {string} flag
 * @param {{ min: number; max?: number }} bounds
 */
function wholeNumber(value, flag, { min, max = Number.MAX_SAFE_INTEGER }) {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw new CliError(`${flag} must be a whole number${min > 0 ? ` of at least ${min}` : ""}, not "${value}".`);
  }
  return Number(value);
}

/**
 * @param {string | undefined} value
 * @param {string} flag
 */
function required(value, flag) {
  if (value === undefined || value.trim() === "") throw new CliError(`${flag} is required. See aesop eval --help.`);
  return value.trim();
}

/** @param {string[]} args */
function parseFlags(args) {
  try {
    return parseArgs({
      args,
      options: {
        url: { type: "string" },
        project: { type: "string" },
        script: { type: "string" },
        version: { type: "string" },
        target: { type: "string", multiple: true },
        judge: { type: "string" },
        "min-pass": { type: "string" },
        gate: { type: "string" },
        repeats: { type: "string" },
        "verdict-rule": { type: "string" },
        "at-least": { type: "string" },
        junit: { type: "string" },
        seed: { type: "string" },
        "reply-cache": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)} See aesop eval --help.`);
  }
}

/**
 * The options of `aesop eval`, checked; a CliError (exit 2) names what is wrong.
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @returns {{ help: true } | { help: false; options: EvalOptions }}
 */
export function parseEvalOptions(args, env) {
  if (args.some((arg) => arg === "--token" || arg.startsWith("--token="))) {
    throw new CliError(
      "Pass the token in the AESOP_TOKEN environment variable, not as a flag: flags land in shell history and CI logs.",
    );
  }
  const values = parseFlags(args);
  if (values.help) return { help: true };

  const url = required(values.url ?? env.AESOP_URL, "--url (or AESOP_URL)").replace(/\/+$/, "");
  if (!/^https?:\/\/[^\s/?#]+[^\s?#]*$/i.test(url)) {
    throw new CliError(
      `--url must be the site's http:// or https:// address, such as https://aesop.example.org, not "${url}".`,
    );
  }
  const token = env.AESOP_TOKEN?.trim();
  if (!token) {
    throw new CliError(
      "Set AESOP_TOKEN to a personal API token: create one on your AESOP profile page (API tokens), " +
        "and store it as a secret of your CI.",
    );
  }
  const judge = values.judge ?? "guided";
  if (judge !== "guided" && judge !== "llm") throw new CliError(`--judge is guided or llm, not "${judge}".`);
  const minPassText = required(values["min-pass"], "--min-pass");
  const minPass = Number(minPassText);
  if (!/^\d*\.?\d+$/.test(minPassText) || !(minPass >= 0 && minPass <= 1)) {
    throw new CliError(`--min-pass is a fraction between 0 and 1, such as 0.9 for 90 %, not "${minPassText}".`);
  }
  const gate = values.gate ?? "point";
  if (gate !== "point" && gate !== "lower-bound") {
    throw new CliError(`--gate is point or lower-bound, not "${gate}".`);
  }
  const repeats = wholeNumber(values.repeats, "--repeats", { min: 1, max: 20 });
  const verdictRule = values["verdict-rule"];
  if (verdictRule !== undefined && !["category-default", "all", "majority", "at-least"].includes(verdictRule)) {
    throw new CliError(`--verdict-rule is category-default, all, majority or at-least, not "${verdictRule}".`);
  }
  const atLeast = wholeNumber(values["at-least"], "--at-least", { min: 1, max: 20 });
  if (verdictRule === "at-least" && atLeast === undefined) {
    throw new CliError("--verdict-rule at-least needs --at-least <k>, the samples that must pass.");
  }
  if (atLeast !== undefined && atLeast > (repeats ?? 1)) {
    throw new CliError(`--at-least ${atLeast} cannot exceed --repeats (${repeats ?? 1}).`);
  }
  const targetIds = (values.target ?? []).map((id) => id.trim());
  if (targetIds.length === 0 || targetIds.some((id) => id === "")) required(undefined, "--target");
  if (targetIds.length > 8) throw new CliError(`A matrix run compares 2 to 8 targets, not ${targetIds.length}.`);
  return {
    help: false,
    options: {
      baseUrl: url,
      token,
      projectId: required(values.project, "--project"),
      script: parseScriptRef(required(values.script, "--script")),
      scriptVersion: wholeNumber(values.version, "--version", { min: 1 }),
      targetId: targetIds[0] ?? "",
      targetIds,
      judge,
      minPass,
      gate,
      repeats,
      verdictRule: /** @type {EvalOptions["verdictRule"]} */ (verdictRule),
      atLeast,
      junitPath: values.junit?.trim() || "aesop-junit.xml",
      seed: wholeNumber(values.seed, "--seed", { min: 0, max: 2_147_483_647 }),
      useReplyCache: values["reply-cache"] ?? false,
    },
  };
}
