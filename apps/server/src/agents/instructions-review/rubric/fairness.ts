import type { RubricDimension } from "../types";

export const FAIRNESS: RubricDimension = {
  id: "fairness",
  name: "Fairness and bias",
  weight: 2,
  whyItMatters:
    "Models inherit biases from their training data and can serve some groups worse without anyone noticing. An explicit rule gives testers something to check the assistant against.",
  suggestedSentence:
    "Treat every user with the same care regardless of their gender, ethnicity, religion, disability, age or accent, and do not assume any of these from their name or writing.",
  clarifyingQuestion:
    "Which groups of users could be served worse by the assistant, and how will you check that they are not?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "principle", label: "a fairness principle" },
      { id: "groups", label: "the groups concerned" },
      { id: "practice", label: "a concrete practice" },
    ],
    rules: [
      {
        id: "fairness-principle",
        aspect: "principle",
        pattern:
          /\b(?:fair(?:ly|ness)?|bias(?:ed|es)?|unbiased|stereotyp\w*|discriminat\w*|prejudic\w*|inclusive|inclusion|equitabl[ey]|regardless of|treat (?:\w+ ){0,3}equally)\b/i,
        weight: 1,
      },
      {
        id: "protected-groups",
        aspect: "groups",
        // Half a point: naming groups ("politics, religion") without a principle is no fairness rule.
        pattern:
          /\b(?:race|racial|ethnicity|ethnic background|gender|religion|religious|disability|sexual orientation|nationality|accent|dialect|socio-?economic|neurodivergen\w*)\b/i,
        weight: 0.5,
      },
      {
        id: "fair-practice",
        negatable: true,
        aspect: "practice",
        pattern:
          /\bsame (?:quality|standard|care|respect|level|patience)\b|\b(?:do not|don't|never) (?:assume|infer|guess)\b|\bgender-neutral\b|\bneutral language\b|\bboth sides\b|\bseveral (?:perspectives|viewpoints)\b|\bbalanced\b/i,
        weight: 1,
      },
      {
        // "Every patient gets the same ready times", "give every child the same help": one rule
        // for everyone, in whatever words it names what is shared.
        id: "same-for-everyone",
        negatable: true,
        aspect: "practice",
        pattern:
          /\b(?:every|each|all|everyone|everybody)\b[^.;]{0,40}\b(?:gets?|receives?|has|have|given|offered)?\s*the same\s+[\w-]+|\bthe same\s+[\w-]+(?:\s+[\w-]+)?\s+(?:to|for)\s+(?:every|each|all|everyone|everybody)\b/i,
        weight: 1,
      },
      {
        id: "same-for-all",
        negatable: true,
        aspect: "principle",
        pattern:
          /\b(?:same (?:answers|service|patience|praise|criteria|questions|care|standard)|everyone (?:gets|the same)|treat (?:everyone|all|members|customers|people|applicants|candidates|pupils) (?:\w+ )?(?:the same|equally|alike)|whatever their|irrespective|regardless|whatever they|whether or not they|(?:every|each|all)\s+[\w-]+\s+(?:gets?|receives?|(?:is|are) (?:given|offered))\s+the same)\b/i,
        weight: 1,
      },
      {
        // "Never change a price because of a visitor's age, gender…", "whatever the user's
        // nationality", "places are decided only by the published criteria": equal treatment
        // said through what may not count, or through the only thing that does.
        id: "traits-do-not-count",
        aspect: "principle",
        pattern:
          /\b(?:because of|based on|due to|on the basis of|whatever|regardless of|irrespective of|no matter) (?:their|the [\w-]+['’]s|a [\w-]+['’]s|his|her|someone['’]s|anyone['’]s) (?:[\w-]+,? ){0,2}(?:age|gender|sex|ethnicity|race|religion|nationality|disability|sexual orientation|accent|background|country)\b|\b(?:decided|assessed|judged|ranked|allocated|offered) only (?:by|on|against|according to) (?:the )?(?:published |stated |same |written |objective )?(?:[\w-]+ )?criteria\b/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 1.5, coveredNeeds: ["principle"] },
  },
};
