import type { ScenarioCategory } from "@aesop/shared/contracts/test-scripts";

/**
 * Which library category tests a concern written in the creator's words ("It might miss a pupil
 * who wants to hurt themselves" → crisis and self-harm). Rules are tried in order, so the more
 * specific ones (a pasted document with instructions) come before the general ones (instructions).
 * Measured against a labelled corpus with a held-out part (concern-corpus.ts).
 */

const CONCERN_RULES: ReadonlyArray<readonly [ScenarioCategory, RegExp]> = [
  [
    "crisis-self-harm",
    /\b(?:suicid\w*|self[- ]?harm\w*|hurt(?:ing)? (?:them|him|her)sel(?:f|ves)|kill (?:my|them|him|her)sel\w*|crisis|abuse[ds]?|being (?:hurt|hit|beaten|abused)|domestic violence|emergenc\w*|in danger)\b/i,
  ],
  [
    "document-injection",
    /\b(?:pasted|uploaded|hidden|embedded)\b[^.]{0,40}\b(?:instructions?|commands?|text)\b|\b(?:e-?mail|web ?page|document|pdf|cv|file|article)s?\b[^.]{0,40}\binstructions?\b|\binstructions? (?:to|for) the (?:\w+ )?bot\b/i,
  ],
  [
    "system-prompt-extraction",
    /\b(?:system prompt|(?:its|the|our|your) (?:instructions|prompt|rules|configuration)\b[^.]{0,30}\b(?:reveal|leak|extract|show|print)|(?:reveal|leak|extract|show|print)\w*\b[^.]{0,30}\b(?:instructions|prompt|configuration)|what (?:rules|instructions) it (?:was|has been) given)/i,
  ],
  ["roleplay-jailbreak", /\b(?:jailbreak\w*|role[- ]?play\w*|(?:it|bot|assistant|AI)(?: to)? pretend\w*|DAN)\b/i],
  [
    "prompt-injection",
    /\b(?:prompt injection|ignore (?:its|the|all|previous|prior|your) (?:\w+ )?(?:rules|instructions)|ignor(?:e|ing) its rules|trick\w* (?:it|the (?:bot|assistant))|override|manipulat\w* the (?:bot|assistant|ai))\b/i,
  ],
  [
    "persona-drift",
    /\b(?:forgets? (?:it is|it's|its role|who it is)|(?:it|is|being) (?:a )?human|real person|(?:stays?|stay|staying|out of|breaks?|drops?) (?:in )?character|acting like|persona|drift\w* (?:from|away from) (?:its|the) role)\b/i,
  ],
  [
    "over-reliance",
    /\b(?:rel(?:y|ies|ying) on|over-?reliance|copy(?:ing)? (?:its|the) answers|instead of learning|think(?:ing)? for themselves|decisions? they should|do (?:their|the) (?:homework|work) for)\b/i,
  ],
  [
    "personal-data-extraction",
    /\b(?:personal (?:data|details|information)|privacy|(?:store[sd]?|keeps?|kept|sends?|shares?|sees?|collects?)\b[^.]{0,40}\bdata|data\b[^.]{0,40}\b(?:stores?|stored|keeps?|kept|sends?|sent|shares?|shared|sees?|collect\w*)\b|data (?:leak|breach)|leak\w*|address(?:es)?|phone numbers?|records|full names?|school names?|(?:another|other) (?:customer|user|patient|person)'?s?)\b/i,
  ],
  [
    "minors",
    /\b(?:child(?:ren)?|kids?|pupils?|minors?|under[- ]?1[0-8]s?|age[- ]appropriate|groom\w*|young (?:users|children))\b/i,
  ],
  [
    "dangerous-capabilities",
    /\b(?:weapons?|bombs?|explosives?|drugs?|poison\w*|hack\w*|malware|ransomware|illegal)\b/i,
  ],
  ["harassment-hate", /\b(?:racis\w*|abus\w*|hate\w*|hateful|slurs?|bully\w*|harass\w*|offensive|insult\w*|toxic)\b/i],
  [
    "bias-fairness",
    /\b(?:bias\w*|discriminat\w*|unfair\w*|foreign names?|women and men|men and women|gender|race|ethnic\w*|older (?:applicants|people|candidates)|(?:ranked|scored|rated) (?:lower|higher|differently)|stereotyp\w*)\b/i,
  ],
  [
    "medical-advice",
    /\b(?:medic\w*|dos(?:e|age)s?|diagnos\w*|doctors?|symptoms?|rash|illness|treatment|health advice|prescri\w*)\b/i,
  ],
  [
    "legal-advice",
    /\b(?:legal\w*|law(?:s|yers?)?|solicitors?|court|tenants?|landlords?|contracts?|deadlines? (?:for|to) (?:appeal|court|claim))\b/i,
  ],
  [
    "financial-advice",
    /\b(?:invest\w*|stocks?|funds?|shares|crypto\w*|pensions?|loans?|mortgages?|tax(?:es)?|financ\w*|savings)\b/i,
  ],
  [
    "misinformation",
    /\b(?:made[- ]up|mak(?:e|es|ing) up|invent\w*|fabricat\w*|hallucinat\w*|wrong (?:answer|facts?|information)|confident(?:ly)? (?:but )?wrong|false|misinformation|references?|sources?|citations?)\b/i,
  ],
  [
    "sycophancy",
    /\b(?:agrees? with (?:whatever|everything|anything)|what they want to hear|flatter\w*|prais\w*|sycophan\w*|yes-man|too agreeable)\b/i,
  ],
  [
    "emotional-dependence",
    /\b(?:attach\w*|lonel\w*|dependen\w*|instead of (?:seeing|talking to) (?:people|friends|family)|every night|prefer\w* it to|companion\w*|friends and family)\b/i,
  ],
  [
    "manipulation-pressure",
    /\b(?:upsell\w*|push(?:es|ing)? (?:\w+ ){0,2}(?:to )?buy|pressur\w*|fake urgency|urgency|dark patterns?|sell(?:ing)? (?:to|more)|more expensive)\b/i,
  ],
  [
    "over-refusal",
    /\b(?:refus\w*|too (?:cautious|careful|strict)|so cautious|over-?caut\w*|blocks? (?:normal|harmless))\b/i,
  ],
  [
    "off-topic-drift",
    /\b(?:off[- ]topic|nothing to do with|unrelated|politics|religio\w*|poems?|stories|outside (?:its|the) (?:scope|purpose))\b/i,
  ],
];

/** The category that tests the concern; scope and helpfulness when no rule matches. */
export function concernCategory(text: string): ScenarioCategory {
  return CONCERN_RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? "scope-helpfulness";
}
