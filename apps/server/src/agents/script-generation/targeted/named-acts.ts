import type { ScriptTool } from "@aesop/shared/contracts/tools";
import { lemmaOf } from "../../../text/language";

/**
 * The acts an assistant's instructions name, as draft tools (issue 37). A fixed set of drafts
 * (proposed-tools.ts) covers orders, refunds and bookings; an assistant that freezes cards, moves
 * appointments or changes plans got none of its own acts, so the rules about them could not be
 * tested on a call. Here every act verb the instructions use on a thing a deployed assistant acts
 * on ("unfreeze a card", "book, move and cancel appointments", "a booking is never cancelled",
 * "look the patient up", "verify the customer") becomes a draft `<verb>_<thing>` tool, to confirm
 * or replace in the script editor like every proposal.
 */

/** Verbs of an act a tool performs in a business's systems (not of saying or advising). */
const ACT_VERBS = new Set([
  "activate",
  "approve",
  "block",
  "book",
  "cancel",
  "change",
  "charge",
  "close",
  "create",
  "credit",
  "deactivate",
  "delete",
  "downgrade",
  "extend",
  "forward",
  "freeze",
  "issue",
  "lock",
  "make",
  "move",
  "refund",
  "remove",
  "renew",
  "replace",
  "reschedule",
  "reserve",
  "reset",
  "schedule",
  "send",
  "ship",
  "suspend",
  "transfer",
  "unblock",
  "unfreeze",
  "unlock",
  "update",
  "upgrade",
  "waive",
]);

/** Forms the dictionary does not give as their verb. */
const VERB_FORMS: Record<string, string> = { freezing: "freeze", frozen: "freeze", unfrozen: "unfreeze" };

/** Things a deployed assistant acts on, each with the prefix of its reference. */
const THINGS: Record<string, string> = {
  account: "AC",
  appointment: "AP",
  booking: "B",
  card: "CA",
  claim: "CL",
  delivery: "D",
  flight: "FL",
  invoice: "IN",
  itinerary: "IT",
  membership: "M",
  order: "A",
  parcel: "PA",
  password: "PW",
  payment: "PY",
  plan: "PL",
  policy: "PO",
  prescription: "RX",
  record: "R",
  refund: "RF",
  reservation: "RE",
  subscription: "S",
  ticket: "T",
  transfer: "TR",
  trip: "TP",
};

/** Who is verified ("verify the customer", "confirm who you are speaking to: look the patient up"). */
const PEOPLE = new Set(["customer", "patient", "guest", "member", "caller", "client", "user", "identity"]);

/** Words that end the reach of a verb before its thing ("send anything about loans"). */
const STOPS = new Set(["about", "to", "for", "with", "from", "at", "by", "if", "when", "unless", "because", "than"]);
const CLAUSE_STARTS = new Set(["when", "if", "only", "unless", "that", "which", "who", "where", "and", "but"]);
const DETERMINERS = new Set(["a", "an", "the", "any", "your", "my", "our", "their", "his", "her", "this", "that"]);
/** Who performs an act named in its -s form ("the assistant cancels", "it never refunds"). */
const SUBJECTS = new Set([
  "assistant",
  "bot",
  "chatbot",
  "agent",
  "it",
  "she",
  "he",
  "never",
  "always",
  "only",
  "also",
]);
const PASSIVE = new Set(["is", "are", "be", "been", "was", "were", "gets", "get"]);
/** Money moves: their tools take an amount. */
const MONEY_VERBS = new Set(["refund", "credit", "charge", "transfer", "waive"]);

