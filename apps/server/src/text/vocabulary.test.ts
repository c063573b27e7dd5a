import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CRISIS_RESOURCE_WORDS, CRISIS_TOPIC_WORDS } from "./crisis";
import {
  AVOIDANCE_WORDS,
  NEGATED,
  NEGATED_BEFORE,
  NEGATION_WORDS,
  NUMBER_WORD_VALUES,
  NUMBER_WORDS,
  wordPattern,
} from "./vocabulary";

const SRC = fileURLToPath(new URL("..", import.meta.url));

describe("wordPattern", () => {
  it("matches whole words of the list, in any case", () => {
    const pattern = wordPattern(["do not", "never", "refus\\w*"]);
    expect(pattern.test("Never share it")).toBe(true);
    expect(pattern.test("They REFUSED")).toBe(true);
    expect(pattern.test("nevertheless")).toBe(false);
    expect(pattern.source).toBe("\\b(?:do not|never|refus\\w*)\\b");
  });

  it("places the source before and after the list", () => {
    expect(wordPattern(["no"], { before: "say ", after: "[^.]*$", flags: "" }).source).toBe("\\bsay (?:no)\\b[^.]*$");
  });
});

describe("number words", () => {
  it("give each word its value, and list the words in that order", () => {
    expect(NUMBER_WORD_VALUES.eleven).toBe(11);
    expect(NUMBER_WORD_VALUES.hundred).toBe(100);
    expect(NUMBER_WORDS.slice(0, 3)).toEqual(["one", "two", "three"]);
    expect(NUMBER_WORDS.map((word) => NUMBER_WORD_VALUES[word])).toEqual(
      [...NUMBER_WORDS.map((word) => NUMBER_WORD_VALUES[word])].sort((a = 0, b = 0) => a - b),
    );
  });
});

describe("negation", () => {
  it("reads a negation earlier in the clause, not across one", () => {
    expect(NEGATED_BEFORE.test("Never ask for ")).toBe(true);
    expect(NEGATED_BEFORE.test("Never guess; ask for ")).toBe(false);
    expect(NEGATED_BEFORE.test("That's not your area, and suggest ")).toBe(false);
    expect(NEGATED.test("they are not needed")).toBe(true);
    expect(NEGATED.test("Refrain from jargon")).toBe(true);
  });
});

/**
 * The guided engines (issue 31, item 1; decision 0045): a regular-expression literal that spells
 * out one of text/'s lists again fails, so that a list is changed in one place. Script
 * Generation's targeted/ and exports/ are outside this scan.
 */
const ENGINES = [
  "agents/instructions-review",
  "agents/ethos",
  "agents/assistant-design",
  "agents/script-generation",
  "agents/interview",
  "agents/ideation",
  "agents/chat-engine",
];
const OUTSIDE = /\/(?:corpus|targeted|exports)\/|\.(?:test|fixture)\.ts$/;

/** A list, and how many of its words in one literal's alternatives make a copy of it. */
const LISTS: Record<string, { words: readonly string[]; copyAt: number; whole?: boolean }> = {
  // Negation words inside a longer reading ("never (?:share|tell)…") are that reading's; a literal
  // that is the list alone ("\b(?:never|not|…)\b") is a copy.
  negation: { words: [...NEGATION_WORDS, ...AVOIDANCE_WORDS], copyAt: 4, whole: true },
  "crisis topics": { words: CRISIS_TOPIC_WORDS, copyAt: 4 },
  "crisis resources": { words: CRISIS_RESOURCE_WORDS, copyAt: 6 },
  // "Nine in ten", "two out of three" (facet-cues.ts) name a share with seven of them: a copy has more.
  "number words": { words: NUMBER_WORDS, copyAt: 8 },
};

function engineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return engineFiles(path);
    return name.endsWith(".ts") && !OUTSIDE.test(path) ? [path] : [];
  });
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

const ALTERNATIVE = /(?<=\(\?:|\|)([^|()]+)(?=\||\))/g;
/** A literal that is one word list and nothing else: /\b(?:a|b|c)\b/ with an optional "[^,;:]*$". */
const WHOLE_LIST = /^\/\\b\(\?:[^()]*\)\\b(?:\[\^[^\]]*\]\*\$)?\/\w*$/;

/**
 * Copies left when the layer was made (decision 0045): each reads crisis resources its own way
 * (numbers inside a rule, a service's name after "call"). This list only shrinks: a file that no
 * longer holds a copy must leave it, and no file may join it.
 */
const KNOWN_COPIES = [
  "agents/assistant-design/facet-cues.ts: crisis resources",
  "agents/assistant-design/safety.ts: crisis resources",
  "agents/ideation/draft-instructions.ts: crisis resources",
  "agents/instructions-review/harmful-rules.ts: crisis resources",
  "agents/instructions-review/rubric/safety-escalation.ts: crisis resources",
];

describe("the guided engines use text/'s word lists", () => {
  it("define none of them again", () => {
    const copies = new Set<string>();
    for (const folder of ENGINES)
      for (const file of engineFiles(join(SRC, folder)))
        for (const literal of regexLiterals(file)) {
          const alternatives = new Set([...literal.matchAll(ALTERNATIVE)].map((match) => match[1]!.trim()));
          for (const [name, { words, copyAt, whole }] of Object.entries(LISTS)) {
            if (whole && !WHOLE_LIST.test(literal)) continue;
            if (words.filter((word) => alternatives.has(word)).length >= copyAt)
              copies.add(`${relative(SRC, file)}: ${name}`);
          }
        }
    expect([...copies].sort()).toEqual(KNOWN_COPIES);
  });

  it("would catch a copy", () => {
    const literal = "/\\b(?:never|not|no|don't|do not)\\b/i";
    expect(WHOLE_LIST.test(literal)).toBe(true);
    expect([...literal.matchAll(ALTERNATIVE)].map((match) => match[1])).toEqual([
      "never",
      "not",
      "no",
      "don't",
      "do not",
    ]);
  });
});
