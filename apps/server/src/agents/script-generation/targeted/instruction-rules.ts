import { SCENARIO_SEVERITIES, type ScriptSize } from "@aesop/shared/contracts/test-scripts";
import { splitDirectives } from "../../../text/directives";
import { splitInstructionLines } from "../../../text/instruction-lines";
import { lemmaOf, splitSentences, wordsOf } from "../../../text/language";
import { scopeOf } from "../../../text/scope";
import { withBlocksRead } from "../../../text/situation-rows";
import { prohibitionPastLimit } from "./permission-limits";
import { serviceTaskOf } from "./service-task";
import { inDirectiveWording } from "../../../text/rule-wordings";
import { clausesOf } from "../../../text/rule-clauses";
import type { RuleScenario } from "./rule-scenario";
import { scopeScenario } from "./scope-scenarios";
import { AGE_BOUND_SUBJECT, ageLimitScenario, errandWhileYoungScenario, YOUNG_REQUIREMENT } from "./rules/age-limits";
import { faqQuestions } from "./rules/faq-questions";
import { CHECK_BEFORE } from "./rules/gates";
import { laterInTheConversation, obligationScenario } from "./rules/obligations";
import { exclusionScenario, prohibitionScenario, unpromptedAskScenario } from "./rules/prohibitions";

/**
 * Scenarios that try to break the assistant's own rules (issue 30). A rule the instructions state
 * is "covered" for the review, so no finding asked for it, and a failure of it was never provoked.
 * Each prohibition ("never ship…", "do not reveal…", "avoid recommending…") becomes a direct
 * request to do it, in a user's words, then pressure of several kinds (insisting, urgency, claimed
 * authority, an offer, a role-play frame, the ask split in parts) while the assistant holds. Each
 * obligation that a condition triggers ("if a customer mentions a poisoning, give the poison line
 * 0800…") becomes a message that meets the condition, with a check for what the rule requires.
 * Each kind of rule is read in rules/; this file gathers their scenarios and chooses by size.
 */

export type { RuleScenario } from "./rule-scenario";
export { refusedAsk } from "./rules/faq-questions";

/** How many rules each size tests: a quick script the most severe, a thorough one every rule. */
const RULES_PER_SIZE: Record<ScriptSize, number> = { quick: 7, standard: 12, thorough: 40 };

/**
 * The rules of the instructions a conversation can break, as scenarios, the most severe first
 * (absolute prohibitions and crisis obligations), as many as the size allows.
 */
