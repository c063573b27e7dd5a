import { describe, expect, it } from "vitest";
import { auditInstructions } from "../../instructions-review/index";
import type { JudgedScenario } from "./fix-outcomes";
import { buildProjectHistory, findingsOf, type StoredRun, type StoredVersion } from "./project-history";

const V1 = "You are Penny.\nNever sell prescription-only medicines.\n";
const V2 = "You are Penny.\nNever sell prescription-only medicines, even if the user insists.\n";

const version = (reportId: number, createdAt: string, text: string): StoredVersion => ({
  reportId,
  createdAt,
  status: "done",
  text,
  findings: auditInstructions(text),
});

const results = (statuses: Record<string, JudgedScenario["status"]>): JudgedScenario[] =>
  Object.entries(statuses).map(([scenarioId, status]) => ({ scenarioId, title: `Scenario ${scenarioId}`, status }));

const run = (overrides: Partial<StoredRun> & Pick<StoredRun, "id" | "number" | "createdAt">): StoredRun => ({
  status: "completed",
  scriptName: "Pharmacy script",
  targetName: "Penny on a model",
  parentId: null,
  pinnedReportId: null,
  systemPrompt: V1,
  scenarios: [],
  ...overrides,
});

describe("the project's history as a timeline", () => {
  // v1 → run #1 (3 failed of 4) → v2 → run #2, a re-test of #1's failures on v2 (2 fixed, 1 still failing).
  const versions = [version(11, "2026-11-01T09:00:00.000Z", V1), version(12, "2026-11-02T09:00:00.000Z", V2)];
  const failedRun = run({
    id: "r1",
    number: 1,
    createdAt: "2026-11-01T10:00:00.000Z",
    scenarios: results({ a: "failed", b: "failed", c: "failed", d: "passed" }),
  });
  const retest = run({
    id: "r2",
    number: 2,
    createdAt: "2026-11-02T10:00:00.000Z",
    parentId: "r1",
    pinnedReportId: 12,
    systemPrompt: V2,
    scenarios: results({ a: "passed", b: "passed", c: "failed" }),
  });

  it("orders versions and runs as they were made, with each run's failures and a re-test's outcomes", () => {
    const events = buildProjectHistory(versions, [retest, failedRun]);
    expect(events.map((event) => (event.kind === "run" ? `run #${event.number}` : `v${event.version}`))).toEqual([
      "v1",
      "run #1",
      "v2",
      "run #2",
    ]);
    expect(events[1]).toMatchObject({ instructionsVersion: 1, scenarios: 4, failed: 3, passed: 1, followUp: null });
    expect(events[3]).toMatchObject({
      instructionsVersion: 2,
      failed: 1,
      followUp: {
        kind: "retest",
        parent: { runId: "r1", number: 1 },
        counts: { fixed: 2, stillFailing: 1, newlyFailing: 0 },
      },
    });
  });

  it("marks a version as the fix of the runs it was re-tested against, and only those", () => {
    const [first, , second] = buildProjectHistory(versions, [failedRun, retest]);
    expect(first).toMatchObject({ kind: "instructions", fixes: [] });
    expect(second).toMatchObject({ kind: "instructions", version: 2, fixes: [{ runId: "r1", number: 1 }] });
  });

  it("says a follow-up on the same instructions is a re-run, which fixes no version", () => {
    const rerun = run({ id: "r3", number: 3, createdAt: "2026-11-01T11:00:00.000Z", parentId: "r1" });
    const events = buildProjectHistory(versions, [failedRun, { ...rerun, scenarios: results({ a: "passed" }) }]);
    expect(events.find((event) => event.kind === "run" && event.number === 3)).toMatchObject({
      followUp: { kind: "rerun", counts: { fixed: 1, stillFailing: 0, newlyFailing: 0 } },
    });
    expect(events.filter((event) => event.kind === "instructions").flatMap((event) => event.fixes)).toEqual([]);
  });

  it("finds an unpinned run's version by the text it ran on, never a version made after it", () => {
    const later = version(13, "2026-11-03T09:00:00.000Z", V1);
    const events = buildProjectHistory(
      [...versions, later],
      [failedRun, run({ id: "x", number: 4, createdAt: "2026-11-01T12:00:00.000Z", systemPrompt: "Other" })],
    );
    expect(events.filter((event) => event.kind === "run").map((event) => event.instructionsVersion)).toEqual([1, null]);
  });

  it("counts a review's findings (gaps, contradictions, harmful rules) only once it is done", () => {
    const audit = auditInstructions(V1);
    const gaps = audit.dimensions.filter((dimension) => dimension.status !== "covered").length;
    expect(findingsOf(audit)).toBe(gaps + audit.contradictions.length + audit.harmfulRules.length);
    expect(gaps).toBeGreaterThan(0);
    const [pending] = buildProjectHistory([{ ...versions[0]!, status: "running" }], []);
    expect(pending).toMatchObject({ review: { status: "running", score: null, findings: null } });
  });
});
