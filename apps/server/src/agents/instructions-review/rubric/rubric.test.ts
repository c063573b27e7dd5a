import { describe, expect, it } from "vitest";
import { REVIEW_DIMENSION_IDS } from "@aesop/shared/contracts/instructions-review";
import { RUBRIC } from "./index";

/**
 * A dimension or a rule cannot be half-added (issue 31, item 5): each dimension of the shared
 * contract has its file here, and each aspect a dimension asks for has a rule that can find it.
 * audit.test.ts checks the other way round (a rule names only a declared aspect).
 */
describe("the rubric is whole", () => {
  it("has one dimension for each of the contract's, in the contract's order", () => {
    expect(RUBRIC.map((dimension) => dimension.id)).toEqual([...REVIEW_DIMENSION_IDS]);
  });

  const coverage = RUBRIC.flatMap((dimension) =>
    dimension.detection.kind === "coverage" ? [{ id: dimension.id, detection: dimension.detection }] : [],
  );

  it.each(coverage)("gives every aspect of $id a rule, and can reach its covered score", ({ id, detection }) => {
    for (const aspect of detection.aspects)
      expect(
        detection.rules.filter((rule) => rule.aspect === aspect.id),
        `${id}: aspect ${aspect.id}`,
      ).not.toEqual([]);
    const ruleIds = detection.rules.map((rule) => rule.id);
    expect(new Set(ruleIds).size, `${id}: rule ids`).toBe(ruleIds.length);
    const reachable = detection.rules.reduce((sum, rule) => sum + rule.weight, 0);
    expect(detection.criteria.partialAt, id).toBeLessThanOrEqual(detection.criteria.coveredAt);
    expect(detection.criteria.coveredAt, id).toBeLessThanOrEqual(reachable);
  });

  it("names each known conflict and each vague term once", () => {
    for (const { id, detection } of RUBRIC) {
      const names =
        detection.kind === "conflicts"
          ? detection.pairs.map((pair) => pair.id)
          : detection.kind === "vague-wording"
            ? detection.terms.map((term) => term.term)
            : [];
      expect(new Set(names).size, id).toBe(names.length);
    }
  });
});
