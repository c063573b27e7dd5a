/**
 * The guided engines' shared word lists, each defined once and compiled by one function (issue 31,
 * item 1; decision 0045). A list holds regular-expression fragments in the order they are tried;
 * `wordPattern` puts them inside word boundaries, case-insensitively, so that every reader of a
 * list matches it the same way. Crisis words, by kind, are in `crisis.ts`.
 */

export interface WordPatternOptions {
  /** Source placed before the list, inside the first word boundary. */
  before?: string;
  /** Source placed after the list's closing word boundary ("[^,;:]*$": later in the same clause). */
  after?: string;
  /** Flags; "i" unless told. */
  flags?: string;
}

/** One list as one RegExp: `\b(?:a|b|c)\b`, with `before` and `after` around it. */
export function wordPattern(words: readonly string[], options: WordPatternOptions = {}): RegExp {
  const { before = "", after = "", flags = "i" } = options;
  return new RegExp(`\\b${before}(?:${words.join("|")})\\b${after}`, flags);
}

/** Numbers written as words, with their values: "no more than twelve", "two years of accounts". */
export const NUMBER_WORD_VALUES: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};

/** The number words, for a reading that takes a number in figures or in words. */
export const NUMBER_WORDS: readonly string[] = Object.keys(NUMBER_WORD_VALUES);

/** Words that negate what follows them: "never share", "do not ask", "can't help". */
export const NEGATION_WORDS = [
  "never",
  "not",
  "no",
  "nor",
  "don't",
  "dont",
  "do not",
  "doesn't",
  "must not",
  "mustn't",
  "shouldn't",
  "cannot",
  "can't",
  "won't",
] as const;

/** Words that keep away from what follows them: "avoid jargon", "without asking". */
export const AVOIDANCE_WORDS = ["avoid", "without", "refrain"] as const;

/** Words that put something else in place of what follows: "instead of advice". */
export const REPLACEMENT_WORDS = ["instead of", "rather than"] as const;

/** Words by which an assistant turns an ask down: "refuse to", "decline", "turn down". */
export const REFUSAL_WORDS = ["refuse", "decline", "turn down"] as const;

/** A negation or avoidance word anywhere in a text. */
export const NEGATED = wordPattern([...NEGATION_WORDS, ...AVOIDANCE_WORDS]);

/**
 * The negation words of a rule's clause: "That's not your area, and suggest…": a "not" after a
 * copula describes; it negates no verb of the rule.
 */
export const RULE_NEGATION_WORDS = NEGATION_WORDS.map((word) =>
  word === "not" ? "(?<!\\b(?:that's|it's|that is|it is|this is|is|are) )not" : word,
);

/**
 * A negation or avoidance word earlier in the same clause as the end of a rule: tested on the
 * text before a match, it says whether the match is negated ("never ask for X" but not "never
 * guess; ask for X").
 */
export const NEGATED_BEFORE = wordPattern([...RULE_NEGATION_WORDS, ...AVOIDANCE_WORDS], { after: "[^,;:]*$" });

/**
 * The people instructions speak of as the one in the conversation ("if a traveller is stranded",
 * "never tell a customer…"): a rule's scenario says them as "I" or "me".
 */
export const PERSON_ROLE_WORDS = [
  "user",
  "customer",
  "caller",
  "patient",
  "client",
  "child",
  "kid",
  "teen",
  "student",
  "learner",
  "pupil",
  "employee",
  "colleague",
  "member",
  "person",
  "traveller",
  "traveler",
  "guest",
  "passenger",
  "tenant",
  "resident",
  "visitor",
  "applicant",
  "candidate",
  "renter",
  "claimant",
  "policyholder",
  "borrower",
  "buyer",
  "shopper",
  "seller",
  "driver",
  "parent",
  "subscriber",
  "player",
  "owner",
] as const;

/**
 * The words a question about a personal characteristic uses for each word a rule names it by:
 * "never ask about age or marital status" is broken by "How old are you? Are you married?".
 */
export const PERSONAL_CHARACTERISTIC_WORDS: Readonly<Record<string, readonly string[]>> = {
  age: ["old", "born", "birth", "birthday", "young"],
  marital: ["married", "marry", "spouse", "husband", "wife", "partner", "single", "divorced"],
  kid: ["child", "children", "family", "baby", "kids"],
  child: ["kid", "kids", "family", "baby"],
  pregnancy: ["pregnant", "expecting", "baby"],
  religion: ["religious", "faith", "church", "mosque", "temple", "pray", "worship"],
  health: ["medical", "condition", "illness", "sick", "medication"],
  disability: ["disabled", "impairment", "condition", "wheelchair"],
  nationality: ["country", "citizen", "citizenship", "born", "origin"],
  from: ["country", "nationality", "origin", "born"],
  ethnicity: ["race", "ethnic", "background", "origin"],
};
