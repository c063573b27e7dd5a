import { NUMBER_WORDS } from "../../../text/vocabulary";
import type { RubricDimension } from "../types";

/** A count in figures or words: "80", "three". */
const COUNT = `(?:\\d+|${NUMBER_WORDS.join("|")})`;

export const OUTPUT_FORMAT: RubricDimension = {
  id: "output-format",
  name: "Output format",
  weight: 1,
  whyItMatters:
    "Length, structure and language decide whether an answer is usable where it is shown. A format rule is also the easiest rule to test.",
  suggestedSentence:
    "Answer in at most 150 words, use a numbered list for steps, and reply in the same language as the user.",
  clarifyingQuestion: "What should a typical answer look like: its length, its structure and its language?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "structure", label: "a structure" },
      { id: "length", label: "a length" },
      { id: "language", label: "a language" },
    ],
    rules: [
      {
        id: "structure",
        aspect: "structure",
        pattern:
          /\b(?:markup|format(?:ting)?)["']?\s*[:=]|\b(?:markdown|bullet(?:ed)? (?:points?|lists?)|bullets|numbered (?:lists?|steps)|headings?|tables?|json|plain text|paragraphs?|code blocks?|latex|step[- ]by[- ]step)\b/i,
        weight: 1,
      },
      {
        id: "length",
        aspect: "length",
        pattern:
          /\bmax(?:imum)?[_ -]?(?:words|sentences|characters|chars|length|lines)\b["']?\s*[:=]\s*\d+|\b(?:(?:under|at most|no more than|fewer than|maximum of|up to|between \d+ and) \d+ (?:words|sentences|lines|paragraphs|bullets?|bullet points|characters|steps|items)|\d+ (?:to|-|–) \d+ (?:words|sentences|lines|paragraphs)|one or two (?:sentences|paragraphs|lines)|two or three (?:sentences|paragraphs|lines)|(?:short|brief|concise) (?:answers|replies|responses|paragraphs)|keep (?:answers|responses|replies|it|them) (?:short|brief|concise))\b/i,
        weight: 1,
      },
      {
        id: "language",
        aspect: "language",
        pattern:
          /\b(?:respond|reply|answer|write|speak) (?:only )?in (?:the (?:user's|same) language|english|french|spanish|german|italian|portuguese|dutch|welsh|plain english)\b|\bsame language as\b/i,
        weight: 1,
      },
      {
        // A length in any unit, with the number in figures or words: "no more than three
        // sentences", "four short lines", "a sentence or two".
        id: "length-any",
        aspect: "length",
        pattern: new RegExp(
          `\\b${COUNT}(?:\\s*(?:to|-|–|or)\\s*${COUNT})?\\s+(?:short\\s+|brief\\s+)?(?:words|sentences|lines|paragraphs|bullets?|bullet points|characters|chars)\\b|\\ba (?:sentence|paragraph|line) or two\\b|\\b(?:a |one )?single (?:sentence|paragraph|line)\\b|\\b(?:a|one) short paragraph\\b`,
          "i",
        ),
        weight: 1,
      },
      {
        id: "length-words",
        aspect: "length",
        pattern:
          /\b(?:(?:at most|under|no more than|up to|fewer than|maximum|max)\s*\d+|\d+ (?:words|characters|sentences)|one (?:question|message|sentence|idea) (?:per|at a time)|short (?:messages?|paragraphs?|sentences|replies|answers)|(?:keep|kept) (?:\w+ )?(?:short|brief)|160 characters|one text)\b/i,
        weight: 1,
      },
      {
        id: "form-words",
        aspect: "structure",
        pattern:
          /\b(?:plain[- ]text|no (?:tables|headings|markdown|links|images|emojis?|bullets?)|subject line|numbered|bullets?|steps? as|a link|one link|lists?|spoken|say (?:numbers|dates))\b/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["length"] },
  },
};
