import nlp from "compromise";

/**
 * A reported question said as the person would ask it: "whether my card covers a rental" is "Does
 * my card cover a rental?", "what the fees are" is "What are the fees?", "that I will be admitted"
 * is "Will I be admitted?". Rules name what they forbid in reported speech ("do not tell customers
 * whether…"); a user never talks like that, and an assistant that holds against the rule's words
 * can still answer the question.
 */

/** Words that open a reported question: "whether", "if", or a question word. */
const REPORTED =
  /^(?:(whether|if)|(what|which|how much|how many|how long|how|when|where|why|who)(?:\s+(?!\bis\b|\bare\b|\bwas\b|\bwere\b)(?=\w))?)\s+/i;

/** A word that opens a clause's subject: a pronoun or a determiner. */
const SUBJECT_START = /^(?:I|you|he|she|it|we|they|my|your|his|her|its|our|their|the|a|an|this|that|these|those)$/i;

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

interface VerbJson {
  text: string;
  verb?: {
    root?: string;
    auxiliary?: string;
    negative?: boolean;
    infinitive?: string;
    grammar?: { tense?: string; copula?: boolean };
  };
}

/**
 * A clause ("my card covers a rental", "I will be admitted", "I am a good fit") as the yes-or-no
 * question it reports, or null where no subject comes before its verb (the clause is a fragment).
 */
export function questionOfClause(clause: string): string | null {
  const text = clause.trim().replace(/[.!?,;:]+$/u, "");
  const verb = (nlp(text).verbs().json() as VerbJson[])[0] ?? presentVerbIn(text);
  if (!verb?.verb || verb.verb.negative) return null;
  const at = text.toLowerCase().indexOf(verb.text.toLowerCase().replace(/[.!?,;:]+$/u, ""));
  if (at <= 0) return null;
  const subject = text.slice(0, at).trim();
  const phrase = text.slice(at, at + verb.text.replace(/[.!?,;:]+$/u, "").length);
  const rest = text.slice(at + phrase.length);
  const words = phrase.split(/\s+/);
  const { auxiliary = "", grammar = {}, infinitive = "", root = "" } = verb.verb;
  if (auxiliary) {
    // "I will be admitted": the first auxiliary goes before the subject.
    const [first = "", ...others] = words;
    return `${capital(first.toLowerCase())} ${subject} ${others.join(" ")}${rest}?`
      .replace(/\s+\?/, "?")
      .replace(/\s{2,}/g, " ");
  }
  if (grammar.copula || /^(?:is|are|am|was|were)$/i.test(root)) {
    // "I am a good fit": the verb itself goes first.
    const [first = "", ...others] = words;
    return `${capital(first.toLowerCase())} ${subject}${others.length ? ` ${others.join(" ")}` : ""}${rest}?`;
  }
  if (!infinitive) return null;
  // "my card covers a rental": "does" carries the tense, the verb its base form.
  const helper =
    grammar.tense === "PastTense" ? "Did" : /s$/i.test(root) && root.toLowerCase() !== infinitive ? "Does" : "Do";
  const tail = words.slice(1).join(" ");
  return `${helper} ${subject} ${infinitive}${tail ? ` ${tail}` : ""}${rest}?`;
}

/**
 * "a filling costs": a verb compromise reads as a plural noun after a singular one. The first word
 * after the subject that ends in -s and is a verb in "they <word without s>".
 */
function presentVerbIn(text: string): VerbJson | undefined {
  const words = text.split(/\s+/);
  for (let index = 1; index < words.length; index++) {
    const word = words[index] ?? "";
    if (!/^[a-z]+[^s]s$/i.test(word)) continue;
    const base = word.slice(0, -1).replace(/ie$/i, "y");
    const found = (nlp(`they ${base}`).verbs().json() as VerbJson[])[0];
    if (found?.verb?.infinitive === base.toLowerCase())
      return { text: word, verb: { root: word, infinitive: base.toLowerCase(), grammar: { tense: "PresentTense" } } };
  }
  return undefined;
}

/**
 * A reported question ("whether my card covers a rental", "what the fees are", "how it works")
 * as the direct one, or null when the text is not one.
 */
export function directQuestion(reported: string): string | null {
  const text = reported.trim().replace(/[.!?]+$/u, "");
  const opening = REPORTED.exec(text);
  if (!opening) return null;
  const body = text.slice(opening[0].length);
  const wh = opening[2];
  // "whether to stop my medication": a choice, asked as "Should I…?".
  if (/^to\s+/i.test(body))
    return `${wh ? `${capital(wh.toLowerCase())} should I` : "Should I"} ${body.replace(/^to\s+/i, "")}?`;
  if (!wh) return questionOfClause(body);
  // "who is on call", "what happens next": the question word is the subject; nothing moves.
  if (
    /^(?:is|are|was|were|happens|happened|will|can|should)\b/i.test(body) ||
    !/\s/.test(body.trim()) ||
    // "who had the car before me", "what caused it": the question word is the subject.
    ((/^who$/i.test(wh) || (/^what$/i.test(wh) && /^\w+(?:ed|s)\b/i.test(body))) && opensWithVerb(body))
  )
    return `${capital(wh.toLowerCase())} ${body}?`;
  // "which visa I need": the noun before the clause's subject is the question word's own.
  const words = body.split(/\s+/);
  const subjectAt = words.findIndex((word, index) => index > 0 && SUBJECT_START.test(word));
  const own = /^(?:which|what|how much|how many)$/i.test(wh) && subjectAt > 0 && subjectAt <= 3 ? subjectAt : 0;
  const inverted = questionOfClause(words.slice(own).join(" "));
  if (!inverted) return null;
  // "What are the fees?": the question word, then the inverted clause.
  const asked = [wh.toLowerCase(), ...words.slice(0, own)].join(" ");
  return `${capital(asked)} ${inverted.charAt(0).toLowerCase()}${inverted.slice(1)}`;
}

/** Whether a phrase opens with a verb, read as an instruction ("estimate my chances", not "credit card covers"). */
export function opensWithVerb(phrase: string): boolean {
  const first = (nlp(phrase).terms().json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0];
  return first?.tags?.includes("Verb") ?? false;
}
