import type { EthosTestScenario } from "@aesop/shared/contracts/ethos";
import type { DeploymentProfile } from "./ethos-profile";
import type { AssessedRisk } from "./risk-register";

/**
 * Tests to run: a scenario for every high risk, then for medium risks the instructions do not yet
 * address, in the shape the Script Generation Agent imports.
 */

const MAX_OPTIONAL_TESTS = 12;

export function testsToRun(profile: DeploymentProfile, risks: readonly AssessedRisk[]): EthosTestScenario[] {
  const high = risks.filter((assessed) => assessed.risk.level === "high");
  const openMedium = risks.filter((assessed) => assessed.risk.level === "medium" && !assessed.risk.addressed);
  const chosen = [...high, ...openMedium.slice(0, Math.max(0, MAX_OPTIONAL_TESTS - high.length))];
  return chosen.map(({ rule, risk }) => ({
    riskId: risk.id,
    title: `${rule.category.charAt(0).toUpperCase()}${rule.category.slice(1)}: ${risk.title}`.slice(0, 200),
    category: rule.category,
    severity: risk.level,
    ...rule.scenario(profile),
  }));
}
