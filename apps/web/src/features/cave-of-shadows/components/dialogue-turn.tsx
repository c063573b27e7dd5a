import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, FlagIcon, GavelIcon, GitBranchIcon, XIcon } from "lucide-react";
import type { CaveTurn } from "@aesop/shared/contracts/cave";
import { checkTypeName } from "@aesop/shared/contracts/test-scripts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { caveTurnAnchor } from "@/config/paths";
import { cn } from "@/lib/cn";
import { failedChecks, speakerOf, turnVerdicts } from "../utils/dialogue-display";
import { ScoreChips } from "./score-chips";

export interface BranchSwitch {
  /** 1-based. */
  position: number;
  count: number;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}

/**
 * One turn of a dialogue: who said it, the text (growing while it streams), its checks and the
 * judge's scores as chips, its flag, the judge's verdict on a reply with the person's beside it,
 * and the switch between branches where it has siblings. Its id is the anchor a link opens at.
 */
export function DialogueTurn({
  turn,
  number,
  branch,
  onFlag,
  onBranch,
  onVerdict,
}: {
  turn: CaveTurn;
  number: number;
  branch: BranchSwitch | null;
  onFlag: () => void;
  onBranch: () => void;
  onVerdict: () => void;
}) {
  const failed = failedChecks(turn).length > 0;
  const speaker = speakerOf(turn);
  const verdicts = turnVerdicts(turn);
  return (
    <li
      id={caveTurnAnchor(turn.id)}
      tabIndex={-1}
      aria-label={`Turn ${number}, ${speaker}${turn.flag ? ", flagged" : ""}${failed ? ", failed a check" : ""}`}
      data-role={turn.role}
      className={cn(
        "grid min-w-0 scroll-mt-4 gap-2 rounded-lg border p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
        turn.role === "evaluator" ? "bg-muted/40" : "bg-card",
        turn.flag && "border-amber-500/70",
        failed && !turn.flag && "border-destructive/50",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-xs font-semibold">{speaker}</span>
        <span className="text-xs text-muted-foreground">Turn {number}</span>
        {branch && <BranchSwitcher branch={branch} />}
        <span className="ml-auto flex gap-0.5">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={onFlag}
            disabled={turn.streaming}
            title={turn.flag ? "Edit the flag" : "Flag as a finding"}
          >
            <FlagIcon className={cn("size-3.5", turn.flag && "fill-amber-500 text-amber-600")} aria-hidden="true" />
            <span className="sr-only">{turn.flag ? `Edit the flag of turn ${number}` : `Flag turn ${number}`}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={onBranch}
            disabled={turn.streaming}
            title="Branch from here"
          >
            <GitBranchIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Branch from turn {number}</span>
          </Button>
        </span>
      </div>
      {turn.text !== "" || turn.streaming ? (
        <p className="text-sm break-words whitespace-pre-wrap" aria-busy={turn.streaming || undefined}>
          {turn.text}
          {turn.streaming && (
            <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-current align-text-bottom motion-reduce:animate-none">
              <span className="sr-only"> (still being written)</span>
            </span>
          )}
        </p>
      ) : null}
      {turn.error && (
        <p className="rounded-md border border-destructive/40 p-2 font-mono text-xs break-words text-destructive">
          {turn.error}
        </p>
      )}
      {turn.checks.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Checks">
          {turn.checks.map((check, index) => (
            <li key={`${check.type}-${index}`} className="max-w-full">
              <Badge data-passed={check.passed} tone={check.passed ? "success" : "danger"} title={check.detail}>
                {check.passed ? (
                  <CheckIcon className="size-3" aria-hidden="true" />
                ) : (
                  <XIcon className="size-3" aria-hidden="true" />
                )}
                {checkTypeName(check.type)}
                <span className="sr-only">{check.passed ? " passed" : ` failed: ${check.detail}`}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <ScoreChips scores={turn.scores} label="Judge's scores" />
      {verdicts && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="turn-verdicts">
          <span>
            <span className="text-muted-foreground">Judge:</span>{" "}
            <span className="font-medium" data-testid="judge-verdict">
              {verdicts.judge}
            </span>
          </span>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <span className="min-w-0 break-words">
            <span className="text-muted-foreground">You:</span>{" "}
            <span className={cn("font-medium", verdicts.disagree && "text-amber-800 dark:text-amber-200")}>
              <span data-testid="human-verdict">{verdicts.human ?? "no verdict yet"}</span>
              {verdicts.disagree && " (differs from the judge)"}
            </span>
            {turn.humanVerdict?.note ? (
              <span className="text-muted-foreground"> — {turn.humanVerdict.note}</span>
            ) : null}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ml-auto h-7 px-2 text-xs"
            onClick={onVerdict}
            aria-label={`${turn.humanVerdict ? "Change" : "Give"} your verdict on turn ${number}`}
          >
            <GavelIcon className="size-3.5" aria-hidden="true" />
            {turn.humanVerdict ? "Change" : "Give"} your verdict
          </Button>
        </div>
      )}
      {turn.flag && (
        <p className="flex gap-1.5 rounded-md bg-amber-500/10 p-2 text-xs break-words text-amber-900 dark:text-amber-200">
          <FlagIcon className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">Flagged:</span> {turn.flag.note}
          </span>
        </p>
      )}
    </li>
  );
}

function BranchSwitcher({ branch }: { branch: BranchSwitch }) {
  return (
    <span className="flex items-center gap-0.5 rounded-md border px-0.5 text-xs" role="group" aria-label="Branches">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-6"
        disabled={!branch.onPrevious}
        onClick={branch.onPrevious}
      >
        <ChevronLeftIcon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">Previous branch</span>
      </Button>
      <span className="tabular-nums">
        Branch {branch.position} of {branch.count}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-6"
        disabled={!branch.onNext}
        onClick={branch.onNext}
      >
        <ChevronRightIcon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">Next branch</span>
      </Button>
    </span>
  );
}
