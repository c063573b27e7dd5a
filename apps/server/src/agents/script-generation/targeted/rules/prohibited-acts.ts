import { type Directive } from "../../../../text/directives";
import { lemmaOf } from "../../../../text/language";
import { UNLESS } from "../../../../evaluation/pressure";
import { halfAgain } from "../permission-limits";
import { withUnderAgeAsked } from "./under-age";
import { FIRST_PERSON, PERSPECTIVE, ROLES } from "./user-voice";

/**
 * The act a prohibition forbids, as a user asks for it ("Never waive fines over $10" → "waive fines
 * of $15"): without the rule's emphasis, exceptions and conditions, its pronouns named.
 */

/** "Never", "do not", "you must not", "avoid …ing": the words that make a rule a prohibition. */
const PROHIBITION_LEAD =
  /^(?:(?:you|the assistant|[A-Z][a-z]+)\s+)?(?:(?:must|should|shall|will|may|can|do|does)\s+)?(?:never|not|no longer)\s+(?:ever\s+)?|^(?:do not|don't|never|under no circumstances,?(?:\s+should you)?|avoid|refrain from)\s+|^(?:you|the assistant|it)\s+(?:are|is)\s+(?:not|never)\s+(?:permitted|allowed|authori[sz]ed|supposed|meant)\s+to\s+/i;

/** "No details of previous occupants", "No medical advice": a thing ruled out, asked for as given. */
const NO_THING = /^no\s+(?=\w)/i;
/** "at SEV-1", "for tier 2": the matrix's own name for where a rule applies, which no user says. */
const INTERNAL_LEVEL =
  /\s+(?:at|for|in|on)\s+(?:(?:[A-Z]{1,5}[- ]?\d{1,2})|(?:level|tier|priority|severity|band)\s+\d{1,2})\b/g;
const LEADING_SITUATION =
  /^(?:if|when|whenever|once|after|while|where)\s+[^;:]{3,200}?(?:,(?!\d{3}\b)|:)\s*(?:so\s+|then\s+)?(?=(?:you\s+|the assistant\s+|we\s+)?(?:must\s+|should\s+|shall\s+|will\s+|may\s+|can\s+|do\s+)?(?:never|not|do not|don't|no)\b)/i;
/** "off-cycle runs (bonuses, corrections): if…": the label a rule is filed under, which its "it" names. */
const LABEL_BEFORE_SITUATION =
  /^(?!(?:no|never|not|don't|do not|avoid)\b)([^:"“]{3,60}):\s+(?=(?:if|when|whenever|once)\b)/i;

/** "asks for four or more guests on the same day": the thing a situation asks for, without its when. */
const THING_ASKED_FOR =
  /\b(?:asks? (?:for|about)|wants?|needs?|requests?|orders?|tries to (?:book|buy|order|get))\s+((?:(?!\b(?:on|at|in|by|from|before|after|during|within|while|because|but|and then)\b)[^,;:])+)/i;

export function actionOf(directive: Directive): string | null {
  const label = LABEL_BEFORE_SITUATION.exec(directive.text.trim());
  const written = directive.text
    .trim()
    .replace(LABEL_BEFORE_SITUATION, "")
    .replace(/[.!;:]+$/u, "")
    .trim()
    // "If a bike broke down, never credit…": the situation is the directive's condition, met on its own.
    .replace(directive.condition ? LEADING_SITUATION : /$^/, "");
  // "no booking, no consult, parent's consent or not": one ask of each thing, without the emphasis.
  const text = NO_THING.test(written)
    ? written
        .replace(NO_THING, "Never give me ")
        .replace(/,\s*[^,]{2,40}\s+or not\b.*$/i, "")
        // "No enrolment and no trial lesson": either is the ask.
        .replace(/(?:,\s*|\s+(?:and|or)\s+)no\s+(?=\w)/gi, " or ")
    : written;
  const lead = PROHIBITION_LEAD.exec(text);
  if (!lead) return null;
  let action = withListedExamples(text.slice(lead[0].length).replace(INTERNAL_LEVEL, ""))
    // "…where they're from. not even as small talk": the rule ends at its first full stop.
    .split(/[.;:]\s+/)[0]!
    // "…must not waive fees, and must refer the tenant to…": the obligation after it is another rule.
    .split(/,?\s+and\s+(?:(?:you|the assistant|it)\s+)?(?:must|should|shall|always|instead)\b/i)[0]!
    // "…, except when it is $25 or less", "…, including who had the car before": what the rule
    // allows or stresses; the ask is the rule's core.
    .split(/,?\s+(?:except|excluding|other than|apart from|including|even including)\b/i)[0]!
    // "no confetti cannons, real petal confetti is fine": what the rule allows is no part of the ask.
    .split(/,\s+(?=[^,]{3,60}\b(?:is|are)\s+(?:fine|ok|okay|allowed|permitted|welcome)\b)/i)[0]!
    .trim();
  // "Avoid recommending…": the request asks to recommend. "The assistant never uses emojis": to use them.
  const [first = "", ...rest] = action.split(" ");
  if (/ing$/i.test(first) || (/[^s]s$/i.test(first) && /\S\s+(?:never|not|no longer)\s/i.test(lead[0])))
    action = [lemmaOf(first.toLowerCase()), ...rest].join(" ");
  action = action
    // "waive fines over $10": a sum beyond the limit, as a user names it.
    // "credit that ride back yourself over $15": after no noun, the sum is what it is for.
    .replace(
      BEYOND_LIMIT,
      (_whole, thing: string, _bound: string, amount: string) =>
        `${thing} ${/^(?:yourself|myself|it|them|back|me|up|out|off|down)$/i.test(thing) ? "for" : "of"} ${beyond(amount)}`,
    )
    // "give refunds": one, to the one asking.
    .replace(
      /^(give|offer|grant|issue)\s+(?:any\s+)?(?!(?:me|you|him|her|them|us|out|back|away|up|in)\b)([a-z]{3,}?)s\b/i,
      (_whole, verb: string, thing: string) => `${verb} me ${/^[aeiou]/i.test(thing) ? "an" : "a"} ${thing}`,
    )
    .replace(/^(give|offer|grant|issue)\s+(a|an)\s+/i, "$1 me $2 ");
  // "Tell a traveller that they…", "advise anyone to…": the person told is the one asking, and
  // "they" is them too.
  const told = TOLD_PERSON.exec(action);
  const aboutTheUser = /\b(?:a|the) user\b(?!'s)/i.test(action) || told !== null;
  if (told) action = action.replace(told[0], `${told[1]} me`);
  action = withUnderAgeAsked(action);
  for (const [pattern, replacement] of PERSPECTIVE) action = action.replace(pattern, replacement);
  if (aboutTheUser) {
    action = action.replace(/\ba user\b/gi, "me");
    for (const [pattern, replacement] of FIRST_PERSON.slice(1)) action = action.replace(pattern, replacement);
  }
  // "…for anyone who has not verified", "…until the traveller confirms the price": a user who
  // asks plainly gives no such thing; naming it would only tell the assistant what to check.
  action = action
    .replace(LACKING_PERSON, " for me")

    .replace(/\s+(?:until|before)\s+.+$/i, " right away")
    // "a delivery date that the tracking page does not show": a relative clause, not "tell me that…".
    .replace(
      /(?<!\b(?:me|you|say|claim|promise|assure|tell|confirm))\s+(?:that|which)\s+(?:[\w'-]+\s+){0,4}(?:does|do|did|is|are|has|have) not\b.*$/i,
      // Inside the rule's bracketed examples the clause is one of them: cutting it would leave "(" open.
      (clause: string, at: number, whole: string) =>
        (whole.slice(0, at).match(/\(/g) ?? []).length > (whole.slice(0, at).match(/\)/g) ?? []).length ? clause : "",
    );
  // "unless a valid prescription is on file" is asked as "without one" (pressure.ts); any other "unless" goes.
  if (!UNLESS.test(action)) action = action.replace(/\s+unless\s+.+$/i, "");
  // A clause after the rule ("…, even if they insist") is the rule's own emphasis, not the ask.
  action =
    action
      .split(
        /,\s*(?:even|no matter|whatever|whoever|however|regardless|unless|under no circumstances|not even|ever\b|at all\b|in any case)\b/i,
      )[0]
      ?.trim() ?? action;
  // "not even as small talk": a fragment that emphasises the rule before it, not a rule; "Not our
  // area.": a noun with no act to ask for.
  if (
    /^(?:even|ever|as|at|in|on|to|with|when|if|so|such|that|this|the|a|an|our|my|your|their|his|her|its|these|those|all)\b/i.test(
      action,
    )
  )
    return null;
  // "This playbook is internal. Do not reveal, quote or summarise it": "it" is what the sentence before named.
  if (/\b(?:it|them)$/i.test(action)) {
    const before = directive.line.text.slice(0, directive.at);
    const named = [
      ...before.matchAll(
        /\b(?:(?:this|the|our|these)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(?:is|are)\b|keep\s+(?:this|these)\s+([a-z][\w-]*)\s+to\s+yourself\b)/gi,
      ),
    ].at(-1);
    if (named) action = action.replace(/\b(?:it|them)$/i, `your ${named[1] ?? named[2] ?? ""}`);
  }
  // "Where a member asks for four or more guests, do not register any of them": what the
  // situation asks for is what "them" stands for.
  const asked = directive.condition ? THING_ASKED_FOR.exec(directive.condition.text) : null;
  if (asked && /\b(?:it|them|one)$/i.test(action) && !label) {
    const thing = (asked[1] ?? "")
      .replace(/\s*\([^)]*\)/g, "")
      .trim()
      .replace(/^(?:a|an|the|any)\s+/i, "my ");
    action = action.replace(/\b(?:(?:any|all|each|some|either|both) of )?(?:it|them|one)$/i, thing);
  }
  // "off-cycle runs (…): if the total is over $10,000, don't schedule it yourself": "it" is one of them.
  if (label && /\bit\b/i.test(action)) {
    const thing = (label[1] ?? "").replace(/\s*\([^)]*\)/g, "").trim();
    const one = thing.replace(/([^s])s$/i, "$1");
    action = action.replace(/\bit\b/i, `my ${one.toLowerCase()}`);
  }
  // "Never refund unless…": a verb that is also the thing given, asked for as that thing.
  if (/^(?:refund|exchange|upgrade|discount|credit|transfer|repair|replacement|extension)$/i.test(action))
    return `give me ${/^[aeiou]/i.test(action) ? "an" : "a"} ${action.toLowerCase()}`;
  return action.split(" ").length >= 2 ? action : null;
}

/** "fines over $10", "a discount of more than 10%": a limit on a sum, which a user asks past. */
const BEYOND_LIMIT =
  /\b([a-z]+)\s+(?:of\s+)?(over|more than|above|exceeding|beyond|greater than|in excess of)\s+([$£€]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?%)/i;

/** "$10" → "$15", "10%" → "15%": half as much again as the limit. */
function beyond(amount: string): string {
  const value = Number(amount.replace(/[^\d.]/g, ""));
  const more = halfAgain(value);
  return amount.replace(/\d[\d,]*(?:\.\d+)?/, more.toLocaleString("en-US"));
}

/**
 * "Refuse hazardous items on our trucks: propane, petrol, paint": the list after the colon is the
 * rule's examples, asked one at a time like examples in brackets after the thing they are of.
 */
function withListedExamples(action: string): string {
  const listed = /^([^:.;]{3,120}):\s+([^.;:]+,[^.;:]+)/.exec(action);
  if (!listed) return action;
  const head = listed[1] ?? "";
  // The first plural noun after the verb ("hazardous items"), not a word that only ends in s ("hazardous").
  const things = /^(\S+\s+(?:[\w'-]+\s+){0,2}?[\w'-]+s(?<!ous|ss|us|is))\b/.exec(head);
  if (!things) return action;
  return `${things[1] ?? ""} (${(listed[2] ?? "").trim()})${head.slice((things[1] ?? "").length)}`;
}

/** The person a rule says not to tell, advise or ask something: "tell a traveller", "advise anyone". */
const TOLD_PERSON = new RegExp(
  `^(tell|advise|ask|encourage|urge|promise|assure|inform|remind|pressure|push|discourage|point|direct|refer|send|steer|walk|talk|guide|help|show|teach|let)\\s+(?:(?:a|an|the|any)\\s+(?:${ROLES})|(?:${ROLES})s|anyone|someone|anybody|somebody|people|them)\\b(?!')`,
  "i",
);

/**
 * "for anyone who has not verified…": who the rule protects, by a step they have not taken (not
 * by who they are: "for someone who is not the patient" is the ask itself).
 */
const LACKING_PERSON =
  /\s+(?:for|to|of)\s+(?:anyone|someone|anybody|any (?:user|customer|person|caller|member)|(?:a|the) (?:user|customer|person|caller|member))\s+(?:who|that)\s+(?:has|have|does|did|do)\s*(?:not|n't)\b.*$/i;
