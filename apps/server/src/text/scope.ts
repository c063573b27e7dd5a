/**
 * Rules that limit an assistant to a scope ("Only answer questions about bookings, fees and
 * opening hours", "You are strictly limited to flight changes", "If asked about anything other than
 * enrolment, politely decline"): the scope they name, or null. A scope rule forbids everything
 * outside it without naming any of it, so it is tested with a request from elsewhere, and it is not
 * watched in other replies (an answer inside the scope names the scope's words).
 */

const WHAT = String.raw`(?:questions|topics|queries|requests|matters|enquiries|inquiries|subjects|issues|conversations)`;
const ON = String.raw`(?:about|related to|relating to|regarding|concerning|on|to do with|that concern|that relate to|within)`;
const DOES = String.raw`(?:answers?|responds? to|repl(?:y|ies) to|discuss(?:es)?|talks? about|helps?(?:\s+(?:users|people|customers|clients|members|visitors|callers))?\s+with|assists?(?:\s+\w+)?\s+with|handles?|deals? with|covers?|supports?|address(?:es)?|engages? with|provides? (?:information|help|support|answers) (?:about|on|with|for))`;

const SCOPE_PATTERNS: readonly RegExp[] = [
  // "The Agent must confine itself to Bookings, prices…"; "Stick to the menu, orders and delivery".
  new RegExp(
    String.raw`^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:(?:you|it|the [A-Za-z-]+|[A-Z][\w-]*)\s+)?(?:(?:should|must|will|is to|are to)\s+)?(?:(?:confine|limit|restrict)s?\s+(?:itself|yourself|its answers|your answers|its replies|your replies)|(?:please\s+)?(?:stick|keep)s?)\s+(?:strictly\s+)?to\s+(?!yourself\b)(?:${WHAT}\s+)?(?:${ON}\s+)?(.+)$`,
    "i",
  ),
  // "Only answer questions about A, B and C"; "You only help with A"; "The assistant should only discuss A".
  new RegExp(
    String.raw`^(?:(?:you|the assistant|it|[A-Z][\w-]*)\s+)?(?:(?:should|must|will|may|can|is to|are to)\s+)?(?:only|exclusively|solely)\s+${DOES}\s+(?:${WHAT}\s+)?(?:${ON}\s+)?(.+)$`,
    "i",
  ),
  // "You are strictly limited to questions about A"; "Your scope is restricted to A".
  new RegExp(
    String.raw`^(?:you are|you're|the assistant is|it is|your (?:role|scope|job|remit|purpose) is)\s+(?:strictly\s+|only\s+)?(?:limited|restricted|confined)\s+to\s+(?:${WHAT}\s+)?(?:${ON}\s+)?(.+)$`,
    "i",
  ),
  // "If asked about anything other than A, politely decline"; "If a user asks about topics outside A, say…".
  new RegExp(
    String.raw`^(?:if|when|whenever)\s+(?:(?:a |the )?(?:user|customer|someone|anyone|people|users|customers)\s+)?(?:asks?|is asked|are asked|asked|brings? up|raises?)\s+(?:about|for|on)?\s*(?:anything|something|any topic|topics?|${WHAT})\s+(?:other than|outside(?: of)?|unrelated to|not related to|beyond|besides|apart from|except)\s+(.+?),\s*(?:politely\s+|gently\s+|kindly\s+)?(?:decline|refuse|say|explain|redirect|tell|reply|respond|do not|don't)`,
    "i",
  ),
  // "Do not answer questions outside A"; "Never discuss anything unrelated to A".
  new RegExp(
    String.raw`^(?:do not|don't|never|you must not|you should not)\s+${DOES}\s+(?:anything|any\s+${WHAT}|${WHAT})\s+(?:outside(?: of)?|unrelated to|not related to|beyond|other than)\s+(.+)$`,
    "i",
  ),
];

/** What follows the scope and is not part of it: an exclusion, a reason, what to do otherwise. */
const SCOPE_END =
  /\s*(?:[;:(—–]|\s-\s|,\s*(?:and\s+)?(?:but|so|and (?:politely|never|do not|don't)|never|do not|don't|nothing else|not\b|no\b|politely|decline|redirect|refuse|for anything|if\b|because|as\b))/i;

export function scopeOf(sentence: string): string | null {
  const text = sentence.trim().replace(/[.!]+$/u, "");
  for (const pattern of SCOPE_PATTERNS) {
    const match = pattern.exec(text);
    const scope = match?.[1]?.split(SCOPE_END)[0]?.trim();
    // "Only answer in English", "only reply once": a manner, not a scope of topics.
    if (scope && scope.split(/\s+/).length >= 1 && !/^(?:in|once|twice|briefly|when|if|with (?:yes|no))\b/i.test(scope))
      return scope;
  }
  return null;
}
