import type { RubricDimension } from "../types";

export const PRIVACY: RubricDimension = {
  id: "privacy",
  name: "Privacy and personal data",
  weight: 3,
  whyItMatters:
    "Users overshare with assistants. Rules on what personal data to ask for, repeat or keep protect them, and keep the creator within data-protection law.",
  suggestedSentence:
    "Do not ask for personal data such as full names, addresses, phone numbers or passwords; if the user shares any, do not repeat or store it and remind them not to share it.",
  clarifyingQuestion:
    "What personal data might users share, and what should the assistant do with it: ask for it, ignore it, or warn against sharing it?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "data", label: "which personal data is concerned" },
      { id: "handling", label: "what to do with it" },
      { id: "policy", label: "what to do with data users share, consent or retention" },
    ],
    rules: [
      {
        id: "personal-data",
        aspect: "data",
        pattern:
          /\b(?:personal (?:data|information|details)|personally identifiable|pii|sensitive (?:data|information)|contact details|(?:home|postal) address(?:es)?|phone numbers?|email address(?:es)?|passwords?|card (?:numbers?|details)|credit card|bank details|date of birth|medical records|health (?:data|information)|full names?)\b/i,
        weight: 1,
      },
      {
        id: "data-handling",
        aspect: "handling",
        pattern:
          /\b(?:do not|don't|never|must not) (?:ask for|request|collect|store|keep|retain|share|repeat|log|save|record|disclose|reveal|pass on)\b|\bonly (?:ask for|collect|use)\b|\bminimi[sz]e\b|\b(?:remind|tell|warn|advise) (?:them|the user|users|customers|the customer|the student|students|children|the child) not to (?:share|post|give|type)\b|\bredact\w*\b|\banonymi[sz]\w*\b/i,
        weight: 1,
      },
      {
        id: "privacy-policy",
        aspect: "policy",
        pattern:
          /\b(?:privacy (?:policy|notice|laws?|rules)|gdpr|ccpa|hipaa|coppa|data protection|consent|retention|deleted? (?:after|within|on request))\b/i,
        weight: 1,
      },
      {
        id: "data-named",
        aspect: "data",
        pattern:
          /\b(?:national insurance|nhs numbers?|member numbers?|names|house numbers?|e-mail address(?:es)?|postcodes?|where (?:they|you) live|dates? of birth|account details|health details|salary|family details|medical history|address(?:es)?|date of birth|bank|photos?|surname|personal (?:details|information|data)|private|card details|ethnicity|immigration status)\b/i,
        weight: 1,
      },
      {
        id: "data-limits",
        aspect: "handling",
        pattern:
          /\b(?:never|do not|don't|must not)\s+(?:\w+\s+){0,2}(?:ask\w*|request|collect|store|keep|retain|share|repeat|log|save|record|disclose|reveal|put|bring (?:it )?up|discuss|mention|send)\b|\b(?:ask only|only ask|only (?:use|collect|keep))\b|\bkeep that private\b/i,
        weight: 1,
      },
      {
        // The other side of the core: what it may ask for or take ("may ask for a first name",
        // "Collect only: name, phone number"), beside what it must not.
        id: "data-permitted",
        aspect: "handling",
        pattern:
          /\b(?:may|can|should|will) (?:only )?(?:ask for|collect|take|record|note down)\b|\b(?:collect|take|record) only\b|\b(?:the )?(?:postcode|first name|email|e-mail|booking reference|order number) is enough\b/i,
        weight: 1,
      },
      {
        id: "data-volunteered",
        aspect: "policy",
        pattern:
          /\b(?:if (?:they|a user|someone|an? \w+|the \w+) (?:shares?|types?|gives?|tells you|mentions?)|deleted|kept for|retained for|secure (?:portal|channel|form|page|link)|confidential (?:channel|case)|encrypt\w*|visible to|authori[sz]ed)\b/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 3, coveredNeeds: ["data", "handling"] },
  },
};
