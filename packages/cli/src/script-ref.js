// @ts-check
import { CliError } from "./exit-codes.js";

/**
 * How `--script` names a test script: its report id (a plain number, as before), its own number in
 * the project ("#2" or "Script #2", what the pages show), or its name (the title in the workspace).
 * @typedef {{ kind: "id"; id: number } | { kind: "number"; number: number } | { kind: "name"; name: string }} ScriptRef
 */

/**
 * @param {string} value
 * @returns {ScriptRef}
 */
export function parseScriptRef(value) {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    if (id < 1 || !Number.isSafeInteger(id))
      throw new CliError(`--script must be a report id of at least 1, not "${value}".`);
    return { kind: "id", id };
  }
  const numbered = /^(?:(?:test\s+)?script\s*)?#\s*(\d+)$/i.exec(text);
  if (numbered) {
    const number = Number(numbered[1]);
    if (number < 1) throw new CliError(`--script "#${numbered[1]}": scripts are numbered from #1.`);
    return { kind: "number", number };
  }
  return { kind: "name", name: text };
}

/**
 * @typedef {object} ScriptReport
 * @property {number} id
 * @property {string} agent
 * @property {string} title
 * @property {string} status
 * @property {string} createdAt
 */

/**
 * The project's test scripts numbered as the pages number them: oldest first, from #1.
 * @param {readonly ScriptReport[]} reports
 */
export function numberedScripts(reports) {
  return reports
    .filter((report) => report.agent === "script-generation")
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)
    .map((report, index) => ({ ...report, number: index + 1 }));
}

/**
 * The report id a `--script` number or name stands for, among the project's reports; a CliError
 * (exit 2) names the scripts there are when none or several match.
 * @param {ScriptRef} ref
 * @param {readonly ScriptReport[]} reports
 * @returns {number}
 */
export function resolveScriptRef(ref, reports) {
  if (ref.kind === "id") return ref.id;
  const scripts = numberedScripts(reports);
  const known = () =>
    scripts.length === 0
      ? "The project has no test script yet: generate or import one first."
      : `The project's test scripts: ${scripts
          .slice(-10)
          .map((script) => `#${script.number} "${script.title}"`)
          .join(", ")}.`;
  if (ref.kind === "number") {
    const script = scripts.find((candidate) => candidate.number === ref.number);
    if (!script) throw new CliError(`--script "#${ref.number}": no such test script. ${known()}`);
    return script.id;
  }
  const wanted = ref.name.toLocaleLowerCase();
  const matches = scripts.filter((script) => script.title.trim().toLocaleLowerCase() === wanted);
  if (matches.length === 1 && matches[0]) return matches[0].id;
  if (matches.length > 1) {
    throw new CliError(
      `--script "${ref.name}": ${matches.length} test scripts have this name (${matches
        .map((script) => `#${script.number}`)
        .join(", ")}); give its number instead, such as --script "#${matches.at(-1)?.number ?? 1}".`,
    );
  }
  throw new CliError(`--script "${ref.name}": no test script has this name. ${known()}`);
}
