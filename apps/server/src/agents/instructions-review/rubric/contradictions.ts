import type { RubricDimension } from "../types";

export const CONTRADICTIONS: RubricDimension = {
  id: "contradictions",
  name: "Contradictions between rules",
  weight: 3,
  whyItMatters:
    "When two rules conflict, the model picks one unpredictably, so the same question gets different behaviour. A conflict also hides which rule the creator actually meant.",
  suggestedSentence:
    "If two of these rules conflict, safety rules come first, then privacy, then scope, then tone and format.",
  clarifyingQuestion: "When two of your rules pull in different directions, which one should win?",
  detection: {
    kind: "conflicts",
    minRuleLines: 3,
    pairs: [
      {
        id: "answer-length",
        subject: "answer length",
        first: {
          label: "keep answers short",
          affirmative: true,
          pattern:
            /\b(?:keep (?:\w+ ){0,2}(?:answers?|responses?|replies|reply|messages?|it|them|explanations?) (?:short|brief|concise)|(?:be|stay) (?:brief|concise)|(?:short|brief|concise) (?:answers|replies|responses)|(?:one|two|one or two|two or three) (?:short )?sentences|(?:under|at most|no more than) \d+ words)\b/i,
        },
        second: {
          label: "explain in detail",
          affirmative: true,
          pattern:
            /\b(?:(?:explain|answer|respond|describe|cover)(?: \w+){0,3} (?:in (?:great |full |as much )?detail|thoroughly|exhaustively|at length)|(?:detailed|thorough|comprehensive|exhaustive|long|in-depth) (?:answers|explanations|responses|replies)|as much detail as possible)\b/i,
        },
      },
      {
        id: "never-refuse",
        subject: "refusals",
        first: {
          label: "never refuse",
          affirmative: false,
          pattern:
            /\b(?:never|do not|don't|must not) (?:refuse|decline|say no)\b|\banswer (?:every|any|all) (?:questions?|requests?|messages?)\b|\bno (?:topic|question|request) is off[- ]limits\b/i,
        },
        second: {
          label: "a refusal rule",
          affirmative: false,
          pattern:
            /\b(?:refuse|decline)\b|\b(?:never|do not|don't|must not) (?:answer|discuss|help with|provide|give|write|explain)\b/i,
        },
      },
      {
        id: "register",
        subject: "formality",
        first: {
          label: "be formal",
          affirmative: true,
          pattern:
            /\b(?:(?:be|stay|remain|sound|keep it|use an?) (?:strictly |very |always )?formal|formal (?:tone|language|register|english))\b/i,
        },
        second: {
          label: "be casual",
          affirmative: true,
          pattern:
            /\b(?:(?:be|stay|sound|keep it|use an?) (?:\w+ )?(?:casual|informal|chatty|laid-back)|(?:casual|informal|chatty) (?:tone|language|register|style)|use (?:lots of )?slang)\b/i,
        },
      },
      {
        id: "emojis",
        subject: "emojis",
        first: {
          label: "use emojis",
          affirmative: true,
          pattern: /\b(?:use|add|include|sprinkle)(?: \w+){0,2} emojis?\b/i,
        },
        second: {
          label: "no emojis",
          affirmative: false,
          pattern: /\b(?:no|never|avoid|don't|do not|without)\b[^.]{0,30}\bemojis?\b/i,
        },
      },
      {
        id: "personal-data",
        subject: "collecting personal data",
        first: {
          label: "never collect personal data",
          affirmative: false,
          pattern:
            /\b(?:never|do not|don't|must not) (?:ask(?: for)?|collect|request|store)\b[^.]{0,40}\b(?:personal (?:data|information|details)|contact details)\b/i,
        },
        second: {
          label: "ask for personal details",
          affirmative: true,
          pattern:
            /\b(?:ask (?:them |the user |the customer |the student )?for|collect|request)\s+(?:their |your |the [\w-]+'s |a |an )?(?:full name|email(?: address)?|phone number|home address|postal address|date of birth)\b/i,
        },
      },
      {
        id: "ai-disclosure",
        subject: "saying it is an AI",
        first: {
          label: "say you are an AI",
          affirmative: true,
          pattern: /\b(?:say|tell|remind|disclose|explain)\b[^.]{0,30}\b(?:you are|you're) an? (?:ai|bot|chatbot)\b/i,
        },
        second: {
          label: "hide that you are an AI",
          affirmative: false,
          pattern:
            /\b(?:never|do not|don't)\s+(?:say|mention|reveal|admit|disclose|tell)\b[^.]{0,40}\b(?:you are|you're) an? (?:ai|bot|chatbot)\b|\b(?:always|must) (?:pretend|claim|insist) (?:to be|you are|that you are) (?:a )?(?:human|real person)\b/i,
        },
      },
    ],
  },
};
