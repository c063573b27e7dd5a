import nlp from "compromise";

/**
 * The English the review needs, from compromise: its sentence splitter (abbreviations, decimals
 * and "e.g." do not end a sentence), its lexicon of parts of speech and its verb and noun
 * inflections. A full compromise parse costs about 1.1 s per 20,000 words here, twenty times the
 * review's budget, so the review tokenises with one regex and looks each distinct word up once
 * (docs/decisions/0012).
 */

/** The parts of compromise's world the review uses; its typings declare `world()` as `object`. */
interface CompromiseWorld {
  model: {
    one: { lexicon: Record<string, string | string[] | undefined> };
  };
  methods: {
    one: { tokenize: { splitSentences: (text: string, world: CompromiseWorld) => string[] } };
    two: {
      transform: {
        verb: { toInfinitive: (word: string, model: unknown, tense: string) => string };
        noun: { toSingular: (word: string, model: unknown) => string };
      };
    };
  };
}

const world = nlp.world() as CompromiseWorld;
const { lexicon } = world.model.one;
const { transform } = world.methods.two;

export type PartOfSpeech = "verb" | "noun" | "adjective" | "adverb" | "negative" | "modal" | "other";

export interface WordInfo {
  pos: PartOfSpeech;
  /** The dictionary form: "gives", "giving" and "gave" are "give"; "children" is "child". */
  lemma: string;
}

