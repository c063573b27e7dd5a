import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * `node --import tsx scripts/vocabulary-count.ts [--json]`: how many regular-expression literals the
 * guided engines write, per agent folder, and how many of them spell out a word list that the text
 * layer (`apps/server/src/text/`) has, found by the list's signature words (issue 31, item 1;
 * decision 0045). Test files, fixtures and corpora are not counted: they hold examples, not readers.
 * `--root <dir>` counts another checkout (a `git archive` of an older commit), so that a before and
 * an after are read by the same rules; a folder the older tree lacks counts as empty.
 */

const rootArgument = process.argv.indexOf("--root");
const ROOT =
  rootArgument > 0 && process.argv[rootArgument + 1]
    ? resolve(process.argv[rootArgument + 1]!)
    : fileURLToPath(new URL("..", import.meta.url));
const SRC = join(ROOT, "apps/server/src");

/** The folders measured; `targeted/` and `exports/` of Script Generation are counted apart. */
const FOLDERS = [
  "agents/instructions-review",
  "agents/ethos",
  "agents/assistant-design",
  "agents/script-generation",
  "agents/interview",
  "agents/ideation",
  "agents/chat-engine",
  "text",
] as const;

/**
 * A vocabulary's signature: a literal is a copy of it when its alternatives include at least `min`
 * of these words (alternatives are read as written between `(?:`, `|` and `)`).
 */
const VOCABULARIES: Record<string, { words: readonly string[]; min: number }> = {
  negation: { words: ["never", "not", "no", "don't", "do not", "must not", "mustn't", "cannot", "can't"], min: 4 },
  crisis: {
    words: ["suicid\\w*", "self[- ]harm\\w*", "self-harm", "self[- ]?harm\\w*", "overdos\\w*", "in danger"],
    min: 1,
  },
  refusal: { words: ["refuse", "decline", "say no", "turn down", "reject"], min: 3 },
  "personal data": {
    words: ["addresses", "address", "phone", "email", "passport", "date of birth", "bank details"],
    min: 3,
  },
  "regulated advice": { words: ["legal", "medical", "financial", "tax", "investment"], min: 4 },
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === "corpus" || name === "__snapshots__") continue;
      out.push(...sourceFiles(path));
    } else if (name.endsWith(".ts") && !/\.(?:test|fixture)\.ts$/.test(name)) out.push(path);
  }
  return out;
}

function regexLiterals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function alternatives(literal: string): Set<string> {
  const words = new Set<string>();
  for (const match of literal.matchAll(/(?<=\(\?:|\||\\b\()([^|()]+)(?=\||\))/g)) words.add(match[1]!.trim());
  return words;
}

export function countVocabulary() {
  const perFolder: Record<string, { files: number; literals: number }> = {};
  const copies: Record<string, { literals: number; files: string[] }> = {};
  for (const name of Object.keys(VOCABULARIES)) copies[name] = { literals: 0, files: [] };
  for (const folder of FOLDERS) {
    const split = folder === "agents/script-generation";
    for (const file of sourceFiles(join(SRC, folder))) {
      const rel = relative(SRC, file);
      const key =
        split && /script-generation\/(?:targeted|exports)\//.test(rel) ? `${folder} (targeted, exports)` : folder;
      const literals = regexLiterals(file);
      const entry = (perFolder[key] ??= { files: 0, literals: 0 });
      entry.files++;
      entry.literals += literals.length;
      for (const literal of literals) {
        const alts = alternatives(literal);
        for (const [name, { words, min }] of Object.entries(VOCABULARIES)) {
          if (words.filter((word) => alts.has(word)).length < min) continue;
          const copy = copies[name]!;
          copy.literals++;
          if (!copy.files.includes(rel)) copy.files.push(rel);
        }
      }
    }
  }
  return { perFolder, copies };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = countVocabulary();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log("Regular-expression literals (test files, fixtures and corpora left out):");
    for (const [folder, { files, literals }] of Object.entries(result.perFolder))
      console.log(`  ${folder.padEnd(52)} ${String(literals).padStart(4)} in ${files} files`);
    console.log("Copies of a word list, by its signature words (literals, files):");
    for (const [name, { literals, files }] of Object.entries(result.copies))
      console.log(
        `  ${name.padEnd(18)} ${String(literals).padStart(3)} literals in ${files.length} files${files.length ? `: ${files.join(", ")}` : ""}`,
      );
  }
}
