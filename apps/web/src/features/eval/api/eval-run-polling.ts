import type { EvalRun } from "@aesop/shared/contracts/eval";

/** While a run is under way, poll now and then in case the live stream is down. */
export const ACTIVE_RUN_POLL_MS = 15_000;
export const active = (status: EvalRun["status"]) => status === "queued" || status === "running";
