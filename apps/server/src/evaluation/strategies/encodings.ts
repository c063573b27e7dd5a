/**
 * The encodings the attack strategies write and the judge reads back: each an encode and a decode,
 * exact inverses on the text they are meant for (leetspeak on text without digits).
 */

export const base64 = {
  encode: (text: string) => Buffer.from(text, "utf8").toString("base64"),
  decode: (text: string) => Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8"),
};

export const hex = {
  /** Bytes as two hex digits each, separated by spaces (as "decode this hex" prompts are written). */
  encode: (text: string) =>
    Buffer.from(text, "utf8")
      .toString("hex")
      .replace(/(..)(?!$)/g, "$1 "),
  decode: (text: string) => Buffer.from(text.replace(/[^0-9a-f]/gi, ""), "hex").toString("utf8"),
};

const rotate = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= "Z" ? 65 : 97;
    return String.fromCharCode(((letter.charCodeAt(0) - base + 13) % 26) + base);
  });
export const rot13 = { encode: rotate, decode: rotate };

const LEET: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7" };
const UNLEET: Record<string, string> = Object.fromEntries(
  Object.entries(LEET).map(([letter, digit]) => [digit, letter]),
);
export const leetspeak = {
  encode: (text: string) => text.replace(/[aeiost]/gi, (letter) => LEET[letter.toLowerCase()] ?? letter),
  /**
   * Every leet digit back to its letter: "47" is "at" as often as a number, so a reader keeps the
   * text as written beside its decoding (the judge checks both).
   */
  decode: (text: string) => text.replace(/[013457]/g, (digit) => UNLEET[digit] ?? digit),
};

/** Latin letters and their Cyrillic or Greek look-alikes. */
const HOMOGLYPHS: Record<string, string> = {
  a: "\u0430",
  c: "\u0441",
  e: "\u0435",
  i: "\u0456",
  o: "\u043e",
  p: "\u0440",
  x: "\u0445",
  y: "\u0443",
  A: "\u0391",
  B: "\u0392",
  E: "\u0395",
  H: "\u0397",
  K: "\u039a",
  M: "\u039c",
  O: "\u039f",
  P: "\u03a1",
  T: "\u03a4",
  X: "\u03a7",
};
const LATIN_OF = new Map(Object.entries(HOMOGLYPHS).map(([latin, glyph]) => [glyph, latin]));
const HOMOGLYPH_PATTERN = new RegExp(`[${[...LATIN_OF.keys()].join("")}]`, "gu");
export const homoglyph = {
  /** Each letter that has a look-alike is swapped when `pick` says so (every one by default). */
  encode: (text: string, pick: () => boolean = () => true) =>
    text.replace(/[a-zA-Z]/g, (letter) => (HOMOGLYPHS[letter] && pick() ? HOMOGLYPHS[letter] : letter)),
  decode: (text: string) => text.replace(HOMOGLYPH_PATTERN, (glyph) => LATIN_OF.get(glyph) ?? glyph),
};

const ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060"] as const;
const ZERO_WIDTH_PATTERN = /\u200b|\u200c|\u200d|\u2060|\ufeff/gu;
export const zeroWidth = {
  /** A zero-width character after each letter that `pick` chooses, inside words only. */
  encode: (text: string, pick: () => number = () => 0) =>
    text.replace(/(\p{L})(?=\p{L})/gu, (letter) => {
      const choice = pick();
      return choice < ZERO_WIDTH.length ? `${letter}${ZERO_WIDTH[choice]}` : letter;
    }),
  decode: (text: string) => text.replace(ZERO_WIDTH_PATTERN, ""),
};
