import { DownloadIcon, RefreshCwIcon, SaveIcon, WandSparklesIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EvalRunResults } from "@aesop/shared/contracts/eval";
import type { FixChange, FixProposal } from "@aesop/shared/contracts/instructions-fix";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { evalRunPath, projectReportPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { notice } from "@/lib/notice";
import { instructionsVersionPatchUrl } from "../api/download-instructions-patch";
import { useProposeFix } from "../api/propose-instructions-fix";
import { useRetestRun } from "../api/retest-eval-run";
import { useSaveInstructionsVersion } from "../api/save-instructions-version";
import { lineDiff } from "../utils/line-diff";

const BASIS_LABELS: Record<FixChange["basis"], string> = {
  rule: "From the broken rule",
  review: "The review's suggestion",
  category: "For this kind of scenario",
};

const whereOf = (change: FixChange) =>
  change.action === "replace"
    ? `Replace on line ${change.line ?? "?"}`
    : change.line === null
      ? "Add at the end"
      : `Add after line ${change.line}`;

/**
 * Closing the loop on an ended run with failures (issue 38): choose failed scenarios, read the
 * proposed change of the instructions (what, where, why), edit it in a diff view, save it as the
 * next instructions version (reviewed automatically), then re-run the failed scenarios on it.
 */
export function FixLoop({ projectId, results }: { projectId: string; results: EvalRunResults }) {
  const run = results.run;
  const failed = results.scenarios.filter((scenario) => scenario.status === "failed");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(failed.map((s) => s.scenarioId)));
  const [proposal, setProposal] = useState<FixProposal | null>(null);
  const [text, setText] = useState("");
  const [saved, setSaved] = useState<{ id: number; version: number } | null>(null);
  const propose = useProposeFix(projectId, run.id);
  const save = useSaveInstructionsVersion(projectId);
  const retest = useRetestRun(projectId, run.id);
  const navigate = useNavigate();
  const editorId = useId();
  const diff = useMemo(() => (proposal ? lineDiff(proposal.instructions, text) : []), [proposal, text]);
  const onInstructionsTarget = run.target.config.kind === "instructions-on-model";

  if (failed.length === 0) return null;

  const onPropose = async () => {
    try {
      const made = await propose.mutateAsync({
        scenarioIds: failed.map((s) => s.scenarioId).filter((id) => chosen.has(id)),
      });
      setProposal(made);
      setText(made.proposed);
      setSaved(null);
    } catch (error) {
      notice.error("No fix could be proposed", { description: errorDescription(error) });
    }
  };
  const onSave = async () => {
    if (!proposal) return;
    try {
      const report = await save.mutateAsync({ baseReportId: proposal.base.reportId, instructions: text });
      setSaved({ id: report.id, version: report.version });
    } catch (error) {
      notice.error("The new version was not saved", { description: errorDescription(error) });
    }
  };
  const onRetest = async (scope: "failed" | "all") => {
    if (!saved) return;
    try {
      const started = await retest.mutateAsync({ instructionsReportId: saved.id, scope });
      void navigate(evalRunPath(projectId, started.id));
    } catch (error) {
      notice.error("The re-test did not start", { description: errorDescription(error) });
    }
  };

  return (
    <section
      aria-labelledby="fix-loop-title"
      className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="fix-loop-title" className="text-lg font-semibold">
          Fix the instructions
        </h2>
        <p className="text-sm text-muted-foreground">
          AESOP proposes sentences to add or replace for the failed scenarios you choose. Edit them, save the result as
          the next instructions version, then re-run the failures on it.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Failed scenarios to fix</legend>
        {failed.map((scenario) => (
          <label key={scenario.scenarioId} className="flex min-h-9 min-w-0 items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={chosen.has(scenario.scenarioId)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(scenario.scenarioId);
                else next.delete(scenario.scenarioId);
                setChosen(next);
              }}
            />
            <span className="min-w-0 break-words">{scenario.title}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="button" onClick={() => void onPropose()} disabled={chosen.size === 0 || propose.isPending}>
          <WandSparklesIcon aria-hidden="true" />
          {propose.isPending
            ? "Proposing..."
            : chosen.size === 1
              ? "Propose a fix"
              : `Propose a fix for ${chosen.size} scenarios`}
        </Button>
      </div>

      {proposal && (
        <div className="grid min-w-0 gap-4">
          <h3 className="text-base font-semibold">Proposed change to version {proposal.base.version}</h3>
          <ol className="grid gap-3" aria-label="Proposed changes">
            {proposal.changes.map((change, index) => (
              <li key={index} className="grid min-w-0 gap-1 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{whereOf(change)}</span>
                  <Badge tone="info">{BASIS_LABELS[change.basis]}</Badge>
                </div>
                {change.before && (
                  <p className="text-sm break-words text-muted-foreground">
                    <span className="font-medium">Was:</span> {change.before}
                  </p>
                )}
                <p className="text-sm break-words">{change.sentence}</p>
                <p className="text-sm break-words text-muted-foreground">
                  <span className="font-medium">Why:</span> {change.why}
                </p>
              </li>
            ))}
          </ol>
          {proposal.leftOut.length > 0 && (
            <div className="grid gap-1 text-sm">
              <h4 className="font-medium">Left out</h4>
              <ul className="list-disc pl-5 text-muted-foreground">
                {proposal.leftOut.map((item, index) => (
                  <li key={index} className="break-words">
                    {item.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {proposal.newContradictions.length > 0 && (
            <p role="alert" className="text-sm text-destructive">
              The review's contradiction check still finds {proposal.newContradictions.length} new contradiction
              {proposal.newContradictions.length === 1 ? "" : "s"}: edit before saving.
            </p>
          )}

          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <div className="grid min-w-0 content-start gap-1">
              <label htmlFor={editorId} className="text-sm font-medium">
                Version {proposal.base.version + 1} of the instructions
              </label>
              <Textarea
                id={editorId}
                value={text}
                onChange={(event) => setText(event.target.value)}
                className="max-h-[32rem] min-h-48 font-mono text-xs"
                spellCheck={false}
              />
            </div>
            <div className="grid min-w-0 content-start gap-1">
              <span className="text-sm font-medium" id={`${editorId}-diff`}>
                Changes from version {proposal.base.version}
              </span>
              <pre
                aria-labelledby={`${editorId}-diff`}
                className="max-h-[32rem] overflow-auto rounded-md border bg-muted/40 p-2 font-mono text-xs leading-relaxed"
              >
                {diff.map((line, index) => (
                  <div
                    key={index}
                    className={
                      line.kind === "added"
                        ? "bg-emerald-500/15 text-emerald-900 dark:text-emerald-200"
                        : line.kind === "removed"
                          ? "bg-red-500/10 text-red-800 line-through dark:text-red-200"
                          : "text-muted-foreground"
                    }
                  >
                    <span aria-hidden="true">
                      {line.kind === "added" ? "+ " : line.kind === "removed" ? "- " : "  "}
                    </span>
                    <span className="sr-only">
                      {line.kind === "added" ? "Added: " : line.kind === "removed" ? "Removed: " : ""}
                    </span>
                    <span className="break-words whitespace-pre-wrap">{line.text || " "}</span>
                  </div>
                ))}
              </pre>
            </div>
          </div>

          {saved ? (
            <div className="grid gap-3">
              <p role="status" className="text-sm">
                Version {saved.version} saved; the review runs on it.{" "}
                <Link className="font-medium underline underline-offset-4" to={projectReportPath(projectId, saved.id)}>
                  Its review
                </Link>
              </p>
              <div>
                <Button asChild variant="outline" size="sm">
                  <a href={instructionsVersionPatchUrl(projectId, saved.id)} download>
                    <DownloadIcon aria-hidden="true" /> Download the change set (.patch)
                  </a>
                </Button>
              </div>
              {onInstructionsTarget ? (
                <div className="flex flex-wrap gap-2">
                  <Button type="button" onClick={() => void onRetest("failed")} disabled={retest.isPending}>
                    <RefreshCwIcon aria-hidden="true" /> Re-run the failed scenarios on version {saved.version}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => void onRetest("all")}
                    disabled={retest.isPending}
                  >
                    Run the whole script on version {saved.version}
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">
                  This run's target holds its own instructions: deploy version {saved.version} there, or re-test on a
                  target of the kind "Instructions on a model".
                </p>
              )}
            </div>
          ) : (
            <div>
              <Button
                type="button"
                onClick={() => void onSave()}
                disabled={save.isPending || text.trim() === "" || text === proposal.instructions}
              >
                <SaveIcon aria-hidden="true" /> Save as version {proposal.base.version + 1}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
