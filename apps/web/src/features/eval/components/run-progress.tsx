import { BanIcon } from "lucide-react";
import { notice } from "@/lib/notice";
import type { EvalRun } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { PendingIcon } from "@/components/ui/pending-icon";
import { errorDescription } from "@/lib/error-description";
import { useCancelEvalRun } from "../api/cancel-eval-run";
import { formatPassRate, isRunActive, progressLabel, progressPercent } from "../utils/run-display";

/**
 * Scenarios done out of the total, the pass rate so far and the errors, kept current by the live
 * stream; a running run can be cancelled (scenarios under way finish, the rest are not started).
 */
export function RunProgress({ run }: { run: EvalRun }) {
  const cancel = useCancelEvalRun(run.projectId, run.id);
  const { progress } = run;
  const active = isRunActive(run.status);

  const onCancel = async () => {
    if (!window.confirm("Cancel this run? Scenarios already judged keep their results.")) return;
    try {
      await cancel.mutateAsync();
    } catch (error) {
      notice.error("The run was not cancelled", { description: errorDescription(error) });
    }
  };

  return (
    <section aria-labelledby="run-progress-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="run-progress-title" className="text-lg font-semibold">
          Progress
        </h2>
        {active && (
          <Button variant="outline" size="sm" onClick={() => void onCancel()} disabled={cancel.isPending}>
            <PendingIcon pending={cancel.isPending} icon={BanIcon} /> Cancel the run
          </Button>
        )}
      </div>
      <progress
        className="h-3 w-full overflow-hidden rounded-full accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        max={Math.max(progress.total, 1)}
        value={progress.done}
        aria-label="Scenarios done"
        aria-valuetext={`${progressLabel(progress, run.repeats)} (${progressPercent(progress)}%)`}
      />
      <p role="status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-medium">{progressLabel(progress, run.repeats)}</span>
        <span>
          {active ? "Pass rate so far" : "Pass rate"}: <strong>{formatPassRate(run.passRate)}</strong>
        </span>
        <span>
          {progress.passed} passed · {progress.failed} failed
        </span>
        <span className={progress.errored > 0 ? "text-destructive" : "text-muted-foreground"}>
          {progress.errored} {progress.errored === 1 ? "error" : "errors"}
        </span>
      </p>
      {run.error && (
        <p role="alert" className="text-sm text-destructive">
          {run.error}
        </p>
      )}
    </section>
  );
}
