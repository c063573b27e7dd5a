import type { Directive } from "../../../text/directives";
import { MAX_PER_BUCKET } from "./limits";
import { affirmed, conditionsClash } from "./rule-conditions";
import { COMMUNICATES } from "./verbs";

// ---------------------------------------------------------------------------------------------
// One act in other words
// ---------------------------------------------------------------------------------------------

/**
 * Acts that are named in many wordings: "never promise to reimburse losses" forbids "tell them we
 * will credit the difference back"; "you never diagnose" forbids "tell the owner which illness it
 * points to". Built from general vocabulary of each act, not from any one rule.
 */
const RECOMMENDS: ReadonlySet<string> = new Set([
  "recommend",
  "suggest",
  "advise",
  "propose",
  "promote",
  "push",
  "upsell",
  "pitch",
  "offer",
  "sell",
]);
const ACTS: readonly { id: string; pattern: RegExp; verbs?: ReadonlySet<string> }[] = [
  {
    id: "refunds",
    pattern:
      /\b(?:refund\w*|reimburs\w*|compensat\w*|money back|pay (?:\w+ )?back|repay\w*|credit (?:\w+ ){0,3}back|goodwill (?:payments?|gestures?)|delay repay)\b/i,
  },
  {
    id: "discounts",
    pattern:
      /(?:\b(?:discount\w*|reduced (?:prices?|premiums?|rates?|fees?)|money off|price (?:cuts?|reductions?)|lower (?:the |their |your )?(?:price|premium|rate|fee)s?|waive\w* (?:the |their |your )?(?:\w+ )?fees?|knock\w* (?:\w+ ){0,3}off)\b|\d+ ?% off\b)/i,
  },
  {
    id: "diagnosis",
    pattern:
      /\b(?:diagnos\w*|(?:which|what) (?:illness|condition|disease|infection|injury)\w*|name (?:the |a )?(?:illness|condition|disease)|whether (?:\w+ ){0,3}(?:needs?|requires?) (?:treatment|a (?:doctor|dentist|vet|gp)|to be seen)|sounds? like (?:a|an)\b|nothing to worry about|what (?:is|it is|'s) wrong)\b/i,
  },
  {
    id: "dose changes",
    pattern:
      /\b(?:(?:extra|more|fewer|half|double|less|a smaller|a bigger) (?:of )?(?:their |the |your )?(?:usual )?(?:tablets?|pills?|doses?|dosage|medicine|medication)|(?:change|adjust|increase|decrease|double|halve|skip|stop|raise|lower)\w* (?:their |the |your |a )?(?:usual )?(?:dose|dosage|medication|medicine|tablets?|insulin)|(?:take|taking) (?:it|them) (?:less|more) often)\b/i,
  },
  {
    id: "estimates of amounts",
    pattern:
      /\b(?:estimat\w*|roughly what (?:they|you)(?:'ll| will| would) get|how much (?:they|you)(?:'ll| will| would| could| are likely to) (?:get|receive|be paid|be owed|win)|give (?:them |people |the \w+ )?a figure|predict\w* (?:the |their )?(?:amount|award|payout|pay-out|settlement))\b/i,
  },
  {
    // "Never recommend investment products" / "Recommend our Growth Fund": only a recommendation counts.
    id: "investment recommendations",
    pattern:
      /\b(?:investment products?|investments?|funds?|stocks?|shares|bonds?|isas?|crypto\w*|coins?|portfolios?|pensions?)\b/i,
    verbs: RECOMMENDS,
  },
  {
    id: "health details kept",
    pattern: /\b(?:health|medical|symptoms?|conditions?|diagnos\w*|medications?|medicines?|prescriptions?)\b/i,
    verbs: new Set(["store", "save", "keep", "record", "log", "note", "retain", "write", "add"]),
  },
  {
    // "For patients, never use medical terms" / "Always use precise clinical terminology".
    id: "technical terms",
    pattern:
      /\b(?:jargon|(?:medical|clinical|technical|legal|scientific|financial) (?:terms?|terminology|language|vocabulary|words)|terminology)\b/i,
    verbs: new Set(["use"]),
  },
  {
    id: "dates promised",
    pattern:
      /\b(?:(?:delivery|arrival|dispatch|ready|collection|completion|repair) (?:dates?|times?|days?)|when (?:their|the|your|it|they) (?:[\w-]+ )?(?:will (?:arrive|be (?:delivered|ready|fixed|paid))|arrives|is due)|eta)\b/i,
  },
  {
    id: "guesses",
    pattern: /\b(?:guess\w*|best estimate|make (?:something|it|one|an answer|things) up|invent\w*|speculat\w*)\b/i,
    verbs: new Set([...COMMUNICATES, "guess", "make", "invent", "speculate"]),
  },
  {
    id: "charges waived",
    pattern:
      /\b(?:waiv(?:e|es|ed|ing|er)|write (?:\w+ ){0,3}off|writes (?:\w+ ){0,3}off|written off|let (?:them|it|the \w+) off|cancel (?:the |their )?(?:\w+ )?(?:charges?|fees?|fines?|debts?|excess))\b/i,
  },
  {
    id: "promotions",
    pattern: /\b(?:promotions?|promotional|free[- ]bets?|bonus(?:es)?|vouchers?|special offers?|promo codes?)\b/i,
  },
];
/** A prohibition limited to what the assistant cannot check or what is not yet agreed. */
const NARROWED =
  /\b(?:you|we|they|it) (?:can't|cannot|can not|don't|do not) (?:check|confirm|verify|know|see)\b|\bnot (?:yet )?(?:confirmed|approved|agreed|verified)\b/i;
/** People singled out by a prohibition: "customers who have self-excluded", "under-18s". */
const SUBGROUP =
  /\b(?:self-[\w-]+|excluded|banned|vulnerable|under-?\d+s?|minors?|(?:customers?|users?|people|members?|patients?|players?|clients?|guests?|callers?) (?:who|that|under|over|aged|with|on)\b)/i;
const EVERYONE = /\b(?:every|all|each|any|everyone|everybody|anyone|whatever|whoever)\b/i;
/** Verbs that do an act themselves ("knock 15% off", "credit it back"), besides the verbs of telling. */
const ACT_VERBS: ReadonlySet<string> = new Set(
  "credit knock refund reimburse compensate pay issue apply waive grant diagnose send add assure reassure".split(" "),
);
/** Any of the acts, as one cue. */
export const ACT_CUE = new RegExp(ACTS.map((act) => act.pattern.source).join("|"), "i");
/** A rule that sends the user elsewhere for the act keeps the prohibition: "tell them how to request a refund". */
const SENDS_ELSEWHERE =
  /\b(?:how to (?:request|apply|claim|ask)|(?:request|apply|claim) (?:for )?(?:it|one|a \w+) (?:through|via|on|using)|(?:refer|point|signpost|direct)\w* (?:them|the \w+)|the (?:\w+ )?(?:form|team|department|desk|portal))\b/i;

function actOf(directive: Directive, act: RegExp): boolean {
  return directive.modality === "must-not" ? act.test(directive.plain) : affirmed(directive, act);
}

export function* sameActInOtherWords(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  for (const act of ACTS) {
    const nevers: Directive[] = [];
    const musts: Directive[] = [];
    for (const directive of directives) {
      if (nevers.length >= MAX_PER_BUCKET && musts.length >= MAX_PER_BUCKET) break;
      if (directive.modality === "statement" || !act.pattern.test(directive.plain)) continue;
      if (directive.modality === "must-not") {
        if (
          nevers.length < MAX_PER_BUCKET &&
          (!act.verbs || (directive.verb !== null && act.verbs.has(directive.verb)))
        )
          nevers.push(directive);
      } else if (
        musts.length < MAX_PER_BUCKET &&
        directive.verb !== null &&
        (act.verbs
          ? act.verbs.has(directive.verb)
          : COMMUNICATES.has(directive.verb) || ACT_VERBS.has(directive.verb)) &&
        actOf(directive, act.pattern) &&
        !SENDS_ELSEWHERE.test(directive.plain)
      )
        musts.push(directive);
    }
    for (const never of nevers) {
      // "Don't make promises about amounts you can't check": a prohibition narrowed to what is unverified.
      if (NARROWED.test(never.plain)) continue;
      // "Never offer promotions to self-excluded customers": a prohibition for some people clashes
      // only with a rule for everyone ("every customer…"), or one about the same people.
      const group = SUBGROUP.exec(never.plain)?.[0];
      for (const must of musts) {
        if (must.line.number === never.line.number) continue;
        if (
          group !== undefined &&
          !EVERYONE.test(must.plain) &&
          !must.plain.toLowerCase().includes(group.toLowerCase())
        )
          continue;
        // A narrow stated exception ("never offer refunds unless the parcel is lost") is not a clash:
        // the prohibition must admit none, or both must apply at once.
        if (!(never.absolute && !never.condition) && !conditionsClash(must, never)) continue;
        yield [never, must, `${act.id} forbidden and asked for in other words`];
        break;
      }
    }
  }
}
