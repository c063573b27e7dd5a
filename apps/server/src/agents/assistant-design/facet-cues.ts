import type { DesignFacet } from "./design-state";

/**
 * Which facet a clause is about, from the words that signal each facet. Every clause starts with
 * a lean towards the topic being asked; it is filed elsewhere only when another facet's signals
 * clearly outweigh that lean ("Success means 60% of chats resolved" asked about users is a success
 * measure; "Mostly adults" asked about users stays with the users).
 */

interface Cue {
  pattern: RegExp;
  weight: number;
}

const cue = (weight: number, pattern: RegExp): Cue => ({ weight, pattern });

/** Signals per facet; a pattern counts once per clause. */
export const FACET_CUES: Readonly<Record<DesignFacet, readonly Cue[]>> = {
  purpose: [
    cue(3, /\b(?:purpose|goal|aim|mission)\b/i),
    cue(1.5, /\bso (?:that )?(?:they|people|users|customers|fewer|students|parents|we)\b/i),
    cue(1, /\b(?:helps?|lets?|is for|designed to|meant to)\b/i),
    cue(2.5, /^(?:an?|our) (?:\w+ ){0,3}(?:assistant|companion|bot|chatbot|buddy|tutor|coach|guide)\b/i),
  ],
  users: [
    cue(3, /\b(?:users?|audience|the people using it) (?:are|is|will be|would be|include)\b/i),
    cue(
      2.5,
      /\b(?:aged?|ages) \d|\b\d{1,2}\s*(?:to|-)\s*\d{1,2}(?:\s*year[- ]olds?|,)|\bover \d{2}\b|\b(?:year[- ]olds?|teenagers|adults|elderly|older people)\b/i,
    ),
    cue(
      1.5,
      /\b(?:users|customers|members|patients|students|pupils|parents|carers|tenants|employees|staff|residents|applicants|people|kids|children|travellers|shoppers|families|migrants|refugees|investors|hires|drivers|holidaymakers|learners|clients|policyholders)\b/i,
    ),
    cue(1, /\b(?:mostly|many|some|often|including|beginners|experts|first-timers)\b/i),
  ],
  tasks: [
    cue(2, /^(?:\w+ing)\b(?!\s+(?:a|an|the)\s+(?:wrong|outdated))/i),
    cue(1.5, /\b(?:lets? them|allows? them)\b/i),
    cue(
      1.5,
      /\b(?:check(?:s|ing)?|book(?:s|ing)?|track(?:s|ing)?|cancel(?:s|ling)?|explain(?:s|ing)?|answer(?:s|ing)?|recommend(?:s|ing)?|compar(?:e|es|ing)|issu(?:e|es|ing)|log(?:s|ging)? a|remind(?:s|ing)?|reset(?:s|ting)?|look(?:s|ing)? up|report(?:s|ing)? a|order(?:s|ing)? a|find(?:s|ing)?|start(?:s|ing)? a|handles?|lets? them|prompts?|swaps?|recipes?)\b/i,
    ),
    cue(1, /\b(?:tasks?|capabilit\w*|features?|it can|able to|requests?)\b/i),
  ],
  "out-of-scope": [
    cue(1.5, /^(?:(?:it|the assistant|the bot|you)\s+)?(?:(?:must|should|will|can|may)\s+)?(?:never|not|no)\b/i),
    cue(
      2,
      /\b(?:never|must not|mustn't|must never|should not|shouldn't|not allowed|may not|do not|don't|won't|no (?:\w+ )?advice|nothing (?:scary|about))\b/i,
    ),
    cue(1.5, /\b(?:outside|beyond|off-topic|refuse|decline|avoid|not a (?:therapist|doctor|lawyer|replacement))\b/i),
    cue(1, /\b(?:no|not)\b/i),
  ],
  tone: [
    cue(3, /\b(?:tone|voice|sounds? (?:like|friendly)|persona)\b/i),
    cue(
      1.5,
      /\b(?:friendly|calm|warm|patient|professional|formal|informal|casual|playful|upbeat|gentle|curious|precise|direct|encouraging|reassuring|polite|plain(?:-spoken)?|clinical|sarcastic|preachy|guilt-tripping|childish|chatty|jargon|slang|emojis?|humou?r|respectful|welcoming|kind|empathetic|cheerful|serious|quick|clear|honest|pushy|condescending|lecturing)\b/i,
    ),
  ],
  data: [
    cue(
      3,
      /\b(?:keep|kept|keeps|stor(?:e|ed|es|ing)|retain\w*|delet(?:e|ed|es)|log(?:s|ged)?|archiv\w*)\b[^.]*\b(?:days?|weeks?|months?|years?|session|cloud)\b/i,
    ),
    cue(
      2,
      /\b(?:personal (?:data|details|information)|data|gdpr|privacy|names?|(?:home )?address(?:es)?|e-?mail(?: address)?|phone numbers?|date of birth|card (?:numbers?|details)|pin|passwords?|national insurance|health details|medical history|readings|photos|chat logs|logs|login|nationality|income|debts|household (?:size|details)|seed phrase|registration)\b/i,
    ),
    cue(1, /\b(?:sees?|asks? for|collect\w*|shares?|typed?)\b/i),
    // Asking for, keeping or sharing a personal detail is a data rule, even said as a "never".
    cue(
      2.5,
      /\b(?:ask(?:s|ing)? (?:\w+ )?for|collect\w*|stor(?:e|es|ing)|keep(?:s|ing)?|record(?:s|ing)?|shar(?:e|es|ing)|sav(?:e|es|ing))\b[^.;]{0,40}?\b(?:names?|(?:home )?address(?:es)?|e-?mails?|phone numbers?|dates? of birth|birthdays?|schools?|locations?|photos?|personal (?:data|details|information))\b/i,
    ),
  ],
  risks: [
    cue(3, /\b(?:worst|risks?|danger\w*|harm\w*|misuse\w*|mis-?sell\w*|problem)\b/i),
    cue(
      2,
      /\b(?:could|might|may) (?:\w+ ){0,3}(?:lose|delay|push|cost|miss|mean|sound|tell|treat|invent|give|make|get)\b/i,
    ),
    cue(
      1.5,
      /\b(?:wrong|outdated|out-of-date|mistakes?|invents?|exaggerat\w*|scammers?|under-triage|fail\w*|complains?|missing a|miss the|leak)\b/i,
    ),
    cue(
      1,
      /\b(?:someone|a user|a customer|a person|people) (?:\w+ ){0,2}(?:says?|tells?|types?|writes?|texts?|might|could|mention)\b/i,
    ),
  ],
  escalation: [
    cue(
      3,
      /\b(?:hand(?:s|ed)? (?:over|the chat|it)|handover|escalat\w*|call (?:back|999|112|911|111)|call 999|helplines?|crisis line|samaritans|childline|pieta|age uk|shelter|call back|999|112|911|nhs 111|alert(?:s)? (?:the|our|their)|pass(?:es)? the chat|routes? (?:suspicious|it|the)|goes? (?:straight )?to (?:a|an|our|the)|go straight to)\b/i,
    ),
    cue(
      2,
      /\bflagged (?:chats|conversations|messages)\b|\b(?:staff|team|advisers?|nurses?) (?:answer|review|check|read|call)s?\b/i,
    ),
    cue(
      1.5,
      /\b(?:human|adviser|advisor|nurse|manager|coordinator|counsell\w*|teacher|grown-up|team|partner|officer|reception|pharmacist|security|flag(?:s|ged)?|tell (?:a|our|the)|talk(?:ing)? to (?:a|their|the)|point(?:s|ing)? (?:them )?to)\b/i,
    ),
  ],
  success: [
    cue(3, /\b(?:success\w*|succeed|measure[ds]?|metrics?|kpis?|target)\b/i),
    cue(
      2.5,
      /\b\d+\s*%|\bpercent\b|\b(?:nine|eight|seven|three|two) (?:in|out of) (?:ten|four|three)\b|\bresolved\b|\bfewer\b|\bon average\b|\b(?:down|up) by\b|\bno missed\b/i,
    ),
  ],
  constraints: [
    cue(
      2,
      /\b(?:website|web ?chat|chat widget|(?:\w+ )?app\b|whatsapp|sms|texts?|phone line|phone|voice|smart speaker|teams|slack|tablets?|chromebooks?|laptops?|instagram|telegram|channel|in (?:english|spanish|six languages)|british english|languages?)\b/i,
    ),
    cue(
      1.5,
      /\b\d{1,2}\s*(?:am|pm)\b|\b24\/7\b|\bany time\b|\bweekdays\b|\bworking hours\b|\bopening hours\b|\b(?:in the )?(?:morning|evening|late at night|at night)\b|\bin class\b|\bat home\b/i,
    ),
    cue(1, /\b(?:on|in|through|via) (?:the|our|their|a)\b/i),
  ],
};

/** The lean towards the facet being asked. */
const ASKED_LEAN = 2.5;

export function facetScores(clause: string, asked: DesignFacet | null): Record<DesignFacet, number> {
  const scores = {} as Record<DesignFacet, number>;
  for (const facet of Object.keys(FACET_CUES) as DesignFacet[]) {
    let score = facet === asked ? ASKED_LEAN : 0;
    for (const { pattern, weight } of FACET_CUES[facet]) if (pattern.test(clause)) score += weight;
    scores[facet] = score;
  }
  return scores;
}

/** The facet a clause is filed under: the asked one unless another clearly outweighs it. */
export function facetOf(clause: string, asked: DesignFacet | null): DesignFacet {
  const scores = facetScores(clause, asked);
  let best: DesignFacet = asked ?? "purpose";
  for (const facet of Object.keys(scores) as DesignFacet[]) {
    if (scores[facet] > scores[best]) best = facet;
  }
  return best;
}
