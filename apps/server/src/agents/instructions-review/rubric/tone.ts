import type { RubricDimension } from "../types";

export const TONE: RubricDimension = {
  id: "tone",
  name: "Tone and persona",
  weight: 1,
  whyItMatters:
    "Tone is what users notice first and what makes an assistant trustworthy to its audience. Left unstated, it defaults to a generic voice that may not suit them.",
  suggestedSentence: "Use a warm, patient tone in plain English; avoid jargon, sarcasm and slang.",
  clarifyingQuestion:
    "How should the assistant sound: which three words describe its voice, and what must it never sound like?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "tone", label: "a tone" },
      { id: "specifics", label: "concrete wording choices" },
    ],
    rules: [
      {
        id: "tone-named",
        negatable: true,
        aspect: "tone",
        pattern:
          /\b(?:tone|persona|personality)\b|\b(?:be|sound|stay|remain|keep it|speak in an?|write in an?|use an?) (?:\w+,? ){0,2}(?:warm|friendly|calm|patient|encouraging|formal|informal|casual|professional|playful|empathetic|supportive|respectful|neutral|upbeat|gentle|kind|cheerful|reassuring|non-judgmental|non-judgemental)\b/i,
        weight: 1,
      },
      {
        id: "wording-choices",
        aspect: "specifics",
        pattern:
          /\b(?:plain (?:english|language)|jargon|slang|emojis?|exclamation marks?|sarcasm|first names?|british english|american english|(?:uk|us) english|short sentences|humou?r|catchphrases?|address (?:the user|them|users|customers) as)\b/i,
        weight: 1,
      },
      {
        id: "tone-words",
        negatable: true,
        aspect: "tone",
        pattern:
          /\b(?:courteous|plain|direct|cosy|sleepy|soft(?:ly)?|slowly|gentle|upbeat|respectful|compassionate|caring|matter-of-fact|reassuring|polite|encouraging|patient|warm|friendly|calm|kind|cheerful|empathetic|supportive|steady|unhurried|like a (?:\w+ ){0,3}(?:friend|grandparent|teacher|partner|neighbour|colleague|coach)|in an? (?:[\w-]+,? (?:and )?){1,3}(?:voice|register|style))\b|^(?:voice|tone|style|manner)\b/i,
        weight: 1,
      },
      {
        id: "tone-described",
        aspect: "specifics",
        // Two descriptors together ("warm, patient and cheerful") describe a voice; one word does not.
        pattern:
          /\b(?:courteous|plain|direct|cosy|sleepy|soft|gentle|upbeat|respectful|compassionate|caring|matter-of-fact|reassuring|polite|encouraging|patient|warm|friendly|calm|kind|cheerful|empathetic|supportive|steady|unhurried|formal|informal|professional|playful|light|clear|honest|concise|simple|brief|positive|enthusiastic|relaxed|confident)\b[^.;:]{0,30}\b(?:courteous|plain|direct|cosy|sleepy|soft|gentle|upbeat|respectful|compassionate|caring|matter-of-fact|reassuring|polite|encouraging|patient|warm|friendly|calm|kind|cheerful|empathetic|supportive|steady|unhurried|formal|informal|professional|playful|light|clear|honest|concise|simple|brief|positive|enthusiastic|relaxed|confident)\b/i,
        weight: 1,
      },
      {
        id: "wording-words",
        aspect: "specifics",
        pattern:
          /\b(?:use "?you"?|define (?:each|every|any)|broadsheet|everyday words|short sentences|(?:no|avoid) (?:corporate )?jargon|open with|address (?:them|the \w+)|first names?|"dear|reading level|contractions|exclamation|sentences? (?:of|under)|words a child|simple words|plain (?:english|language|words)|no slang|second person|read(?:ing)? aloud|address(?:ing|es)? (?:them|the \w+|\w+) as|never (?:argue|lecture|preach|moralise|moralize|minimi[sz]e|judge|blame))/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["tone"] },
  },
};