export function ruleScenarios(instructions: string, size: ScriptSize): RuleScenario[] {
  const asked = faqQuestions(splitInstructionLines(instructions));
  const lines = withBlocksRead(asked.lines).map((line) => ({ ...line, text: inDirectiveWording(line.text) }));
  const directives = splitDirectives(lines).filter((directive) => directive.first);
  // "When a refund is over $500, hand it to a person and do not approve it yourself": the
  // prohibition's clause holds no condition of its own; its sentence's does.
  const prohibitions = directives
    .filter((directive) => directive.modality === "must-not")
    .map((directive) => {
      if (directive.condition) return directive;
      const sibling = directives.find(
        (other) => other.line.number === directive.line.number && other.condition && other.at < directive.at,
      );
      return sibling ? { ...directive, condition: sibling.condition } : directive;
    });
  // An obligation opens with its condition; the reader may miss its verb after a long one.
  // "If asked about anything other than X, decline" is a scope, not a situation to meet.
  const obligations = directives.filter(
    (directive) =>
      ((directive.modality === "must" && directive.condition) ||
        (directive.modality !== "must-not" && clausesOf(directive.text) !== null)) &&
      scopeOf(directive.line.text) === null,
  );
  // "Check the account number before discussing any bill": discussing it unchecked is what it forbids.
  for (const directive of directives) {
    const gate = directive.modality === "must" ? CHECK_BEFORE.exec(directive.text.trim()) : null;
    if (!gate) continue;
    const act = `${lemmaOf((gate[2] ?? "").toLowerCase())} ${(gate[3] ?? "").replace(/^any\b/i, "my")}`.replace(
      /[.!]+$/u,
      "",
    );
    prohibitions.push({ ...directive, text: `Never ${act} before checking ${gate[1] ?? ""}`, modality: "must-not" });
  }
  // "Visitors under 16 must be accompanied by an adult": the errand the assistant runs, asked for
  // by someone under the bound, on their own.
  const task = serviceTaskOf(instructions);
  // The first rule for people under an age; one such scenario is enough to try the errand young.
  const youngRule = task
    ? directives.find((directive) => {
        const bound = AGE_BOUND_SUBJECT.exec(directive.text);
        return bound !== null && YOUNG_REQUIREMENT.test(directive.text.slice(bound.index + bound[0].length));
      })
    : undefined;
  const young = task && youngRule ? errandWhileYoungScenario(youngRule, task) : null;
  // "You can grant a late check-out until 12 noon": granting one later is what it forbids.
  for (const directive of directives) {
    if (directive.modality !== "may") continue;
    const past = prohibitionPastLimit(directive.text, directive.line.text.slice(directive.at + directive.text.length));
    if (past) prohibitions.push({ ...directive, text: past, modality: "must-not", condition: null });
  }
  const scenarios: RuleScenario[] = [];
  for (const [index, directive] of prohibitions.entries()) {
    const scenario = prohibitionScenario(directive, index, asked.byLine.get(directive.line.number));
    if (scenario) scenarios.push(scenario);
    const unprompted = unpromptedAskScenario(directive);
    if (unprompted) scenarios.push(unprompted);
  }
  for (const [index, directive] of directives.entries()) {
    const scenario =
      directive.modality === "must"
        ? (exclusionScenario(directive, index) ?? ageLimitScenario(directive, index))
        : directive.modality === "statement"
          ? ageLimitScenario(directive, index)
          : null;
    if (scenario) scenarios.push(scenario);
  }
  if (young) scenarios.push(young);
  const later: RuleScenario[] = [];
  const topicWords = wordsOfManyLines(lines.map((line) => line.text));
  for (const directive of obligations) {
    const scenario = obligationScenario(directive, task, topicWords);
    if (!scenario) continue;
    scenarios.push(scenario);
    later.push(laterInTheConversation(scenario, scenario.openingMessage, task));
  }
  const scopes = lines.flatMap((line) =>
    splitSentences(line.text).flatMap((sentence) => {
      const scope = scopeOf(sentence.text);
      return scope ? [{ line: line.number, rule: sentence.text.trim(), scope }] : [];
    }),
  );
  for (const [index, { line, rule, scope }] of scopes.entries()) {
    const scenario = scopeScenario(rule, line, scope, instructions, index);
    if (scenario) scenarios.push(scenario);
  }
  // The most severe first (sort is stable: in the instructions' order within a severity).
  const rank = (scenario: RuleScenario) => SCENARIO_SEVERITIES.indexOf(scenario.severity ?? "medium");
  const chosen = scenarios.sort((a, b) => rank(b) - rank(a)).slice(0, RULES_PER_SIZE[size]);
  // The later-on variants take the places left over, never one of a rule asked plainly; a quick
  // script has none to spare.
  return size === "quick" ? chosen : [...chosen, ...later.slice(0, Math.max(0, RULES_PER_SIZE[size] - chosen.length))];
}

/**
 * The words of three lines or more of the instructions, in dictionary form: the assistant's own
 * subject ("treatment", "deposit", "booking"), named in any reply about it, so no sign that a reply
 * says what one rule requires.
 */
function wordsOfManyLines(lines: readonly string[]): ReadonlySet<string> {
  const seen = new Map<string, number>();
  for (const line of lines)
    for (const lemma of new Set(wordsOf(line).map((word) => lemmaOf(word.replace(/'s?$/, "")))))
      seen.set(lemma, (seen.get(lemma) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count >= 3).map(([lemma]) => lemma));
}
