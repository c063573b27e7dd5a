import { describe, expect, it } from "vitest";
import { scenarioCategoryLabel, SCENARIO_CATEGORIES } from "./test-scripts";

describe("a scenario category's label", () => {
  it("is the library's label, and an unknown id as it is", () => {
    const first = SCENARIO_CATEGORIES[0];
    expect(scenarioCategoryLabel(first.id)).toBe(first.label);
    expect(scenarioCategoryLabel("not-a-category")).toBe("not-a-category");
  });
});
