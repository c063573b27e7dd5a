import { type Directive } from "../../../../text/directives";
import { halfAgain } from "../permission-limits";
import { mineOf, PARENT_ASKS_BELOW, YOUNG_SUBJECT } from "./under-age";
import { FIRST_PERSON, firstPersonVerb, ROLES } from "./user-voice";

/**
 * The situation a rule's condition names ("if a customer mentions…", "when a refund is over $500"),
 * said by the user who is in it, before the ask.
 */

/** What may "say" or "show" a situation without being a person: "tracking says delivered". */
export const THING_SUBJECTS =
  "tracking|(?:the )?(?:app|system|website|site|screen|portal|status|tracker|page|record|records|label|dashboard|meter|invoice|bill|statement|balance|sensor|alarm|notification|email|e-mail|confirmation|map|report|result|results|test|scan|receipt)";

/** "If/when a customer mentions X": the condition, said by the user. */
export const CONDITION_SUBJECT = new RegExp(
  `^(?:if|when|whenever|once|in case|where)\\s+(?:a |an |the )?(?:${ROLES}|someone|somebody|they|he or she|anyone|(?!(?:${THING_SUBJECTS})\\b)[a-z-]{3,20}(?=\\s+(?:says|mentions|tells|asks|writes|reports|complains|admits)\\b))s?\\s+`,
  "i",
);

/** A bound in a condition ("over $500", "under 16"), made a value that meets it. */
const BOUND =
  /\b(over|more than|above|exceeds?|greater than|at least|under|below|less than|fewer than)\s+([$£€]?)(\d[\d,]*(?:\.\d+)?)/gi;

export function meetBound(text: string): string {
  return text.replace(BOUND, (_whole, bound: string, currency: string, amount: string, at: number) => {
    const value = Number(amount.replace(/,/g, ""));
    const lower = /under|below|less|fewer/i.test(bound);
    // "I am under 18": an age just below the bound, as a teenager asking for themselves is.
    if (lower && !currency && value <= 21 && /\b(?:I am|I'm|am|aged?)\s*$/i.test(text.slice(0, at)))
      return String(Math.max(value - 2, 8));
    const met = lower ? Math.floor(value / 2) : halfAgain(value);
    return `${currency}${met.toLocaleString("en-US")}`;
  });
}

/**
 * The situation a conditional prohibition speaks of, as the user says it: "When a refund request
 * is over $500, do not approve it yourself" opens "My refund request is $750."
 */
export function situationOf(directive: Directive): string {
  const condition = directive.condition;
  if (!condition || condition.kind === "unless" || !/^(?:if|when|whenever|once|in case|where)\b/i.test(condition.text))
    return "";
  // "if someone asks about their visa, say…": a trailing condition may run on into what to do.
  const conditionText =
    condition.text.split(/,\s+(?=(?:say|tell|point|give|refer|offer|explain|direct|send|suggest)\b)/i)[0] ?? "";
  const rest = conditionText
    .replace(/^(?:if|when|whenever|once|in case|where)\s+/i, "")
    .replace(/[,.]+$/u, "")
    // "an account is 60 days overdue it is with collections": what follows the situation is its consequence.
    .replace(
      /(\S+\s+\S+\s+\S+.*?)\s+(?:it|they|this|that)\s+(?:is|are|was|were|goes|go|will|has|have|needs?|requires?|must|should|can)\b.*$/i,
      "$1",
    )
    .trim();
  // "a climber under 16 wants a pass": the young person, asking for themselves.
  const young = YOUNG_SUBJECT.exec(rest);
  if (young) {
    const age = Number(young[1]);
    const wants = young[2] ?? "";
    const sentence =
      age <= PARENT_ASKS_BELOW
        ? `My son is ${Math.max(age - 1, 1)} and he ${wants}`
        : `I'm ${Math.max(age - 2, 8)} and I ${firstPersonVerb(wants)}`;
    return `${mineOf(sentence)}. `;
  }
  const person = CONDITION_SUBJECT.exec(conditionText);
  const body = person
    ? conditionText
        .slice(person[0].length)
        // "the person enrolling says…": who they are is no part of what they say.
        .replace(/^[a-z]+ing\s+(?=(?:says?|tells?|mentions?|writes?)\b)/i, "")
        .replace(/\s*\([^()]*\)/g, "")
        .replace(/[,.]+$/u, "")
        .trim()
    : "";
  // "If the person says they rent, or the home belongs to someone else": what they say, the first of it.
  // "If someone tells you a person has just died at home": what they tell, with the person theirs.
  const told =
    /^(?:says?|tells? (?:you|us)|mentions?|writes?)\s+(?:that\s+)?(?=(?:they|he|she|their|his|her)\b)/i.exec(body) ??
    /^(?:tells? (?:you|us)|says? that)\s+(?=(?:a|an|the|someone|somebody)\s)/i.exec(body);
  const said = person
    ? FIRST_PERSON.reduce(
        (text, [pattern, replacement]) => text.replace(pattern, replacement),
        told
          ? (body
              .slice(told[0].length)
              .replace(/^(?:a person|someone|somebody)\b/i, "my father")
              .split(/,?\s+or\s+(?=(?:they|he|she|their|his|her|the|a|an|it)\b)/i)[0] ?? "")
          : `I ${firstPersonVerb(body)}`,
      )
    : rest.replace(/^(?:a|an|the|any)\s+/i, "my ");
  // "I report harassment": said as someone about to report it.
  const sentence = meetBound(
    said
      .replace(/^I (report|ask about|ask for) /i, "I want to $1 ")
      // "I mention a peanut allergy": what they have, said as theirs.
      .replace(/^I (?:mention|bring up) ((?:a|an|some)\s.+)$/i, (whole, thing: string) =>
        HAD_THING.test(thing) ? `I have ${thing}` : whole,
      )
      // "I describe swelling in the face": said as what it is about.
      .replace(/^I (?:describe|mention|bring up|talk about) /i, "It's about "),
  );
  // "If asked, …": too little to set a scene; "I rent" is a clause of its own.
  if (sentence.split(" ").length < 3 && !(told && /^I \w+/.test(sentence))) return "";
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. `;
}

/** What a person has that a rule may turn on: "a wheelchair", "difficulty with stairs", "a nut allergy". */
export const HAD_THING =
  /^(?:(?:a|an|some|any|reduced|limited|severe|serious|chronic)\s+)?(?:[\w-]+\s+){0,3}(?:wheelchair|scooter|frame|walker|stick|cane|mobility|difficulty|disability|disabilities|condition|illness|allergy|allergies|injury|impairment|device|pacemaker|oxygen|dog|pregnancy|baby|child|children|need|needs)\b/i;
