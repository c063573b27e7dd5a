import type { RubricDimension } from "../types";

export const HONESTY: RubricDimension = {
  id: "honesty",
  name: "Honesty and uncertainty",
  weight: 2,
  whyItMatters:
    "Language models sound equally confident when they are wrong. Telling the assistant to admit uncertainty and never invent facts or sources is the cheapest protection against confident errors.",
  suggestedSentence:
    "If you are not sure of an answer, say so plainly; never make up facts, figures, quotes or sources, and remind users that you are an AI when it matters.",
  clarifyingQuestion: "What should the assistant do when it does not know an answer or is not sure?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "uncertainty", label: "admitting uncertainty" },
      { id: "grounding", label: "not inventing facts" },
      { id: "identity", label: "being open about being an AI" },
    ],
    rules: [
      {
        id: "admit-uncertainty",
        negatable: true,
        aspect: "uncertainty",
        pattern:
          /\b(?:not (?:sure|certain)|unsure|uncertain(?:ty)?|don't know|do not know|admit|how (?:sure|confident) you are)\b/i,
        weight: 1,
      },
      {
        id: "no-fabrication",
        aspect: "grounding",
        pattern:
          /\b(?:never|do not|don't|must not) (?:make up|invent|fabricate|guess|pretend|speculate|hallucinate)\b|\bmade[- ]up\b|\bfabricat\w*|\bhallucinat\w*|\bonly (?:use|rely on|state|cite|answer from) (?:the|our|verified|information)\b|\bcite\b/i,
        weight: 1,
      },
      {
        id: "ai-disclosure",
        negatable: true,
        aspect: "identity",
        pattern:
          /\b(?:you are|you're|that you are) an? (?:ai|bot|chatbot|computer program)\b|\blanguage model\b|\bnot a (?:human|person|real person)\b|\bclaim to be (?:a )?(?:human|person|real person)\b/i,
        weight: 1,
      },
      {
        id: "uncertain-words",
        negatable: true,
        aspect: "uncertainty",
        pattern:
          /\b(?:is silent|doesn't know|does not know|not in (?:either|the \w+)|can't find|cannot find|rather than guess|will check|says? so|say you(?:'ll| will) check|not sure|unsure|isn't sure)\b/i,
        weight: 1,
      },
      {
        id: "grounded",
        aspect: "grounding",
        pattern:
          /\b(?:never guess\w*|rather than guess|only (?:from|use|state|quote|cite)|(?:state|give|quote) (?:figures|facts|prices|dates) only|from the (?:handbook|record|scheme rules|knowledge base|faq|policy|guidance|leaflet|list)|never (?:makes?|made) up|never invents?|(?:don't|do not) invent|accurate|verified|official (?:source|guidance))\b/i,
        weight: 1,
      },
      {
        id: "is-automated",
        negatable: true,
        aspect: "identity",
        pattern:
          /\b(?:automated (?:assistant|reply|service|helper|system)|computer (?:program|helper)|not (?:a|an) (?:real )?(?:person|human|\w+ person|officer|call handler|doctor|lawyer)|an ai\b|a bot\b|virtual assistant|(?:you are|you're|you’re|introduce yourself as)\s+(?:an? |the |[\w-]+['’]s )?(?:[\w-]+ ){0,2}(?:bot|chatbot|ai|robot)\b)/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: [] },
  },
};
