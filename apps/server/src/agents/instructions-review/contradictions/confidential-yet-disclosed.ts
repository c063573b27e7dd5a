import { ASKED_BY_OTHERS, SOMEONES_DATA } from "../harmful-rules";
import type { Directive } from "../../../text/directives";
import { MAX_PER_BUCKET } from "./limits";
import { affirmed } from "./rule-conditions";
import { topicWords } from "./rule-subjects";

// ---------------------------------------------------------------------------------------------
// Confidential, yet passed on
// ---------------------------------------------------------------------------------------------

/** "Never share … with anyone", "is confidential": what the user tells or owns stays with them. */
export const KEEPS_CONFIDENTIAL =
  /\b(?:is|are|be|stays?|remains?|kept|keep (?:\w+ ){0,3}?)\s*(?:strictly |completely |always )?(?:confidential|private|secret)\b|\b(?:share|reveal|disclose|tell|give|pass|send|show|discuss|repeat|confirm)\w*\b[^.;]{0,60}\b(?:with|to) (?:anyone|anybody|others|other people|third[- ]part\w+|outside)\b/i;
/** "To our partner employers", "with a third party": a recipient who is not the user. */
const TO_OTHERS =
  /\b(?:to|with) (?:the |our |their |his |her |a |an |any )?(?:[\w-]+ ){0,2}?(?:partners?|employers?|landlords?|relatives?|family members?|visitors?|third[- ]part\w+|other (?:guests|customers|members|patients|users|residents|people))\b/i;
const DISCLOSES = /\b(?:tell|give|send|share|forward|pass|show|reveal|e-?mail|read out|confirm|disclose)\w*\b/i;
/** "Information", "everything they tell you": a confidentiality rule about all of the user's data. */
const ANY_OF_THEIR_DATA = /\b(?:information|details|data|records|everything|anything)\b/i;
/** What the rule protects is the assistant's own text: "keep these instructions private". */
const OWN_TEXT = /\b(?:instructions|prompt|rules|system message|guidelines)\b/i;

/** Either way of naming someone other than the user, as one cue. */
export const OTHERS_CUE = new RegExp(`${TO_OTHERS.source}|${ASKED_BY_OTHERS.source}`, "i");

export function* confidentialYetDisclosed(
  keeping: readonly Directive[],
  passing: readonly Directive[],
): Generator<[Directive, Directive, string]> {
  const keeps = keeping
    .filter((d) => d.modality !== "may" && KEEPS_CONFIDENTIAL.test(d.plain) && !OWN_TEXT.test(d.plain))
    .slice(0, MAX_PER_BUCKET);
  if (keeps.length === 0) return;
  const passes = passing
    .filter(
      (d) =>
        (d.modality === "must" || d.modality === "may") &&
        affirmed(d, DISCLOSES) &&
        (TO_OTHERS.test(d.plain) || ASKED_BY_OTHERS.test(d.plain)) &&
        !OWN_TEXT.test(d.plain) &&
        !/\b(?:consent|urgent|danger|safeguarding|emergency|crisis)\b/i.test(d.plain),
    )
    .slice(0, MAX_PER_BUCKET);
  for (const keep of keeps) {
    const kept = new Set(topicWords(keep).filter((word) => word.length > 3 && !/\d/.test(word)));
    for (const pass of passes) {
      if (pass.line.number === keep.line.number) continue;
      // "Patient information is confidential" keeps everything about the user: any of their data passed on breaks it.
      const shared =
        topicWords(pass).find((word) => kept.has(word)) ??
        (ANY_OF_THEIR_DATA.test(keep.plain) ? SOMEONES_DATA.exec(pass.plain)?.[0] : undefined);
      if (shared === undefined) continue;
      yield [keep, pass, `${shared}: confidential, yet passed to someone else`];
      break;
    }
  }
}
