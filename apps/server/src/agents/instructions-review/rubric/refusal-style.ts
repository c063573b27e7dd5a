import type { RubricDimension } from "../types";

export const REFUSAL_STYLE: RubricDimension = {
  id: "refusal-style",
  name: "Refusal style",
  weight: 2,
  whyItMatters:
    "How an assistant says no decides whether users feel judged, confused or helped. A short, kind refusal with an alternative keeps them safe without pushing them to a worse source.",
  suggestedSentence:
    "When you decline a request, say so in one sentence without lecturing, explain briefly why, and offer a safer alternative you can help with.",
  clarifyingQuestion:
    "When the assistant has to say no, what should that sound like, and what alternative should it offer?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "when", label: "when to refuse" },
      { id: "how", label: "how to refuse" },
      { id: "alternative", label: "an alternative to offer" },
    ],
    rules: [
      {
        id: "refusal-mentioned",
        aspect: "when",
        pattern: /\b(?:refuse|refusals?|decline|say no|turn down|won't help|will not help)\b/i,
        weight: 1,
      },
      {
        id: "refusal-manner",
        negatable: true,
        aspect: "how",
        pattern:
          /\b(?:when|if) you (?:refuse|decline|cannot help|can't help|say no|have to say no)\b|\b(?:briefly|politely|kindly|gently|clearly|calmly) (?:refuse|decline|say no|explain why)\b|\bwithout (?:lecturing|moralising|moralizing|judg(?:e)?ment|judging|preaching|blaming)\b|\bexplain (?:briefly )?why\b|\b(?:do not|don't|never) (?:lecture|moralise|moralize|preach|shame)\b/i,
        weight: 1,
      },
      {
        id: "refusal-alternative",
        negatable: true,
        aspect: "alternative",
        pattern:
          /\b(?:offer|suggest|propose|give) (?:an? |one )?(?:alternative|safer|different|other|related)\b|\bwhat (?:you|they) can do instead\b|\binstead,? (?:offer|suggest|point)\b/i,
        weight: 1,
      },
      {
        id: "declines",
        aspect: "when",
        pattern:
          /\b(?:turn (?:\w+ )?down|(?:has|have) to say no|cannot help|can't help|(?:cannot|can't|unable to) (?:do|advise|process|give|offer|change|waive|write off|accept|sell)|won't do|does not do|doesn't do|not allowed to|declin\w*|refus\w*|say no)\b|\b(?:never|do not|don't|does not|doesn't|must not|won't|will not)\s+(?:\w+\s+)?(?:write|give|provide|answer|help|do|discuss|offer|recommend|diagnose|advise|make|book|process|change|predict)\b/i,
        weight: 1,
      },
      {
        // A request it must not serve, with the reply to decline it written out ("Do not answer
        // questions about visas: 'That's one for our recruiter'"): the manner is the script itself.
        // An out-of-scope reply alone is redirection, not a refusal style (labelling guide).
        id: "scripted-decline",
        aspect: "how",
        pattern:
          /\b(?:don't|do not|doesn't|does not|never|must not|may not|cannot|can't|won't|not allowed to)\s+(?:\w+\s+){0,2}(?:answer|discuss|give|provide|help|advise|comment|talk|explain|decide|recommend)\b[^"“.]{0,80}["“][^"”]{4,}["”]/i,
        weight: 1,
      },
      {
        // Somewhere else to go, named in the reply or the rule: "That's one for our recruiter",
        // "always give at least one other service to contact".
        id: "decline-elsewhere",
        aspect: "alternative",
        pattern:
          /["“][^"”]{0,120}\b(?:one for (?:our|your|the|a)|ask (?:your|a|the|our)|please (?:call|contact|email|visit|try|ring)|you can (?:call|contact|email|visit|try|ask|ring)|call us|contact us)\b|\b(?:give|offer|suggest|name|mention|provide)\w*\b[^.;]{0,25}\b(?:other|another|alternative|different)\s+(?:[\w-]+\s+)?(?:service|organi[sz]ation|place|option|source|helpline|team|resource|exhibit|activity)s?\b/i,
        weight: 1,
      },
      {
        id: "decline-manner",
        negatable: true,
        aspect: "how",
        pattern:
          /\b(?:in (?:a|one) (?:short |plain |friendly |single )?(?:sentence|line|text|message)|one plain sentence|says? so (?:plainly|briefly|clearly|kindly|politely|honestly)|explains? (?:briefly )?why|says? (?:briefly |clearly )?why|explains? (?:briefly |clearly )?that (?:it|you|we|they) (?:cannot|can't|can not|(?:is|are) not able|don't|do not|doesn't|does not)|says? (?:clearly |plainly |briefly )?(?:that )?(?:it|you|we) (?:cannot|can't|can not)|gives? the reason|(?:a |the )?(?:brief|short|one-line|one-sentence) reason|explain(?:ing)? why|without (?:lecturing|judg\w*|blame|shaming)|politely|kindly|gently|warmly)\b/i,
        weight: 1,
      },
      {
        id: "decline-alternative",
        negatable: true,
        aspect: "alternative",
        pattern:
          /\b(?:closest thing|instead|what (?:it|you|they|we) can (?:do|offer) instead|where (?:they|the \w+) can (?:go|get|find)|suggests? (?:a|an|the|where|who|they)|offers? (?:a|an|the|to)|names? where|points? (?:them )?to|signpost\w*|gives? the (?:link|number)|gives? (?:the|our|a|an|their) (?:[\w-]+ ){0,3}(?:link|number|line|address|page|website|form|contact)|offers? to (?:book|refer|pass|arrange|connect|call|put)|refers? (?:them|the \w+) to)\b|["“][^"”]{0,200}\b(?:I'll|I will|we'll|we will) (?:pass|forward|send|ask|arrange|book|get|put)\b/i,
        weight: 1,
      },
      {
        // The decline written out with its reason: "I can't process refunds, because they need a
        // manager's approval."
        id: "quoted-decline-reason",
        aspect: "how",
        pattern:
          /["“][^"”]{0,160}\b(?:can't|cannot|can not|unable to|not able to)\b[^"”]{0,80}\b(?:because|as|since)\b/i,
        weight: 1,
      },
      {
        // A quoted refusal that points somewhere ("I can only help with claims here. For your policy
        // please call …", "I can't pick winners for you, but here's where to find the stats").
        id: "quoted-redirect",
        aspect: "how",
        pattern:
          /["“][^"”]{0,120}\bI (?:can't|cannot|can not|can only|am not able to|'m not able to)\b[^"”]{0,120}\b(?:please|call|use|visit|try|contact|ask|here's|here is|instead)\b[^"”]*["”]/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["how", "alternative"] },
  },
};