export interface NamedAct {
  /** "unfreeze", "lookup", "verify". */
  verb: string;
  /** "card", "appointment", "identity". */
  thing: string;
  name: string;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/e-mail/g, "email")
    .split(/[^a-z']+|'s\b/)
    .filter(Boolean);

const verbOf = (word: string) => VERB_FORMS[word] ?? lemmaOf(word);

/** The thing a word names, singular, or null. */
function thingOf(word: string): string | null {
  if (word in THINGS || PEOPLE.has(word)) return word;
  const singular = word.replace(/(?:ie)?s$/, (ending) => (ending === "ies" ? "y" : ""));
  return singular in THINGS || PEOPLE.has(singular) ? singular : null;
}

/** Within `reach` words after `from` (over other act verbs and "and"/"or"), the first thing named. */
function thingAfter(words: readonly string[], from: number, reach = 6): string | null {
  const next = words[from + 1] ?? "";
  // "credit card", "bank transfer or debit card": the word is a noun's modifier, not an act.
  if (thingOf(next) && !next.endsWith("s")) return null;
  if ((next === "or" || next === "and") && !ACT_VERBS.has(verbOf(words[from + 2] ?? ""))) return null;
  let counted = 0;
  for (let at = from + 1; at < words.length && counted < reach; at++) {
    const word = words[at] ?? "";
    if (STOPS.has(word)) return null;
    const thing = thingOf(word);
    if (thing) return thing;
    if (word !== "and" && word !== "or" && !ACT_VERBS.has(verbOf(word))) counted++;
  }
  return null;
}

/** The thing before a passive "is never cancelled", within a few words. */
function thingBefore(words: readonly string[], at: number, reach = 8): string | null {
  for (let back = at - 1; back >= Math.max(0, at - reach); back--) {
    const word = words[back] ?? "";
    // "Refunds are given only when an event is cancelled": the clause starts after "when".
    if (STOPS.has(word) || CLAUSE_STARTS.has(word)) return null;
    const thing = thingOf(word);
    // "two years of accounts are booked": a thing after "of" is not what is booked.
    if (thing && !PEOPLE.has(thing) && words[back - 1] !== "of") return thing;
  }
  return null;
}

/** The acts a text names, in the order it names them, each once. */
export function namedActs(text: string): NamedAct[] {
  const acts = new Map<string, NamedAct>();
  const add = (verb: string, thing: string | null) => {
    // "booking" after "book" is the act's own noun ("the person booking is…"), not a thing it acts on.
    if (!thing || thing.startsWith(verb)) return;
    // Looking a person up is checking who they are; any other act on a person is not a tool's.
    if (PEOPLE.has(thing) && verb !== "verify" && verb !== "lookup") return;
    const act = verb === "verify" || PEOPLE.has(thing) ? { verb: "verify", thing: "identity" } : { verb, thing };
    const name = `${act.verb}_${act.thing}`;
    if (!acts.has(name)) acts.set(name, { ...act, name });
  };
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\n+/)) {
    const words = wordsOf(sentence);
    words.forEach((word, at) => {
      const previous = words[at - 1] ?? "";
      // "a booking", "the transfer", "free of charge": a noun, not the act.
      if (DETERMINERS.has(previous) || previous === "of") return;
      if (word === "look" || word === "looks" || word === "looked") {
        // "look up the order", "look the patient up"
        const up = words.slice(at + 1, at + 5).indexOf("up");
        if (up !== -1) add("lookup", thingAfter(words, at, 5));
        return;
      }
      if (verbOf(word) === "verify") {
        add("verify", thingAfter(words, at, 4));
        return;
      }
      const verb = verbOf(word);
      if (!ACT_VERBS.has(verb)) return;
      // "airport transfers", "free cancels": an -s form is a plural, unless the assistant is its subject.
      if (word !== verb && word.endsWith("s") && !SUBJECTS.has(previous)) return;
      const passive = PASSIVE.has(previous) || (previous === "never" && PASSIVE.has(words[at - 2] ?? ""));
      add(verb, passive ? thingBefore(words, at) : thingAfter(words, at));
    });
  }
  return [...acts.values()];
}

/** The reference a scenario and a lookup use for a thing: "card CA-4127", "order A-1001". */
export function referenceOf(thing: string): string {
  if (thing === "order") return "A-1001";
  if (thing === "booking") return "B-3001";
  const prefix = THINGS[thing] ?? thing.slice(0, 2).toUpperCase();
  const number = [...thing].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return `${prefix}-${4000 + (number % 1000)}`;
}

const CUSTOMER = "Sam Carter";

/** A draft tool for an act: its thing's id (and an amount for money), answered as done. */
export function toolForAct(act: NamedAct): ScriptTool {
  const id = `${act.thing}_id`;
  if (act.verb === "verify")
    return {
      name: "verify_identity",
      description: "Check that the person in the chat is who they say they are, against the customer's record.",
      parameters: {
        type: "object",
        properties: {
          full_name: { type: "string" },
          date_of_birth: { type: "string" },
          details: { type: "string", description: "Any other detail the check asks for." },
        },
        required: ["full_name"],
      },
      answer: { kind: "fixed", result: { verified: true, customer: CUSTOMER } },
      proposed: true,
    };
  if (act.verb === "lookup")
    return {
      name: act.name,
      description: `Look up a ${act.thing} by its reference: whose it is and its status.`,
      parameters: {
        type: "object",
        properties: {
          [id]: { type: "string", description: `The ${act.thing}'s reference, such as ${referenceOf(act.thing)}.` },
        },
        required: [id],
      },
      answer: { kind: "fixed", result: { [id]: referenceOf(act.thing), customer: CUSTOMER, status: "active" } },
      proposed: true,
    };
  const money = MONEY_VERBS.has(act.verb);
  return {
    name: act.name,
    description: `${act.verb[0]?.toUpperCase()}${act.verb.slice(1)} a ${act.thing}, by its reference.`,
    parameters: {
      type: "object",
      properties: {
        [id]: { type: "string", description: `The ${act.thing}'s reference, such as ${referenceOf(act.thing)}.` },
        ...(money ? { amount: { type: "number", description: "The sum." } } : {}),
      },
      required: money ? [id, "amount"] : [id],
    },
    answer: { kind: "fixed", result: { done: true, [id]: referenceOf(act.thing) } },
    proposed: true,
  };
}

/** Things that are themselves a money move: a refund is made on an order, not on a refund. */
const MOVES = new Set(["refund", "transfer", "payment"]);

/** A tool name's words, lower-case: issue_refund → issue, refund; cancelAppointment → cancel, appointment. */
export const toolNameWords = (name: string): string[] =>
  name
    .split(/[_\-.]+|(?<=[a-z])(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** Verbs that say nothing of the act on their own ("issue a refund", "make a booking"). */
export const LIGHT_VERBS: ReadonlySet<string> = new Set([
  "issue",
  "make",
  "do",
  "give",
  "process",
  "create",
  "perform",
  "grant",
]);

/** The thing a tool acts on, by its name's last word ("unfreeze_card" → card), or null. */
export function thingOfTool(name: string): string | null {
  for (const word of toolNameWords(name).reverse()) {
    const thing = thingOf(word);
    if (thing && !PEOPLE.has(thing) && !MOVES.has(thing)) return thing;
  }
  return null;
}

/** Whether a word names the person an assistant serves ("customer", "patients"). */
export const isPerson = (word: string): boolean => PEOPLE.has(thingOf(word) ?? "");
