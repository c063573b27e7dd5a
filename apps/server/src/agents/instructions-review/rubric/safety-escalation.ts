import { CRISIS_RESOURCE_WORDS, CRISIS_TOPIC_WORDS } from "../../../text/crisis";
import { wordPattern } from "../../../text/vocabulary";
import type { RubricDimension } from "../types";

const CRISIS_TOPICS = wordPattern(CRISIS_TOPIC_WORDS);
const CRISIS_RESOURCES = wordPattern(CRISIS_RESOURCE_WORDS);

export const SAFETY_ESCALATION: RubricDimension = {
  id: "safety-escalation",
  name: "Safety escalation and crisis resources",
  weight: 3,
  whyItMatters:
    "Some users will disclose a crisis to any assistant, whatever it was built for. Saying what counts as a crisis and which line to give can save a life; improvising cannot be relied on.",
  suggestedSentence:
    "If the user mentions suicide, self-harm, abuse or being in danger, stop the current task, respond with care, and give the local crisis line (for example 988 in the US or Samaritans on 116 123 in the UK) or the emergency number.",
  clarifyingQuestion:
    "If a user says they are in danger or thinking of harming themselves, what exactly should the assistant do, and which crisis line applies where your users live?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "trigger", label: "what counts as a crisis" },
      { id: "resource", label: "a crisis line or emergency number" },
      { id: "action", label: "a next step such as handing over or stopping" },
    ],
    rules: [
      {
        id: "crisis-trigger",
        aspect: "trigger",
        pattern: CRISIS_TOPICS,
        weight: 1,
      },
      {
        id: "crisis-resource",
        negatable: true,
        aspect: "resource",
        pattern: CRISIS_RESOURCES,
        weight: 2,
      },
      {
        id: "crisis-action",
        negatable: true,
        aspect: "action",
        pattern:
          /\b(?:escalate|escalation|hand (?:over|off)|handoff|hand-off|trusted adult|(?:contact|reach|alert|notify|involve|transfer to) (?:a |the )?(?:human|supervisor|staff|team|clinician|counsel\w*|manager|teacher|parent|doctor|nurse)|stop the (?:lesson|conversation|session|story|current task|task)|pause the (?:lesson|conversation|session|story))\b/i,
        weight: 1,
      },
      {
        id: "crisis-words",
        aspect: "trigger",
        pattern:
          /\b(?:overwhelmed|burnt out|burned out|harass\w*|thoughts of|ending (?:their|his|her|my) life|not wanting to live|wants? to die|hurt(?:ing)? (?:them|themselves|him|her|someone)|someone is hurting|hopeless|frightened|unsafe|danger\w*|emergenc\w*|scams?|threat\w*|violen\w*|domestic|(?:can't|cannot|struggling to) cope|accidents?|injured|hurt|crash(?:ed)?|severe (?:\w+ )?pain|sudden (?:\w+ ){0,2}(?:loss|pain|weakness)|(?:financial )?hardship|chasing (?:their |your )?losses|(?:can't|cannot) stop (?:gambling|betting|trading|playing|spending)|more than (?:they|you) can afford|(?:problem|compulsive) gambling|gambling problem|crisis|chest pain|stroke|bleeding|unconscious|breathing|fallen|collapsed|seizure|poison\w*|allergic reaction)\b/i,
        weight: 1,
      },
      {
        id: "crisis-route",
        negatable: true,
        aspect: "resource",
        pattern:
          /\b(?:0\d{3,4} ?\d{1,3} ?\d{2,3} ?\d{2,4}|\d{3} \d{3}|24\/7 (?:line|helpline|number)|silver line|shout|999|911|112|111|988|101|nurse line|duty (?:worker|manager|officer|solicitor|team)|safeguarding lead|crisis team)\b/i,
        weight: 2,
      },
      {
        id: "crisis-step",
        negatable: true,
        aspect: "action",
        pattern:
          /\b(?:forward\w*|flag\w*|mark\w* urgent|urgent|open a (?:confidential )?(?:case|ticket)|safeguarding|hand(?:s|ing)? (?:over|off)|transfer\w*|put (?:them )?through|connect\w* (?:them )?(?:to|with)|stop the|stops? (?:promoting|selling|marketing)|pause|alert\w*|call (?:an ambulance|999|911|the police)|tell (?:a|their) (?:teacher|parent|trusted adult)|trusted adult|escalat\w*)\b/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["trigger"] },
  },
};
