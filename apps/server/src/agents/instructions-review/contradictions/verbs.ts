// Verbs as the detectors compare them: the groups that name one action, and the verbs of telling.

/** Verbs that name the same action. */
const VERB_GROUPS: readonly (readonly string[])[] = [
  ["share", "reveal", "disclose", "show", "send", "email", "e-mail", "forward", "pass", "copy"],
  // Speaking of a subject in any verb: "never mention competitors" forbids discussing them.
  ["tell", "say", "mention", "state", "inform", "discuss", "talk", "cover"],
  ["give", "provide", "offer"],
  ["ask", "request", "collect", "gather"],
  ["recommend", "suggest", "advise", "propose", "promote", "push", "upsell", "pitch"],
  ["store", "save", "keep", "record", "log", "retain"],
  ["use", "include", "add"],
  ["hand", "transfer", "escalate", "refer", "pass"],
  ["answer", "respond", "reply"],
];
const GROUP_OF = new Map<string, string>();
for (const group of VERB_GROUPS)
  for (const verb of group) if (!GROUP_OF.has(verb)) GROUP_OF.set(verb, group[0] ?? verb);

export function groupOf(verb: string): string {
  return GROUP_OF.get(verb) ?? verb;
}

/**
 * Acts of saying something to the user (not "answer questions about…" or "discuss…", which name a
 * scope): "give them a figure", "never estimate", "tell them",
 * "suggest" all decide what the user is told, so a prohibition in one verb binds the others.
 */
export const COMMUNICATES: ReadonlySet<string> = new Set(
  (
    "share reveal disclose show tell say mention state inform give provide offer recommend " +
    "suggest advise propose promote explain quote promise guarantee estimate predict confirm list describe name"
  ).split(" "),
);
