import { PERSON_ROLE_WORDS } from "../../../text/vocabulary";
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
  change: "change",
  cancel: "cancel",
  exchange: "exchange",
  transfer: "transfer",
  upgrade: "upgrade",
  buy: "buy",
  purchase: "buy",
};

/** "Rebooking", "selling", "cancelling", "arranging": the act a gerund names, where it is one of ours. */
function verbOfGerund(gerund: string): string | null {
  const stem = gerund.toLowerCase().replace(/ing$/, "");
  for (const candidate of [stem, `${stem}e`, stem.slice(0, -1)]) if (USER_SIDE[candidate]) return candidate;
  return null;
}
const GERUND_LISTED = /^\s*(?:[-*•]|\d+[.)])?\s*([a-z]{3,}ing)\b((?:\s*,\s*[a-z]+|\s+(?:and|or)\s+[a-z]+)*)\s+(.+)/i;
/** "…, or when they want to change their plans": what users come to do, said as their wish. */
const USERS_WANT = new RegExp(
  String.raw`\b(?:when|if|who|because)\s+(?:they|people|customers|users|callers|clients|guests|passengers|members)\s+(?:want|wish|need|would like)\s+to\s+(${Object.keys(USER_SIDE).join("|")})\b()\s+(.+)`,
  "i",
);
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
  /\s*(?:[,.;:(—–!?]|\s-\s|\b(?:and|or|through|via|using|by|from|online|over|when|if|for (?:the|our|your|their|any)|on (?:behalf|the)|which|that|who|whose|so|but)\b)/i;
/** "passengers whose Skyvale flight was cancelled": the thing of theirs the errand is about. */
const PEOPLE_WHOSE = new RegExp(
  `^(?:${PERSON_ROLE_WORDS.join("|")})s?\\s+whose\\s+((?:[A-Za-z-]+\\s+){0,2}?[a-z-]+)\\s+(?:is|are|was|were|has|have|had|got|gets)\\b`,
  "i",
);

function errandOf(verb: string, rest: string): string | null {
  const theirs = PEOPLE_WHOSE.exec(rest.trim());
  const object = theirs ? `my ${theirs[1] ?? ""}` : (rest.split(OBJECT_END)[0]?.trim() ?? "");
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
    for (const pattern of [LISTED, DOES, USERS_DO, USERS_WANT]) {
      const match = pattern.exec(line);
      const errand = match ? errandOf(match[1] ?? "", match[3] ?? "") : null;
      if (errand) return errand;
    }
    const gerund = GERUND_LISTED.exec(line);
    const verb = gerund ? verbOfGerund(gerund[1] ?? "") : null;
    const errand = verb ? errandOf(verb, gerund?.[3] ?? "") : null;
    if (errand) return errand;
  }
  return null;
}
