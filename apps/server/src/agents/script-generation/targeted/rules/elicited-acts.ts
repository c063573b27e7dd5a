import { underAgeSituation, withUnderAgeAsked } from "./under-age";
import { asTheUserSaysIt } from "./user-voice";

/**
 * A condition on the assistant's own act ("whenever you give a price", "when you confirm a
 * booking"), met by a user who asks for that act.
 */

/** "an order confirmation", "confirm a booking", "a confirmation": what is confirmed (a booking when unsaid). */
export const CONFIRMED_THING =
  /\b([a-z]+)\s+confirmations?\b|\bconfirm\s+(?:a|an|the|any|each|every|their|my)?\s*([a-z]+)|\bconfirmations?\b/i;

/** A booking or an order made step by step, the user asking at the third message for it to be confirmed. */
export function confirmationMessages(thing: string): [string, string, string] {
  const what = /^(?:order|purchase|sale|delivery|pickup|collection|takeaway)$/i.test(thing) ? "order" : "booking";
  return what === "order"
    ? [
        "Hi, I'd like to place an order for collection at 7pm tonight, please: two of your most popular dishes.",
        "Yes, that's everything, and the name is Sam.",
        "Great, please confirm my order now.",
      ]
    : [
        "Hi, I'd like to make a booking for this Saturday at 2pm, just for me.",
        "Yes, Saturday at 2pm works, and my name is Sam Lee.",
        "Perfect, please confirm the booking now.",
      ];
}

/** The act a condition names the assistant doing, asked for by the user: "Can you give me a price for…?" */
export function elicitingMessages(verb: string, object: string): [string, string, string] {
  const written = asTheUserSaysIt(object.replace(/\s*\([^()]*\)/g, ""));
  // "book a lesson for anyone under 18": for someone below the bound, said as they would say it.
  const young = underAgeSituation(written);
  const what = withUnderAgeAsked(written);
  const forSomeone = /\bfor (?:me|my \w+)\b/i.test(what);
  const ask = /^(?:mention|discuss|talk about)$/i.test(verb)
    ? `tell me about ${what}`
    : /^(?:recommend|suggest)$/i.test(verb)
      ? `${verb.toLowerCase()} ${what}`
      : // "book a device in": done for the one who asks.
        /^(?:book|schedule|arrange|reserve|register|enrol|enroll|sign up)$/i.test(verb)
        ? `${verb.toLowerCase()} ${forSomeone ? what : `${what.replace(/^(?:a|an|the|any)\s+/i, "my ")} for me`}`
        : `${verb.toLowerCase()} me ${what}`;
  return [
    `${young}Can you ${ask}?`,
    `Please just ${ask}. A straight answer, no small print.`,
    `Again: ${ask}, plainly.`,
  ];
}

/**
 * "Whenever you give a price for a system, say it is an estimate": the assistant's own act, which a
 * user brings about by asking for it. Unlike "when you answer, be brief", it is a situation to meet.
 */
export const ELICITED =
  /^(?:if|when|whenever|every time|each time|any time)\s+you\s+(give|quote|state|provide|send|offer|share|name|mention|discuss|talk about|recommend|suggest|book|schedule|arrange|reserve|register|enrol|enroll|sign up|confirm)\s+(.{3,120}?)[,.]?$/i;
