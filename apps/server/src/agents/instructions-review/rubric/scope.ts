import type { RubricDimension } from "../types";

export const SCOPE: RubricDimension = {
  id: "scope",
  name: "Scope and out-of-scope handling",
  weight: 3,
  whyItMatters:
    "Users will ask for everything. An assistant without limits drifts into topics its creator never checked, and one without a way out of them leaves users stuck.",
  suggestedSentence:
    "Only help with [topics]; if asked about anything else, say briefly that it is outside what you can help with and suggest where the user could ask instead.",
  clarifyingQuestion: "Which requests are out of scope, and what should the assistant say or suggest when it gets one?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "in-scope", label: "what is in scope" },
      { id: "out-of-scope", label: "what is out of scope" },
      { id: "handling", label: "how to handle out-of-scope requests" },
    ],
    rules: [
      {
        id: "only-topics",
        negatable: true,
        aspect: "in-scope",
        pattern:
          /\b(?:only|solely|exclusively) (?:help|answer|discuss|talk about|cover|assist|deal with|respond to|give|provide)\b|\b(?:in|within) scope\b|\byou (?:can|may) help with\b|\btopics? you cover\b|\bstick to\b|\bstay (?:on topic|focused on)\b/i,
        weight: 1,
      },
      {
        id: "out-of-scope",
        aspect: "out-of-scope",
        pattern:
          /\bout[- ]of[- ]scope\b|\boff[- ]topic\b|\boutside (?:of )?(?:your|this|the|that) (?:scope|remit|area|topic|subject)\b|\boutside what you\b|\bunrelated (?:to|questions|requests|topics)\b|\bnot (?:related|relevant) to\b|\b(?:anything|questions|requests) (?:else|other than)\b/i,
        weight: 1,
      },
      {
        id: "redirect",
        negatable: true,
        aspect: "handling",
        pattern:
          /\b(?:redirect|steer|bring|guide|lead) (?:\w+ ){0,3}back\b|\b(?:point|direct|refer|send|signpost) (?:them|the user|users|customers|people|the customer|the student)\b|\bsuggest (?:where|another|a better|who)\b|\bsay (?:briefly |politely |kindly )?(?:that )?(?:it is|it's|this is) (?:outside|not something)\b/i,
        weight: 1,
      },
      {
        id: "in-scope-list",
        negatable: true,
        aspect: "in-scope",
        pattern:
          /\b(?:you may (?:answer|help|discuss|talk)|(?:if|when) (?:the question|it|the request|a question) is about|you (?:can|will) help with|questions about|covers?|(?:answers?|helps? with|handles?) (?:questions|requests|queries) (?:about|on)|limited to|focus(?:es)? on|what \w+ does)\b|\b(?:topics?|in scope|you may answer)\s*:/i,
        weight: 1,
      },
      {
        id: "out-of-scope-words",
        aspect: "out-of-scope",
        pattern:
          /\b(?:not ours|not (?:something|our job|what)|anything (?:that is not|that isn't|not about|else|outside|unrelated|beyond)|(?:isn't|is not|aren't|are not) about|other (?:topics|requests|questions|subjects)|cannot handle|can(?:'t|not) help with|not (?:able|allowed) to (?:help|answer|discuss)|beyond|does not do|doesn't do|(?:don't|do not) handle|(?:topics?|questions?|requests?|subjects?) outside)\b/i,
        weight: 1,
      },
      {
        id: "handling-words",
        negatable: true,
        aspect: "handling",
        pattern:
          /\b(?:reply that|replies:|says:|say:|say (?:that )?(?:\w+ )?(?:cannot|can't|is not able)|(?:point|direct|refer|send|signpost|redirect)\w* (?:\w+ ){0,2}to|give (?:the|a) link|(?:get|come|bring \w+) back to|suggest (?:where|who|another|they)|shall we get back)\b|["“][^"”]{0,160}\b(?:only (?:help|handle|cover|deal|answer|do)\w*|can only|back to|instead|can't help|cannot help|grown-up|someone who can|not able to|for other|(?:please|you can) (?:call|contact|visit|try|ask|use|see|go to))\b|\b(?:steer|bring|lead|guide)\w* (?:\w+ ){0,3}back\b/i,
        weight: 1,
      },
      {
        // Out-of-scope requests named, then what to do with them, in one sentence and any
        // person: "anything unrelated … Dani says it can only help with …", "we don't handle
        // criminal defence; for those, say so and suggest …", "other topics: 'I can only …'".
        id: "out-of-scope-then-redirect",
        aspect: "handling",
        pattern:
          /\b(?:anything (?:else|other|unrelated|outside|that is not|that isn't|not about)|something (?:else|other than)|other (?:topics|things|questions|subjects|requests)|unrelated|outside (?:of )?(?:your|this|the|our|what)|out of scope|off[- ]topic|(?:don't|do not|doesn't|does not|won't|can't|cannot) (?:handle|cover|deal with|help with|do))\b[^.]{0,120}\b(?:says?|tells?|repl(?:y|ies)|responds?|explains?|suggests?|refers?|points?|gives?|directs?|sends?|signposts?|links?|offers?|redirects?)\b/i,
        weight: 1,
      },
      {
        // The task said as what the assistant helps with: "help passengers with delays, claims …".
        id: "helps-with",
        negatable: true,
        aspect: "in-scope",
        pattern: /\bhelps? (?:[\w-]+ ){0,2}with\b/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["handling"] },
  },
};
