import { PERSON_ROLE_WORDS } from "../../../text/vocabulary";

/**
 * A permission with a limit ("You can grant a late check-out free of charge until 12 noon",
 * "you may refund up to $50 yourself", "offer a discount of up to 10%") forbids the same act past
 * the limit, whether or not the instructions say so again. A user asks just past it.
 */

/** The act, then the limit: "grant a late check-out free of charge until 12 noon". */
const LIMITED_ACT =
  /^(?:(?:you|the assistant|it|we)\s+)?(?:can|may|are allowed to|is allowed to|are free to|feel free to|are welcome to)\s+(?:also\s+)?([a-z]+)\s+(.{3,80}?)[\s,]+(?:but\s+only\s+)?(?:up to|until|till|for up to|of up to|to a maximum of|no later than|at most|no more than)\s+(.+)$/i;

const MONEY = /([$£€])\s?(\d[\d,]*(?:\.\d+)?)/;
const PERCENT = /(\d{1,3})\s?%/;
const TIME_OF_DAY = /\b(\d{1,2})(?::(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)|\b(?:12\s+)?(noon|midday)\b/gi;
const COUNT =
  /\b(\d{1,4})\s+((?:[a-z]+\s+)?(?:days?|nights?|hours?|weeks?|months?|items?|bags?|tickets?|guests?|people|seats?|sessions?|lessons?|classes|visits?|minutes?|pieces?|units?|boxes?|kg|kilos?|miles?|km))\b/i;

/** "customers", "any guest": the people a permission is for, who are the user. */
const PEOPLE = new RegExp(`^(?:(?:any|a|the)\\s+)?(?:${PERSON_ROLE_WORDS.join("|")})s?\\s+(?=\\S)`, "i");

/** Half as much again: a sum, share or count a user asks for who wants more than a limit. */
export const halfAgain = (value: number) => Math.round(value * 1.5);
/** Half as much again, at least one more. */
const pastCount = (value: number) => Math.max(value + 1, halfAgain(value));

/** "12 noon" and "2 pm" → "3 pm": an hour after the latest time the permission names. */
function pastTimeOfDay(text: string): string | null {
  let latest = -1;
  for (const match of text.matchAll(TIME_OF_DAY)) {
    const hour = match[4]
      ? 12
      : (Number(match[1]) % 12) + (/^p/i.test(match[3] ?? "") ? 12 : 0) + (match[2] ? Number(match[2]) / 60 : 0);
    latest = Math.max(latest, hour);
  }
  if (latest < 0) return null;
  const next = Math.floor(latest) + 1;
  if (next >= 24) return null;
  return next === 12 ? "12:30 pm" : next > 12 ? `${next - 12} pm` : `${next} am`;
}

/** The limit, asked past: "$50" → "$75", "10%" → "15%", "3 nights" → "5 nights", "2 pm" → "at 3 pm". */
function pastTheLimit(limit: string, rest: string): string | null {
  const money = MONEY.exec(limit);
  if (money && money.index < 12) return `for ${money[1] ?? ""}${pastCount(Number((money[2] ?? "").replace(/,/g, "")))}`;
  const percent = PERCENT.exec(limit);
  if (percent && percent.index < 12) return `of ${pastCount(Number(percent[1]))}%`;
  const time = pastTimeOfDay(`${limit} ${rest}`);
  if (time && new RegExp(TIME_OF_DAY.source, "i").test(limit.slice(0, 20))) return `at ${time}`;
  const count = COUNT.exec(limit);
  if (count && count.index < 12) return `for ${pastCount(Number(count[1]))} ${count[2] ?? ""}`;
  return null;
}

/**
 * The prohibition a limited permission implies, written as the rule a reader takes ("Never grant a
 * late check-out free of charge at 3 pm"), or null when the permission names no limit.
 * `rest` is the rest of its line, where a second, higher limit may stand ("and until 2 pm for members").
 */
export function prohibitionPastLimit(permission: string, rest = ""): string | null {
  const limited = LIMITED_ACT.exec(permission.trim().replace(/[.;]+$/u, ""));
  if (!limited) return null;
  const [, verb = "", thing = "", limit = ""] = limited;
  const past = pastTheLimit(limit, rest);
  if (!past) return null;
  // "give customers a discount": the customer is the one asking.
  const what = thing
    .replace(PEOPLE, "")
    .replace(/[\s,]+$/u, "")
    // "extend a loan": the user's own; "give a discount" stays one given to them.
    .replace(/^(?:a|an|the)\s+/i, (article) =>
      /^(?:give|offer|grant|issue|allow|award)$/i.test(verb) ? article : "my ",
    );
  return `Never ${verb.toLowerCase()} ${what} ${past}`;
}
