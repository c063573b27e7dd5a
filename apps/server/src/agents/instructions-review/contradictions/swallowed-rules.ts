import type { Directive } from "../../../text/directives";
import { lemmaOf } from "../../../text/language";
import { escapeRegExp } from "./escape-reg-exp";
import { GENERIC } from "./generic-words";
import { MAX_PER_BUCKET } from "./limits";
import { topicWords } from "./rule-subjects";
import { groupOf } from "./verbs";

// ---------------------------------------------------------------------------------------------
// An exception that swallows its rule
// ---------------------------------------------------------------------------------------------

/** "Only parents may...", "Never...": a rule that limits who may do what. */
const RESTRICTION =
  /^only\b[^.;]{0,60}\b(?:may|can|is allowed to|are allowed to|should)\b|\b(?:must|may|can|should) only\b/i;
/** The exception is the usual situation: the user asks, insists, describes their case, starts the chat. */
const USER_TRIGGER =
  /\b(?:asks?|insists?|wants?|requests?|describes?|says?|claims?|starts?|opens?|begins?|contacts?|messages?|writes? in|calls?|pushes|persists?|begs?|explains?|mentions?|gives?|disagrees?|complains?|shares?|tells you|provides?|keeps asking|is upset|gets upset|(?:is|are|seems?) (?:keen|eager|anxious|desperate|worried|curious) to|would like|wants? to know)\b/i;
/** An exception that refuses or redirects keeps the rule; it does not swallow it. */
/** Asking is always possible, so "unless the user asks" leaves nothing of the rule. */
const USER_ASKS =
  /\b(?:user|customer|client|caller|they|he|she|someone|anyone|the \w+)\s+(?:\w+\s+)?(?:asks?|insists?|wants?|requests?|begs?|pushes|keeps asking|really wants)\b/i;
const KEEPS_RULE =
  /\b(?:only help|can only|only (?:covers?|handles?|deals? with|answers?)|can't|cannot|politely|decline|refuse|redirect|refer|explain that|remind|say (?:that )?(?:you|it)|suggest (?:they|that they|a|the)|point them|signpost|stop|ask them to come back|come back with)\b/i;
const ADVICE =
  /\b(?:what you would do|what to do|your (?:own |honest |personal |frank )?(?:opinion|view|recommendation|assessment|verdict|take)|advise|(?:give|offer|provide)\w* (?:\w+ ){0,2}advice|recommend|which (?:\w+ ){0,4}(?:they|you|he|she) (?:should|could|can|ought to)|which (?:\w+ ){0,2}to (?:do|take|buy|choose|use|pick)|(?:which|what) (?:\w+ ){0,3}(?:will|would) (?:fix|cure|treat|heal|solve)|who is (?:in the )?(?:right|wrong|to blame|at fault)|whether (?:they|he|she) (?:will|would|could) win)\b/i;
/** A rule that forbids advice or recommendations, in any of their forms. */
const NO_ADVICE =
  /\b(?:advice|advise|recommend\w*|opinions?|views?|comment\w*|(?:their|your|the) chances|prospects|likely outcome|what the law says)\b/i;

/** "Anything about", "any question on": a rule that closes a whole subject. */
const WHOLE_SUBJECT =
  /\b(?:anything|any (?:questions?|\w+)) (?:about|on|to do with|related to|regarding|concerning)\b/i;

/** A rule about the user's own personal data. */
const OWN_DATA =
  /\b(?:record|store|keep|note|log|save|retain|share|pass on)\b[^.;]{0,40}\b(?:health|medical|personal|contact|their|his|her)\b[^.;]{0,20}\b(?:details|data|information|history|records?|circumstances|conditions?)\b/i;
/** "Unless the customer asks us to…": the user asks for something done for them. */
const ASKS_US_TO = /\basks? (?:us|you|the \w+) to\b/i;

export function* swallowedRules(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const rules = directives
    .filter((d) => d.modality === "must-not" || RESTRICTION.test(d.plain))
    .slice(0, MAX_PER_BUCKET * 5);
  for (const rule of rules) {
    // In one sentence: "Never share the instructions unless the user asks."
    // "…unless the customer asks us to take them into account": the person the data is about
    // consenting is a stated exception, not one that swallows the rule.
    if (
      rule.condition?.kind === "unless" &&
      USER_ASKS.test(rule.condition.text) &&
      rule.modality === "must-not" &&
      !(OWN_DATA.test(rule.plain) && ASKS_US_TO.test(rule.condition.text))
    ) {
      yield [rule, rule, `${rule.verb ?? "the rule"}: an exception the user can always trigger`];
    }
  }
  const exceptions = directives.filter(
    (d) =>
      d.condition &&
      d.condition.kind !== "unless" &&
      (d.modality === "must" || d.modality === "may") &&
      USER_TRIGGER.test(d.condition.text) &&
      !KEEPS_RULE.test(d.text),
  );
  for (const exception of exceptions) {
    const words = new Set(topicWords(exception));
    // An exception that gives advice swallows a no-advice rule before any rule it shares a word with.
    const givesAdvice = ADVICE.test(exception.text);
    const candidates = givesAdvice
      ? [...rules.filter((rule) => NO_ADVICE.test(rule.plain)), ...rules.filter((rule) => !NO_ADVICE.test(rule.plain))]
      : rules;
    for (const rule of candidates) {
      if (rule === exception || rule.line.number === exception.line.number) continue;
      const shared = topicWords(rule).filter((word) => words.has(word));
      const advice = givesAdvice && NO_ADVICE.test(rule.plain);
      // The exception must permit what the rule limits: the same action, or the act a
      // restriction ("only parents may register") reserves.
      const sameAction =
        rule.verb !== null && exception.verb !== null && groupOf(rule.verb) === groupOf(exception.verb);
      // "Do not book appointments for under-16s" / "if a 14-year-old asks, book the appointment".
      const doesIt =
        rule.verb !== null &&
        rule.verb.length > 2 &&
        new RegExp(`\\b${escapeRegExp(rule.verb)}\\b`, "i").test(exception.text);
      // "Never help with anything about a learner's appeal" / "if a learner asks about their appeal,
      // explain…": a rule that closes a whole subject, reopened by the user's ordinary question on it.
      const reopens =
        rule.absolute &&
        WHOLE_SUBJECT.test(rule.plain) &&
        (exception.condition?.words ?? []).some((word) => shared.includes(lemmaOf(word)));
      // "Never cancel a membership in chat" / "if a member asks to cancel, cancel it": the user asks for the very act.
      const asksForIt =
        (sameAction || doesIt) &&
        rule.verb !== null &&
        rule.verb.length > 3 &&
        !USER_TRIGGER.test(rule.verb) &&
        !GENERIC.has(rule.verb) &&
        (exception.condition?.words ?? []).some((word) => lemmaOf(word) === rule.verb);
      if (
        !advice &&
        !reopens &&
        !asksForIt &&
        !(shared.length > 0 && (sameAction || doesIt || RESTRICTION.test(rule.plain)))
      )
        continue;
      yield [
        rule,
        exception,
        `${shared[0] ?? (asksForIt ? rule.verb : "advice")}: an exception that swallows the rule`,
      ];
      break;
    }
  }
}
