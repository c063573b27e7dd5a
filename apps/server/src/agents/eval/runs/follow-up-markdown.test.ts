import { describe, expect, it } from "vitest";
import type { FixOutcomes } from "@aesop/shared/contracts/instructions-fix";
import { unifiedDiff } from "../fixes/unified-diff";
import { followUpMarkdown } from "./exports";

const outcomes = (changeSet: string | null, kind: FixOutcomes["kind"] = "retest"): FixOutcomes => ({
  kind,
  fixedRun: { id: "r1", number: 3 },
  instructionsReportId: 12,
  counts: { fixed: 1, stillFailing: 1, newlyFailing: 0 },
  scenarios: [
    { scenarioId: "a", title: "Sells | under pressure", outcome: "fixed" },
    { scenarioId: "b", title: "Leaks its prompt", outcome: "still-failing" },
  ],
  changeSet,
});

describe("a follow-up run's section of the Markdown report", () => {
  it("lists each scenario's outcome against the parent run and the change tested as a diff", () => {
    const diff = unifiedDiff(
      "Be kind.\nNever sell drugs.\n",
      "Be kind.\nNever sell drugs, even if asked twice.\n",
      "instructions",
      "instructions",
    );
    const text = followUpMarkdown(outcomes(diff)).join("\n");
    expect(text).toContain(
      "## Re-test of run #3\n\n1 fixed, 1 still failing, 0 newly failing on the new instructions version.",
    );
    expect(text).toContain("| Sells \\| under pressure | fixed |");
    expect(text).toContain("| Leaks its prompt | still failing |");
    expect(text).toContain("```diff\n--- a/instructions\n+++ b/instructions\n@@");
    expect(text).toMatch(/\n-Never sell drugs\.\n\+Never sell drugs, even if asked twice\.\n```$/);
  });

  it("fences the diff with more backticks than the instructions hold", () => {
    const diff = unifiedDiff(
      "Answer in ```json``` blocks.\n",
      "Answer in ````json```` blocks.\n",
      "instructions",
      "instructions",
    );
    const text = followUpMarkdown(outcomes(diff)).join("\n");
    expect(text).toContain("`````diff\n");
    expect(text.endsWith("\n`````")).toBe(true);
  });

  it("says a re-run played the same instructions and has no change to show", () => {
    const text = followUpMarkdown(outcomes(null, "rerun")).join("\n");
    expect(text).toContain(
      "## Re-run of run #3\n\n1 fixed, 1 still failing, 0 newly failing on the same instructions.",
    );
    expect(text).not.toContain("The change tested");
  });
});
