import { RotateCcwIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { EvalRunResults, Rerun } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { evalRunPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { notice } from "@/lib/notice";
import { useEvalRunResults } from "../api/get-eval-run";
import { useRerunEvalRun } from "../api/rerun-eval-run";
import { formatPassRate, isRunActive, runLabel } from "../utils/run-display";

/** Starts the re-run and opens its page; a refusal (e.g. the run is under way) is said in a notice. */
function useStartRerun(projectId: string, runId: string) {
  const rerun = useRerunEvalRun(projectId, runId);
  const navigate = useNavigate();
  const start = async (body: Rerun) => {
    try {
      const started = await rerun.mutateAsync(body);
      void navigate(evalRunPath(projectId, started.id));
    } catch (error) {
      notice.error("The re-run was not started", { description: errorDescription(error) });
    }
  };
  return { start, isPending: rerun.isPending };
}

/** "Re-run failed scenarios" in the run page's header: only on an ended run with failures. */
export function RerunFailedButton({ projectId, results }: { projectId: string; results: EvalRunResults }) {
  const { start, isPending } = useStartRerun(projectId, results.run.id);
  const failed = results.scenarios.filter((scenario) => scenario.status === "failed").length;
  if (isRunActive(results.run.status) || failed === 0) return null;
  return (
    <Button variant="outline" size="sm" disabled={isPending} onClick={() => void start({})}>
      <RotateCcwIcon aria-hidden="true" />{" "}
      {isPending ? "Starting the re-run..." : `Re-run failed scenarios (${failed})`}
    </Button>
  );
}

/** "Re-run this scenario" in a transcript's header: the run's results are already cached by its page. */
export function RerunScenarioButton({
  projectId,
  runId,
  scenarioId,
}: {
  projectId: string;
  runId: string;
  scenarioId: string;
}) {
  const results = useEvalRunResults(projectId, runId);
  const { start, isPending } = useStartRerun(projectId, runId);
  const status = results.data?.run.status;
  if (!status || isRunActive(status)) return null;
  return (
    <Button variant="outline" size="sm" disabled={isPending} onClick={() => void start({ scenarioIds: [scenarioId] })}>
      <RotateCcwIcon aria-hidden="true" /> {isPending ? "Starting..." : "Re-run this scenario"}
    </Button>
  );
}

/** The runs started from this one, as links: "Re-runs: Run #5 (2 scenarios, 100%)". */
export function RerunLinks({ projectId, results }: { projectId: string; results: EvalRunResults }) {
  if (results.reruns.length === 0) return null;
  return (
    <p className="text-sm break-words text-muted-foreground" data-testid="run-reruns">
      {results.reruns.length === 1 ? "Re-run" : "Re-runs"}:{" "}
      {results.reruns.map((rerun, index) => (
        <span key={rerun.id}>
          {index > 0 && ", "}
          <Link
            className="font-medium text-foreground underline underline-offset-4"
            to={evalRunPath(projectId, rerun.id)}
          >
            {runLabel(rerun)}
          </Link>{" "}
          ({rerun.scenarioCount === 1 ? "1 scenario" : `${rerun.scenarioCount} scenarios`}
          {isRunActive(rerun.status) ? ", running" : `, ${formatPassRate(rerun.passRate)}`})
        </span>
      ))}
    </p>
  );
}
