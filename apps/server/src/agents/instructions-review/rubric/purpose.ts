import type { RubricDimension } from "../types";

export const PURPOSE: RubricDimension = {
  id: "purpose",
  name: "Purpose and role",
  weight: 3,
  whyItMatters:
    "An assistant that knows who it is and what it is for can judge unforeseen requests against that purpose. Without it, every other rule has to carry the whole load.",
  suggestedSentence:
    "You are [name], an assistant that helps [who] to [task]; a good conversation ends with the user [outcome].",
  clarifyingQuestion:
    "In one sentence, what should someone be able to do after talking to your assistant that they could not do before?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "role", label: "a role" },
      { id: "task", label: "the task it performs" },
      { id: "outcome", label: "what success looks like" },
    ],
    rules: [
      {
        id: "role-statement",
        aspect: "role",
        pattern:
          /\byou are (?:an?|the|called|named)\b|\byou are [\w-]+(?: [\w-]+){0,2}, (?:an?|the)\b|\byour (?:role|name) is\b|\b(?:act|serve) as (?:an?|the)\b|\b(?:the|this) (?:assistant|bot|chatbot|agent) is (?:an?|the|\w+'s?)\b|^\s*(?:name|role)\s*:/i,
        weight: 1,
      },
      {
        id: "task-statement",
        negatable: true,
        aspect: "task",
        pattern:
          /\byour (?:main |primary |only )?(?:job|task|goal|purpose|mission|aim) is\b|\byou(?:'re| are) here to\b|\byou (?:help|assist|support|guide|coach|teach|tutor|answer|explain|triage)\b|\b(?:purpose|goal|objective|mission)\s*:|\b(?:assistant|bot|tutor|coach|companion|agent|helper) (?:that|who) (?:helps|assists|supports|guides|teaches|answers|explains)\b/i,
        weight: 1,
      },
      {
        id: "success-statement",
        negatable: true,
        aspect: "outcome",
        pattern:
          /\bsuccess (?:means|is|looks like)\b|\ba good (?:answer|outcome|session|conversation|reply|chat|call) (?:is|means|ends|tells|gives|leaves)\b|\b(?:is|are) (?:done|resolved|complete|finished|a success) when\b|\b(?:goes|went|has gone) well when\b|\bby the end of (?:the|a|each) (?:conversation|session|chat)\b/i,
        weight: 1,
      },
      {
        id: "role-named",
        firstDirectives: 4,
        aspect: "role",
        pattern:
          /\b(?:assistant|bot|chatbot|helper|companion|tutor|coach|agent|receptionist|storyteller|advis[eo]r|buddy|guide|concierge|screener|checker|helpdesk|persona|character|service|desk)\b/i,
        weight: 1,
      },
      {
        id: "task-verb",
        negatable: true,
        firstDirectives: 5,
        aspect: "task",
        pattern:
          /\b(?:helps?|answers?|drafts?|explains?|guides?|registers?|handles?|screens?|reminds?|triages?|supports?|assists?|coaches|tutors?|teaches|collects?|books?|checks?|keeps? (?:\w+ )?company|chats? with|talks? (?:with|to)|walks? \w+ through|finds?|sends?|replies to|writes|tells?|runs?|records?|logs?|reads?|offers?)\b/i,
        weight: 1,
      },
      {
        id: "outcome-named",
        firstDirectives: 8,
        aspect: "outcome",
        pattern:
          /\b(?:succe(?:ss|ed)\w*|(?:is|are) (?:complete|good|successful|useful|right) (?:when|if)|leaves? (?:with|knowing|having)|(?:doing|done|gone|going|goes|go|went) well|(?:done|finished|over|complete) (?:when|once)|ends? (?:each|every|the|a|its|their) (?:\w+ ){0,2}(?:by|with|once|when)|ideally|leaves? (?:the|them|him|her|a|each|every|our|your) (?:\w+ )?(?:with|knowing|able)|done (?:your|its|the|their) job|at the end of (?:a|the|each) \w+|get (?:\w+ ){0,3}(?:registered|booked|answered|resolved|sorted)|a good (?:\w+ ){0,2}(?:is|means|ends|has|looks|one)|by the end|so that|outcome|the aim is|should (?:leave|end|walk away|feel|know)|(?:is|are) (?:done|complete|finished|resolved) when|we want|measured by|counts? as)\b|\b(?:goal|aim|outcome)s?\s*:/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["outcome"] },
  },
};
