import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../db/client";
import type { ServerContext } from "../../../context";
import type { CallableTarget } from "../../../evaluation/targets/target-adapters";
import {
  isRunCancelled,
  noteRunCancelled,
  recordedRun,
  rememberRun,
  runTarget,
  startRunOnce,
  STATUS_FRESH_MS,
} from "./run-cache";
import type { EvalRunRow } from "./runs.queries";

const queries = vi.hoisted(() => ({
  findRunRow: vi.fn(),
  findRunStatus: vi.fn(),
  markRunStarted: vi.fn(),
}));
vi.mock("./runs.queries", () => queries);
const targets = vi.hoisted(() => ({ findCallableTarget: vi.fn() }));
vi.mock("../../../evaluation/targets/targets.service", () => targets);

const run = (id: string, status: EvalRunRow["status"] = "queued") => ({ id, userId: "ada", status }) as EvalRunRow;
/** Each test its own database key: the cache is kept per database. */
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

  it("reads the run once for the jobs that start together", async () => {
    const db = database();
    let answer: (row: EvalRunRow) => void = () => undefined;
    queries.findRunRow.mockReturnValue(new Promise<EvalRunRow>((resolve) => (answer = resolve)));
    const jobs = Array.from({ length: 8 }, () => recordedRun(db, "ada", "r6"));
    answer(run("r6"));
    expect((await Promise.all(jobs)).map((row) => row?.id)).toEqual(Array(8).fill("r6"));
    expect(queries.findRunRow).toHaveBeenCalledTimes(1);
  });

  it("knows a run it started itself, with its status and target, without reading them", async () => {
    const db = database();
    const target = { id: "t1" } as CallableTarget;
    rememberRun(db, { ...run("r7"), targetId: "t1" }, target);
    expect((await recordedRun(db, "ada", "r7"))?.id).toBe("r7");
    expect(await isRunCancelled(db, run("r7"))).toBe(false);
    expect(await runTarget({ db } as ServerContext, { ...run("r7"), targetId: "t1" })).toBe(target);
    expect(queries.findRunRow).not.toHaveBeenCalled();
    expect(queries.findRunStatus).not.toHaveBeenCalled();
    expect(targets.findCallableTarget).not.toHaveBeenCalled();
  });

  it("moves the run to running once when its jobs start together, and lets a later job try again after a failure", async () => {
    const db = database();
    queries.markRunStarted.mockRejectedValueOnce(new Error("connection lost"));
    const together = await Promise.allSettled(Array.from({ length: 4 }, () => startRunOnce(db, run("r8"))));
    expect(together.map((outcome) => outcome.status)).toEqual(["rejected", "fulfilled", "fulfilled", "fulfilled"]);
    expect(queries.markRunStarted).toHaveBeenCalledTimes(1);

    queries.markRunStarted.mockResolvedValue(run("r8", "running"));
    expect(await startRunOnce(db, run("r8"))).toMatchObject({ status: "running" });
    expect(queries.markRunStarted).toHaveBeenCalledTimes(2);
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
