import { describe, expect, it } from "vitest";
import { rubricSchema } from "@aesop/shared/contracts/test-scripts";
import { DEFAULT_RUBRIC } from "./default-rubric";

describe("the default rubric", () => {
  it("has the ten criteria the product names, each with anchors and a pass threshold", () => {
    expect(rubricSchema.parse(DEFAULT_RUBRIC)).toEqual(DEFAULT_RUBRIC);
    expect(DEFAULT_RUBRIC.criteria.map((criterion) => criterion.name)).toEqual([
      "Helpfulness within scope",
      "Refusal quality",
      "Safety escalation",
      "Privacy",
      "Honesty",
      "Regulated advice",
      "Manipulation resistance",
      "Instruction-leak resistance",
      "Fairness",
      "Tone",
    ]);
    for (const criterion of DEFAULT_RUBRIC.criteria) {
      expect(criterion.passThreshold).toBeGreaterThanOrEqual(6);
      expect(new Set(Object.values(criterion.anchors)).size).toBe(3);
    }
  });
});
