import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants/index";
import { textSchema } from "./text";

export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is too easy to guess: it is made only of repeated or sequential characters (like “aaaa”, “1234” or “qwerty”). Please choose another.";

/** Rows of a US keyboard: "qwertyuiop" or "asdf" typed along a row is as guessable as "abcd". */
const KEYBOARD_ROWS = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./"];

/** The shortest stretch counted as a run: "ab" or "aa" inside a word is ordinary. */
const MIN_RUN = 3;
/** "abcabcabc", "a1b2a1b2": a unit this long or shorter, typed again and again. */
const MAX_REPEATED_UNIT = 4;

function sameClassNeighbours(a: string, b: string, step: number): boolean {
  const bothDigits = /\d/.test(a) && /\d/.test(b);
  const bothLetters = /[a-z]/.test(a) && /[a-z]/.test(b);
  return (bothDigits || bothLetters) && b.charCodeAt(0) - a.charCodeAt(0) === step;
}

/** "aaaa", "abcd", "4321", "qwer", "lkjh": one character repeated, or a step along the alphabet or a keyboard row. */
function isRun(part: string): boolean {
  const chars = [...part];
  if (chars.every((char) => char === chars[0])) return true;
  for (const step of [1, -1]) {
    if (chars.every((char, i) => i === 0 || sameClassNeighbours(chars[i - 1] ?? "", char, step))) return true;
  }
  return KEYBOARD_ROWS.some((row) => row.includes(part) || [...row].reverse().join("").includes(part));
}

/** "abab", "abcabcab": a short unit repeated (a cut-off last repeat included). */
function isRepeatedUnit(part: string): boolean {
  for (let unit = 1; unit <= MAX_REPEATED_UNIT && unit * 2 <= part.length; unit++) {
    if ([...part].every((char, i) => char === part[i % unit])) return true;
  }
  return false;
}

/**
 * NIST SP 800-63B (5.1.1.2) asks to refuse repetitive and sequential strings. A password is
 * refused when it is made entirely of such stretches, each at least three characters long:
 * "aaaaaaaa", "12345678", "abcdefgh", "abcabcabc", "qwertyuiop", "1234abcd", "aaaa1111". A
 * password with anything else in it ("correct horse battery", a random string) is left to the
 * other checks. Letters are compared without case.
 */
export function isRepetitiveOrSequential(password: string): boolean {
  const chars = [...password.toLowerCase()];
  // covered[i]: the first i characters split into runs.
  const covered = Array.from({ length: chars.length + 1 }, (_, i) => i === 0);
  for (let end = MIN_RUN; end <= chars.length; end++) {
    for (let start = 0; start <= end - MIN_RUN && !covered[end]; start++) {
      if (!covered[start]) continue;
      const part = chars.slice(start, end).join("");
      if (isRun(part) || isRepeatedUnit(part)) covered[end] = true;
    }
  }
  return chars.length > 0 && covered[chars.length] === true;
}

/** One password policy for every form and endpoint that sets a password (sign-up, reset, change). */
export const passwordSchema = textSchema()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`)
  .refine((password) => !isRepetitiveOrSequential(password), GUESSABLE_PASSWORD_MESSAGE);