// Letters of any script: "inglés" is one word, not "ingl" and "s".
const WORD = /[\p{Ll}\p{Lo}0-9]+(?:['-][\p{Ll}\p{Lo}0-9]+)*/gu;
const cache = new Map<string, WordInfo>();
/** Bounded so that a text of random words cannot grow it without end. */
const MAX_CACHED_WORDS = 50_000;

/** A sentence end before a capital letter (lines with a dot that may be an abbreviation go to compromise). */
// "E-bikes are 18+ only. 16 and 17 year olds…": a sentence may open with a number too.
const PLAIN_BREAK = /(?<=\S[.!?]["”')]?|["”')][.!?])\s+(?=["“(]?[A-Z])|(?<=[a-z0-9]{2}[.!?])\s+(?=\d{1,3}\s+[a-z])/g;
/** A quotation holding a sentence end: only there does a quote change where sentences end. */
const QUOTE_WITH_STOP = /["“][^"”]*[.!?][^"”]*["”]/;
/** Something compromise knows better: "e.g.", "Mr.", "No. 5", "3.5", initials. */
// A number then a dot ends a sentence ("call 999. Then…") unless it numbers an item ("1. Never…",
// "steps: 2. Open…") or a lower-case word follows ("3. options").
const AMBIGUOUS_DOT = /\b(?:[a-z]\.[a-z]\.|[A-Z][a-z]{0,3}\.|[a-z]\.)\s|\d\.\s+(?=[a-z])|(?:^|[:;,(]\s*)\d{1,3}[.)]\s/;

/**
 * Sentences of one line with their offsets in the line. Lines whose dots can only end sentences
 * are split at once; any line with a dot that might be an abbreviation goes to compromise.
 */
export function splitSentences(text: string): { text: string; index: number }[] {
  // Quoted replies may hold sentences of their own: compromise keeps a quotation whole.
  if (AMBIGUOUS_DOT.test(text) || QUOTE_WITH_STOP.test(text)) return splitWithCompromise(text);
  const sentences: { text: string; index: number }[] = [];
  let from = 0;
  for (const match of text.matchAll(PLAIN_BREAK)) {
    pushSentence(sentences, text.slice(from, match.index), from);
    from = match.index + match[0].length;
  }
  pushSentence(sentences, text.slice(from), from);
  return sentences;
}

function pushSentence(sentences: { text: string; index: number }[], sentence: string, index: number): void {
  const trimmed = sentence.trim();
  if (trimmed) sentences.push({ text: trimmed, index: index + (sentence.length - sentence.trimStart().length) });
}

function splitWithCompromise(text: string): { text: string; index: number }[] {
  const sentences: { text: string; index: number }[] = [];
  let from = 0;
  for (const sentence of world.methods.one.tokenize.splitSentences(text, world)) {
    const at = text.indexOf(sentence, from);
    const index = at === -1 ? from : at;
    const trimmed = sentence.trim();
    if (trimmed) sentences.push({ text: trimmed, index: index + (sentence.length - sentence.trimStart().length) });
    from = index + sentence.length;
  }
  return sentences;
}

/** Lower-case words of a text: "Don't" stays one word, "7-11" too. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(WORD) ?? []
  );
}

export function wordInfo(word: string): WordInfo {
  const cached = cache.get(word);
  if (cached) return cached;
  const info = lookUp(word);
  if (cache.size < MAX_CACHED_WORDS) cache.set(word, info);
  return info;
}

export function lemmaOf(word: string): string {
  return wordInfo(word).lemma;
}

/** Participles the lexicon lists as adjectives only ("a frozen card"): their verbs. */
const IRREGULAR_PARTICIPLES: Readonly<Record<string, string>> = {
  frozen: "freeze",
  stolen: "steal",
  broken: "break",
  chosen: "choose",
  spoken: "speak",
  hidden: "hide",
  written: "write",
  forbidden: "forbid",
  forgotten: "forget",
  given: "give",
  taken: "take",
  shown: "show",
  known: "know",
  drawn: "draw",
  sworn: "swear",
  torn: "tear",
  worn: "wear",
  bound: "bind",
};

/** "seated" → "seat", "placed" → "place": a participle compromise lists as an adjective, as its verb. */
export function verbOfParticiple(word: string): string {
  const lower = word.toLowerCase();
  const lemma = lemmaOf(lower);
  if (lemma === lower && IRREGULAR_PARTICIPLES[lower]) return IRREGULAR_PARTICIPLES[lower];
  if (lemma !== lower || !/ed$/.test(lower)) return lemma;
  return [lower.slice(0, -2), lower.slice(0, -1)].find((stem) => lexicon[stem] !== undefined) ?? lemma;
}

/** Whether compromise's lexicon lists the word at all ("unscrew", "sideload" it does not). */
export function inLexicon(word: string): boolean {
  return lexicon[word.toLowerCase()] !== undefined;
}

/** "advice", "water": a noun that takes no "a" ("give no advice" is "never give advice"). */
export function isUncountable(word: string): boolean {
  const entry = lexicon[word.toLowerCase()];
  return (Array.isArray(entry) ? entry[0] : entry) === "Uncountable";
}

function lookUp(word: string): WordInfo {
  const entry = lexicon[word];
  const tags = entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
  const tag = tags[0] ?? guessTag(word);
  if (tag === "Negative") return { pos: "negative", lemma: word };
  if (tag === "Modal") return { pos: "modal", lemma: word };
  if (tag === "PastTense" || tag === "PresentTense" || tag === "Gerund" || tag === "Participle") {
    const lemma = safely(() => transform.verb.toInfinitive(word, world.model, tag), word);
    return { pos: "verb", lemma: lemma || word };
  }
  if (tag === "Infinitive" || tag === "Verb" || tag === "Imperative" || tag === "Copula")
    return { pos: "verb", lemma: word };
  if (tag === "Plural") return { pos: "noun", lemma: safely(() => transform.noun.toSingular(word, world.model), word) };
  if (tag === "Adjective" || tag === "Comparative" || tag === "Superlative") return { pos: "adjective", lemma: word };
  if (tag === "Adverb") return { pos: "adverb", lemma: word };
  if (tag === "Singular" || tag === "Noun" || tag === "Uncountable" || tag === "Actor")
    return { pos: "noun", lemma: word };
  return { pos: "other", lemma: word };
}

/** Words compromise's lexicon does not list: the usual English endings. */
function guessTag(word: string): string {
  if (/[a-z]{3}ing$/.test(word)) return "Gerund";
  if (/[a-z]{3}ed$/.test(word)) return "PastTense";
  if (/[a-z]{3}ly$/.test(word)) return "Adverb";
  if (/[a-z]{3}(?:ous|ful|ive|able|ible|al|ic)$/.test(word)) return "Adjective";
  if (/[a-z]{3}[^s]s$/.test(word)) return "Plural";
  return "Noun";
}

function safely(run: () => string, fallback: string): string {
  try {
    return run() || fallback;
  } catch {
    return fallback;
  }
}
