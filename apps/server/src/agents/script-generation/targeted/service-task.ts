/**
 * The errand a user brings to the assistant, read from what its instructions say it does: "The
 * assistant may sell and reserve timed-entry tickets" is a visitor who wants to "buy timed-entry
 * tickets"; "- Book, move and cancel check-ups" one who wants to "book check-ups". A rule's
 * situation ("a visitor mentions a wheelchair", "a visitor under 16") arises in the middle of that
 * errand, and an assistant that keeps the rule on its own may break it there.
 */

/** What the assistant does, and what the user who wants it done says. */
const USER_SIDE: Readonly<Record<string, string>> = {
  sell: "buy",
  book: "book",
  reserve: "reserve",
  schedule: "book",
  rebook: "rebook",
  arrange: "arrange",
  order: "order",
  rent: "rent",
  renew: "renew",
  register: "register for",
  enrol: "enrol in",
  enroll: "enroll in",
  ship: "send",
  organise: "organise",
  organize: "organize",
};
const VERBS = Object.keys(USER_SIDE).join("|");

/** "The assistant may sell and reserve…", "You can book, move and cancel…", "It helps members book…". */
const DOES = new RegExp(
  String.raw`\b(?:the (?:assistant|bot|agent)|you|it|we)\s+(?:(?:can|may|will|also|should|are able to|is able to)\s+)*(?:(?:help|helps|assist|assists)\s+(?:[a-z]+\s+)?(?:to\s+)?)?(${VERBS})s?\b((?:\s*,\s*[a-z]+|\s+(?:and|or)\s+[a-z]+)*)\s+(.+)`,
  "i",
);
/** "People text us to book a first appointment", "Callers book, move and cancel donation appointments". */
const USERS_DO = new RegExp(
  String.raw`\b(?:people|customers|callers|clients|patients|visitors|users|members|guests|parents|passengers|learners|tenants|riders|donors|buyers|shoppers)\s+(?:[a-z0-9-]+\s+){0,4}?(?:to\s+)?(${VERBS})\b((?:\s*,\s*[a-z]+|\s+(?:and|or)\s+[a-z]+)*)\s+(.+)`,
  "i",
);
/** A bullet that opens with the act: "- Book, move and cancel check-ups, cleanings and fillings". */
const LISTED = new RegExp(
  String.raw`^\s*(?:[-*•]|\d+[.)])?\s*(${VERBS})\b((?:\s*,\s*[a-z]+|\s+(?:and|or)\s+[a-z]+)*)\s+(.+)`,
  "i",
);

/** The errand's object ends where the sentence turns: a comma, a clause or a preposition of manner. */
const OBJECT_END =
  /\s*(?:[,.;:(—–!?]|\s-\s|\b(?:and|or|through|via|using|by|from|online|over|when|if|for (?:the|our|your|their|any)|on (?:behalf|the)|which|that|who|so|but)\b)/i;

function errandOf(verb: string, rest: string): string | null {
  const object = rest.split(OBJECT_END)[0]?.trim() ?? "";
  const words = object.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  // "book it", "sell them": nothing named to ask for.
  if (/^(?:it|them|this|that|these|those|anything|something|everything)$/i.test(words[0] ?? "")) return null;
  const said = USER_SIDE[verb.toLowerCase()];
  if (!said) return null;
  const mine = object.replace(/^(?:their|his|her|the customer's|customers'|a customer's)\s+/i, "my ");
  return `${said} ${mine}`.replace(/\s+/g, " ");
}

/** The first errand the instructions say the assistant carries out, as the user asks for it, or null. */
export function serviceTaskOf(instructions: string): string | null {
  for (const line of instructions.split("\n")) {
    for (const pattern of [LISTED, DOES, USERS_DO]) {
      const match = pattern.exec(line);
      const errand = match ? errandOf(match[1] ?? "", match[3] ?? "") : null;
      if (errand) return errand;
    }
  }
  return null;
}
