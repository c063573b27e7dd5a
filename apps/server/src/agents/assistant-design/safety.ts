import type { SafetyKind } from "./design-state";

/**
 * Safety mentions: a sentence that names self-harm, abuse, minors, a medical emergency, weapons,
 * fraud or discrimination. Each kind is a small set of patterns for the situation, not for one
 * wording. A pattern followed by a service's name ("the domestic abuse helpline", "our fraud
 * team") names where to send someone, not the situation itself, and does not count.
 */

const PATTERNS: Readonly<Record<SafetyKind, RegExp>> = {
  "self-harm":
    /\b(?:self[- ]?harm\w*|suicid\w*|(?:kill|hurt|harm|cut)(?:s|ing)? (?:my|them|him|her|your|our)sel(?:f|ves)|end(?:ing)? (?:it all|(?:my|their|his|her|your) (?:own )?life)|take (?:my|their|his|her) own life|want(?:s|ed)? to die|giv(?:e|es|ing) up on life|(?:can't|cannot|don't) see a way out|no way out|not worth living|better off dead|overdos\w*)/i,
  abuse:
    /\b(?:abus(?:e|ed|es|ing|ive)|domestic violence|harass\w*|assault\w*|(?:hits?|hitting|beats?|beating|hurting|kicks?) (?:me|them|him|her|you|us)\b|beaten up|shouts? at (?:me|them|him|her)|threaten\w*|controls? all (?:my|their|his|her) money|takes? (?:my|her|his|their) (?:pension|money|benefits)|groom(?:s|ed|ing)\b|coerc\w*|stalk\w*|keeps? breaking in)/i,
  minors:
    // Whole words: "childish", "kidney" and "minority" name no minor.
    /\b(?:child(?:ren|'s)?|kids?|minors?|teen(?:ager|age)?s?|under[- ]?1[2-8]s?|primary[- ]school|pupils?|schoolchildren|young people|adolescents?|(?:[4-9]|1[0-7])(?:\s*(?:to|-)\s*1?\d)?[- ]year[- ]olds?|aged? (?:[3-9]|1[0-7]))\b/i,
  "medical-emergency":
    /\b(?:chest pains?|trouble breathing|(?:can't|cannot|not|stopped) breathing|difficulty breathing|unconscious|collapsed|(?:a |having a )?stroke\b|heart attack|seizures?|anaphyla\w*|allergic reaction|bleeding|took too many|taken too many|overdos\w*|poison(?:ed|ing)|choking|feel(?:s|ing)? (?:shaky|faint|dizzy)|fainted|sepsis)/i,
  weapons:
    /\b(?:guns?|firearms?|knife|knives|weapons?|bombs?|explosives?|rifles?|pistols?|shoot(?:ing|s)?|stab(?:bed|bing|s)?|acid attack)\b/i,
  fraud:
    /\b(?:fraud\w*|scam\w*|phishing|stolen (?:identit(?:y|ies)|cards?|card details|accounts?|passwords?)|identity theft|money laundering|fake (?:ids?|identit(?:y|ies)|invoices?|accounts?)|safe account|pretending to be (?:our|a|the|your)|impersonat\w*)/i,
  discrimination:
    /\b(?:discriminat\w*|racis[mt]\w*|sexis[mt]\w*|homophob\w*|transphob\w*|bias(?:ed)? against|favou?r(?:s|ing)? (?:younger|older|men|women|white|male|female|native)|because of (?:their|his|her|your) (?:race|nationality|religion|gender|sex|age|disability|accent|ethnicity|skin)|treat(?:s|ing)? (?:people|them|someone|users|applicants) differently)/i,
};

/** "…abuse helpline", "…fraud team": the words name a service to send someone to. */
const SERVICE_AFTER =
  /^[\s-]*(?:help ?lines?|lines?|services?|teams?|officers?|charit(?:y|ies)|support|units?|advisers?|specialists?|prevention)\b/i;

export interface SafetyHit {
  kind: SafetyKind;
  /** The sentence, as written. */
  quote: string;
  /** The same sentence says what to do ("If they mention self-harm, give the Samaritans number"). */
  respondedInline: boolean;
}

/** A sentence that says what the assistant does about the case it names. */
const INLINE_RESPONSE =
  /\b(?:samaritans|childline|\d{3}(?:[ -]\d{2,4})+|999|112|911|988|give[sn]?|call|tell(?:s)? (?:them|him|her)|goes? (?:straight )?to|go(?:es)? straight|hand(?:s|ed)? (?:over|it|the chat)|rout(?:e|es|ed)|refer(?:s|red)?|pass(?:es|ed)? (?:it|the chat)|alert|escalat\w*|must refuse|refuses?)\b/i;
const CONDITION = /\b(?:if|when|whenever|anything about|any (?:mention|report) of)\b/i;

export function findSafetyMentions(sentences: readonly string[]): SafetyHit[] {
  const hits: SafetyHit[] = [];
  for (const sentence of sentences) {
    for (const kind of Object.keys(PATTERNS) as SafetyKind[]) {
      if (!mentions(PATTERNS[kind], sentence)) continue;
      hits.push({
        kind,
        quote: sentence,
        respondedInline: CONDITION.test(sentence) && INLINE_RESPONSE.test(sentence),
      });
    }
  }
  return hits;
}

function mentions(pattern: RegExp, sentence: string): boolean {
  const global = new RegExp(pattern.source, "gi");
  for (const match of sentence.matchAll(global)) {
    const after = sentence.slice(match.index + match[0].length);
    if (!SERVICE_AFTER.test(after)) return true;
  }
  return false;
}
