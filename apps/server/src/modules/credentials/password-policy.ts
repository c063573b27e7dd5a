import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@aesop/shared/constants";
import { GUESSABLE_PASSWORD_MESSAGE, isRepetitiveOrSequential } from "@aesop/shared/contracts/passwords";
import { isValidText } from "@aesop/shared/contracts/text";

/**
 * zxcvbn-ts's list of the ~49,000 passwords seen most often in public breaches (offline, shipped
 * with the package), compared without case as ASVS 5.0 (V6.2.4, V6.2.12) asks.
 */
const commonPasswords = new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));

/** Words an attacker tries first against this site in particular (ASVS V6.2.11). */
const SITE_WORDS = ["aesop", "aesop-beta"];

/**
 * Why the password is refused, or null when it may be used: the shared schema's rules
 * (`@aesop/shared/contracts/passwords`, also checked in the forms) plus the breached-password list,
 * which stays on the server.
 */
export function passwordProblem(password: string, { email }: { email?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (!isValidText(password)) return "Password contains a character that is not allowed.";
  const folded = password.toLowerCase();
  const emailWords = email ? [email.toLowerCase(), email.toLowerCase().split("@")[0] ?? ""] : [];
  // "aesop2026!" or the e-mail's name with a year is as guessable as the word alone.
  const onlyContext = [...SITE_WORDS, ...emailWords].some(
    (word) => word.length > 0 && folded.includes(word) && !/\p{L}/u.test(folded.replace(word, "")),
  );
  if (commonPasswords.has(folded) || onlyContext) {
    return "This password is too common: it appears in lists of leaked passwords. Please choose another.";
  }
  if (isRepetitiveOrSequential(password)) return GUESSABLE_PASSWORD_MESSAGE;
  return null;
}
