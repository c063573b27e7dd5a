import type { ScenarioInput } from "@aesop/shared/contracts/test-scripts";

/** A scenario written from one rule of the instructions, with the rule and its line. */
export interface RuleScenario extends Omit<ScenarioInput, "id" | "source"> {
  /** The rule's line, 1-based. */
  line: number;
  rule: string;
}
