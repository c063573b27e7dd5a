import { reportDetailsSchema } from "@aesop/shared/contracts/reports";
import { describe, expect, it } from "vitest";
import { toReportDetails } from "./report-data";

describe("toReportDetails", () => {
  it("gives a run agent's summary the run it sums up (decision 0093), through the API's contract", () => {
    const details = toReportDetails({ mode: "guided", run: { id: "run-1", number: 4 } });
    expect(details.run).toEqual({ id: "run-1", number: 4 });
    expect(reportDetailsSchema.parse(details).run).toEqual({ id: "run-1", number: 4 });
  });

  it("gives no run to any other report, an older one included", () => {
    expect(toReportDetails({ mode: "guided", evalRun: { runId: "r", number: 1, passRate: 1 } }).run).toBeNull();
    expect(toReportDetails(null).run).toBeNull();
  });
});
