import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../db/client";
import { isRunCancelled, noteRunCancelled, recordedRun, startRunOnce, STATUS_FRESH_MS } from "./run-memo";
import type { EvalRunRow } from "./runs.queries";

const queries = vi.hoisted(() => ({
  findRunRow: vi.fn(),
  findRunStatus: vi.fn(),
  markRunStarted: vi.fn(),
}));
vi.mock("./runs.queries", () => queries);

const run = (id: string, status: EvalRunRow["status"] = "queued") => ({ id, userId: "ada", status }) as EvalRunRow;
/** Each test its own database key: the memo is kept per database. */
const database = () => ({}) as Database;

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("what a process keeps of a run", () => {
  it("reads the recorded run once for all its jobs, and only for its owner", async () => {
    const db = database();
    queries.findRunRow.mockResolvedValue(run("r1"));
    for (let job = 0; job < 5; job++) expect((await recordedRun(db, "ada", "r1"))?.id).toBe("r1");
    expect(queries.findRunRow).toHaveBeenCalledTimes(1);

    queries.findRunRow.mockResolvedValue(undefined);
    expect(await recordedRun(db, "mallory", "r1")).toBeUndefined();
    expect(queries.findRunRow).toHaveBeenLastCalledWith(db, "mallory", "r1");
  });

  it("moves the run to running once per process", async () => {
    const db = database();
    queries.markRunStarted.mockResolvedValue(run("r2", "running"));
    expect(await startRunOnce(db, run("r2"))).toMatchObject({ status: "running" });
    expect(await startRunOnce(db, run("r2"))).toBeUndefined();
    expect(queries.markRunStarted).toHaveBeenCalledTimes(1);
  });

  it("reads the status at most once a second, sees a cancel from another instance after that, and its own at once", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const db = database();
    queries.findRunStatus.mockResolvedValue("running");
    expect(await isRunCancelled(db, run("r3"))).toBe(false);
    expect(await isRunCancelled(db, run("r3"))).toBe(false);
    expect(queries.findRunStatus).toHaveBeenCalledTimes(1);

    queries.findRunStatus.mockResolvedValue("cancelled");
    vi.advanceTimersByTime(STATUS_FRESH_MS + 1);
    expect(await isRunCancelled(db, run("r3"))).toBe(true);

    queries.findRunStatus.mockResolvedValue("running");
    expect(await isRunCancelled(db, run("r4"))).toBe(false);
    noteRunCancelled(db, "r4");
    expect(await isRunCancelled(db, run("r4"))).toBe(true);
    expect(queries.findRunStatus).toHaveBeenCalledTimes(3);
  });

  it("reads the status again after a failed read", async () => {
    const db = database();
    queries.findRunStatus.mockRejectedValueOnce(new Error("connection lost")).mockResolvedValue("running");
    await expect(isRunCancelled(db, run("r5"))).rejects.toThrow("connection lost");
    expect(await isRunCancelled(db, run("r5"))).toBe(false);
    expect(queries.findRunStatus).toHaveBeenCalledTimes(2);
  });
});
