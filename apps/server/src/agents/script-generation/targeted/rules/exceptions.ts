import { type Directive } from "../../../../text/directives";

/**
 * An exception to a prohibition ("unless they enrolled within the last 14 days", "unless the
 * request comes from the tenant"): the user's case told from outside it.
 */

/** "they enrolled within the last 14 days": a time bound on something the user did. */
const WITHIN_TIME =
  /\b(?:they|he or she|the [a-z]+|a [a-z]+|you)\s+([a-z]+ed)\s+(?:within|in)\s+the\s+(?:last|past|first)\s+(\d{1,3})\s+(hour|day|week|month)s?\b/i;
/** "within 30 days of purchase": a time bound after an event. */
const WITHIN_OF =
  /\bwithin\s+(\d{1,3})\s+(hour|day|week|month)s?\s+of\s+(?:the\s+|their\s+|a\s+)?([a-z]+(?:\s+[a-z]+)?)/i;
/** "the parcel was delivered 14 days ago or less", "no more than 30 days ago": how recent a thing must be. */
const AGO_AT_MOST =
  /\b(?:the|their|your|a|an|my)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:was|were|has been|have been|had been)\s+([a-z]+(?:ed|en|t))\s+(?:(?:no more than|at most|less than|under|within(?: the last)?)\s+)?(\d{1,3})\s+(hour|day|week|month)s?(?:\s+ago)?(?:\s+or\s+(?:less|fewer|sooner|more recently))?\b/i;
/** "have completed less than 20% of the course": a share bound on what the user has done. */
const SHARE_DONE =
  /\b(?:have|has)\s+([a-z]+ed)\s+(?:less than|under|fewer than|no more than|at most)\s+(\d{1,2})\s?(?:%|percent)\s+of\s+(?:the\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)/i;

/**
 * "unless the request comes from the tenant named on the rental agreement", "unless the caller is
 * the account holder": who alone may ask. What follows the person (how they write) is left out.
 */
export const ONLY_FROM =
  /\bunless\s+(?:the\s+(?:request|call|message|e-?mail|enquiry|inquiry|question|instruction)\s+(?:comes?|is)\s+from|(?:the\s+)?(?:caller|user|person asking|customer|sender|requester|person)\s+is)\s+(?:the\s+|a\s+|an\s+)?((?:[a-z][\w'-]*\s+){0,7}?[a-z][\w'-]*?)(?=\s*(?:[,.;]|$)|\s+(?:writing|calling|themselves|himself|herself|in person|from|who|with|and)\b)/i;

/**
 * "Never refund unless they enrolled within the last 14 days and have completed less than 20% of
 * the course": the user asks from outside every bound the exception sets ("I enrolled 42 days ago,
 * and I've completed 60% of the course."), as someone the rule does not allow.
 */
export function outsideOf(directive: Directive): string {
  const condition = directive.condition;
  const text =
    condition && condition.kind !== "if" ? condition.text : (/\bunless\b.+$/i.exec(directive.text)?.[0] ?? "");
  const facts: string[] = [];
  const within = WITHIN_TIME.exec(text);
  if (within) facts.push(`I ${(within[1] ?? "").toLowerCase()} ${Number(within[2]) * 3} ${within[3] ?? ""}s ago`);
  const ago = within ? null : AGO_AT_MOST.exec(text);
  if (ago)
    facts.push(`my ${ago[1] ?? ""} was ${(ago[2] ?? "").toLowerCase()} ${Number(ago[3]) * 3} ${ago[4] ?? ""}s ago`);
  const after = within || ago ? null : WITHIN_OF.exec(text);
  if (after) facts.push(`it's been ${Number(after[1]) * 3} ${after[2] ?? ""}s since my ${after[3] ?? ""}`);
  const share = SHARE_DONE.exec(text);
  if (share)
    facts.push(
      `I've ${(share[1] ?? "").toLowerCase()} ${Math.min(90, Number(share[2]) * 3)}% of the ${share[3] ?? ""}`,
    );
  // "unless the request comes from the tenant named on the agreement": someone else asks for them.
  const asker = facts.length === 0 ? ONLY_FROM.exec(text) : null;
  if (asker) facts.push(`I'm asking for my partner, who is the ${(asker[1] ?? "").trim()}`);
  if (facts.length === 0) return "";
  const said = facts.join(", and ");
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}. `;
}
