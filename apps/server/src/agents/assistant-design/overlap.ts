import { stemmer } from "stemmer";
import { lemmaOf, wordInfo, wordsOf } from "../../text/language";

/**
 * The content words two statements share, in dictionary form and stemmed, with a few verbs of the same act
 * made one ("keep", "store" and "retain" are one word here): how a correction finds the fact it
 * replaces, and how two facts are seen to be about the same thing.
 */

const SAME_ACT: Readonly<Record<string, string>> = {
  store: "keep",
  retain: "keep",
  save: "keep",
  log: "keep",
  kept: "keep",
  delete: "erase",
  remove: "erase",
  erase: "erase",
  e: "email",
  mail: "email",
  "e-mail": "email",
};

const GENERIC = new Set(
  "it its they them their we our you your people person someone anyone anything thing things user users customer customers question questions help also only just really very lot lots way".split(
    " ",
  ),
);
const STOP = new Set(
  "a an the and or of to in on for with by at is are was were be been being do does did not no never don't doesn't can't won't must should would could may might will shall this that these those as from about into than then so if when".split(
    " ",
  ),
);

export function contentLemmas(text: string, { nounsOnly = false } = {}): Set<string> {
  const lemmas = new Set<string>();
  for (const word of wordsOf(text)) {
    if (STOP.has(word) || GENERIC.has(word) || word.length < 2) continue;
    const info = wordInfo(word);
    if (nounsOnly && info.pos !== "noun" && info.pos !== "adjective") continue;
    const lemma = lemmaOf(word);
    // Stemmed too, so that one act's noun and verb meet ("suggestion", "suggests"; "reminder", "reminding").
    lemmas.add(stemmer(SAME_ACT[lemma] ?? SAME_ACT[word] ?? lemma));
  }
  return lemmas;
}

export function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
}
