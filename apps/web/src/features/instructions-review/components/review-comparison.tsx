import { ArrowDownIcon, ArrowLeftIcon, ArrowRightIcon, ArrowUpIcon, EqualIcon, ExternalLinkIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { ReviewDimension } from "@aesop/shared/contracts/instructions-review";
import type { Report } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { projectPath, projectReportPath } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";
import {
  comparableReviews,
  comparisonPair,
  compareVerdicts,
  instructionsDiff,
  type DiffRow,
  type VerdictChange,
  type VerdictRow,
} from "../utils/compare-reviews";
import { openGaps, reviewScore } from "../utils/review-score";

/** How the workspace names a report (its kind and number in the project), given by the page. */
export interface ReportNames {
  /** 'Instructions Review #3'. */
  name: (report: Report) => string;
  /** 'Instructions Review #3 - Jan 31, 2026', an entry of a list of reports. */
  option: (report: Report) => string;
}

export interface ReviewComparisonProps {
  projectId: string;
  projectName?: string;
  /** The project's reports; undefined while they load. */
  reports: readonly Report[] | undefined;
  names: ReportNames;
  baseId: number | null;
  headId: number | null;
  /** Called with the pair the user picks; the page puts it in the URL. */
  onChange: (pair: { base: number; head: number }) => void;
}

/**
 * Two Instructions Reviews of a project side by side (/projects/{id}/reports/compare?base=&head=):
 * the scores, each dimension's verdict with what changed, and what changed in the instructions as
 * a line diff. From the project's report list (one existing endpoint); older reviews without
 * per-dimension findings show their score and the diff.
 */
export function ReviewComparison({
  projectId,
  projectName,
  reports,
  names,
  baseId,
  headId,
  onChange,
}: ReviewComparisonProps) {
  const pair = comparisonPair(reports ?? [], baseId, headId);
  const reviews = comparableReviews(reports ?? []);

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`Compare Instructions Reviews · ${projectName ?? "Project"} · AESOP`}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={projectPath(projectId)}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to the workspace
          </Link>
        </Button>
      </div>
      <header className="grid min-w-0 gap-1">
        {projectName && <p className="text-sm font-medium text-primary">{projectName}</p>}
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Compare Instructions Reviews</h1>
        <p className="text-muted-foreground">
          The score, each dimension&apos;s verdict and what changed in the instructions between two reviews.
        </p>
      </header>

      {reports === undefined ? (
        <div role="status" aria-label="Loading the reviews" className="grid gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-96" />
        </div>
      ) : !pair ? (
        <p className="text-muted-foreground">
          Two finished Instructions Reviews are needed for a comparison; this project has {reviews.length}.{" "}
          <Link className="font-medium text-primary underline underline-offset-2" to={projectPath(projectId)}>
            Open the workspace
          </Link>
        </p>
      ) : (
        <>
          <ReviewPickers reviews={reviews} names={names} base={pair.base.id} head={pair.head.id} onChange={onChange} />
          <ScoreComparison base={pair.base} head={pair.head} names={names} />
          <VerdictComparison base={pair.base} head={pair.head} names={names} />
          <InstructionsChanges base={pair.base} head={pair.head} names={names} />
        </>
      )}
    </div>
  );
}

function ReviewPickers({
  reviews,
  names,
  base,
  head,
  onChange,
}: {
  reviews: Report[];
  names: ReportNames;
  base: number;
  head: number;
  onChange: ReviewComparisonProps["onChange"];
}) {
  const baseId = useId();
  const headId = useId();
  const options = (exclude: number) =>
    reviews
      .filter((review) => review.id !== exclude)
      .map((review) => (
        <SelectItem key={review.id} value={String(review.id)}>
          {names.option(review)}
        </SelectItem>
      ));
  return (
    <div className="grid min-w-0 gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={baseId}>Before</Label>
        <Select value={String(base)} onValueChange={(value) => onChange({ base: Number(value), head })}>
          <SelectTrigger id={baseId} className="w-full min-w-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>{options(head)}</SelectContent>
        </Select>
      </div>
      <ArrowRightIcon className="hidden size-5 text-muted-foreground sm:mb-2 sm:block" aria-hidden="true" />
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={headId}>After</Label>
        <Select value={String(head)} onValueChange={(value) => onChange({ base, head: Number(value) })}>
          <SelectTrigger id={headId} className="w-full min-w-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>{options(base)}</SelectContent>
        </Select>
      </div>
    </div>
  );
}

function ScoreComparison({ base, head, names }: { base: Report; head: Report; names: ReportNames }) {
  const before = reviewScore(base);
  const after = reviewScore(head);
  const delta = before !== null && after !== null ? after - before : null;
  return (
    <section aria-labelledby="score-heading" className="grid min-w-0 gap-3">
      <h2 id="score-heading" className="text-lg font-semibold">
        Score
      </h2>
      <div className="grid min-w-0 grid-cols-2 gap-3 sm:gap-4" data-slot="score-comparison">
        {[
          { report: base, score: before, side: "Before" },
          { report: head, score: after, side: "After" },
        ].map(({ report, score, side }) => {
          const gaps = openGaps(report);
          return (
            <div key={side} className="grid min-w-0 content-start gap-1 rounded-lg border bg-card p-3 sm:p-4">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{side}</p>
              <p className="font-semibold">{names.name(report)}</p>
              <p className="text-xs text-muted-foreground">{formatDateTime(report.createdAt)}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl" data-slot="score">
                {score === null ? "No score" : `${score}/100`}
              </p>
              {gaps !== null && (
                <p className="text-sm text-muted-foreground">
                  {gaps} {gaps === 1 ? "gap" : "gaps"} open
                </p>
              )}
              <Link
                to={projectReportPath(report.projectId, report.id)}
                className="mt-1 inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                Open the report
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                <span className="sr-only"> {names.name(report)}</span>
              </Link>
            </div>
          );
        })}
      </div>
      {delta !== null && (
        <p className="text-sm font-medium" data-slot="score-delta">
          {delta === 0
            ? "The score did not change."
            : `The score ${delta > 0 ? "rose" : "fell"} by ${Math.abs(delta)} ${Math.abs(delta) === 1 ? "point" : "points"}.`}
        </p>
      )}
    </section>
  );
}

const CHANGE_LABELS: Record<VerdictChange, string> = {
  same: "Same",
  better: "Better",
  worse: "Worse",
  changed: "Changed",
  unknown: "Not in both",
};

const CHANGE_ICONS = {
  same: EqualIcon,
  better: ArrowUpIcon,
  worse: ArrowDownIcon,
  changed: ArrowRightIcon,
  unknown: null,
};

const STATUS_LABELS: Record<ReviewDimension["status"], string> = {
  covered: "Covered",
  partial: "Partial",
  missing: "Missing",
};

/**
 * One dimension's verdict: a flaw shows its severity and confidence (and, when low, why); a covered dimension shows its
 * "could be stronger" suggestions apart, as suggestions, not flaws; an ungated dimension says it was
 * not judged and what would settle it (issue 39).
 */
export function Verdict({ dimension }: { dimension: ReviewDimension | null }) {
  if (!dimension) return <span className="text-muted-foreground">Not reviewed</span>;
  if (dimension.notJudged) {
    return (
      <>
        Not judged
        <span className="block text-xs font-normal text-muted-foreground">{dimension.notJudged}</span>
      </>
    );
  }
  const suggestions = dimension.status === "covered" ? (dimension.couldBeStronger ?? []) : [];
  return (
    <>
      {STATUS_LABELS[dimension.status]}
      {dimension.severity !== "none" && (
        <span className="block text-xs font-normal text-muted-foreground">
          {dimension.severity} severity, {dimension.confidence} confidence
        </span>
      )}
      {/* A low-confidence flaw says why, e.g. the question that would settle whether it arises here. */}
      {dimension.status !== "covered" && dimension.confidence === "low" && dimension.confidenceNote && (
        <span className="block text-xs font-normal text-muted-foreground">{dimension.confidenceNote}</span>
      )}
      {suggestions.length > 0 && (
        <span className="block text-xs font-normal text-muted-foreground">
          Could be stronger: {suggestions.join(" ")}
        </span>
      )}
    </>
  );
}

function VerdictComparison({ base, head, names }: { base: Report; head: Report; names: ReportNames }) {
  const rows = compareVerdicts(base, head);
  const changed = rows?.filter((row) => row.change !== "same").length ?? 0;
  const baseName = names.name(base);
  const headName = names.name(head);
  const missing = [base, head].filter((report) => !report.details.review);
  return (
    <section aria-labelledby="verdicts-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="verdicts-heading" className="text-lg font-semibold">
          Verdicts by dimension
        </h2>
        {rows && (
          <p className="text-sm text-muted-foreground">
            {changed === 0 ? "No verdict changed." : `${changed} of ${rows.length} changed.`}
          </p>
        )}
      </div>
      {missing.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {missing.map((report) => names.name(report)).join(" and ")} {missing.length === 1 ? "has" : "have"} no
          per-dimension findings (written before they were stored, or by a webhook): open the report to read its
          verdicts.
        </p>
      )}
      {rows && (
        <Table aria-label="Verdicts by dimension" className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="w-[38%] pl-2 whitespace-normal first:pl-2 sm:w-auto">
                Dimension
              </TableHead>
              <TableHead scope="col" className="whitespace-normal">
                {baseName}
              </TableHead>
              <TableHead scope="col" className="whitespace-normal">
                {headName}
              </TableHead>
              {/* On a phone the change is said under the newer verdict, in words. */}
              <TableHead scope="col" className="hidden w-28 pr-2 last:pr-2 sm:table-cell">
                Change
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <VerdictTableRow key={row.id} row={row} />
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

function VerdictTableRow({ row }: { row: VerdictRow }) {
  const moved = row.change !== "same";
  return (
    <TableRow
      data-change={row.change}
      className={cn(
        row.change === "better" && "bg-success/10 hover:bg-success/15",
        row.change === "worse" && "bg-destructive/10 hover:bg-destructive/15",
        (row.change === "changed" || row.change === "unknown") && "bg-muted",
      )}
    >
      <TableHead
        scope="row"
        className="h-auto py-2.5 pl-2 align-top first:pl-2 font-medium whitespace-normal text-foreground"
      >
        {row.name}
      </TableHead>
      <TableCell className="align-top whitespace-normal">
        <Verdict dimension={row.base} />
      </TableCell>
      <TableCell className={cn("align-top whitespace-normal", moved && "font-semibold")}>
        <Verdict dimension={row.head} />
        {moved && <ChangeLabel change={row.change} className="mt-1 sm:hidden" />}
      </TableCell>
      <TableCell className="hidden pr-2 align-top last:pr-2 sm:table-cell" data-slot="verdict-change">
        <ChangeLabel change={row.change} />
      </TableCell>
    </TableRow>
  );
}

function ChangeLabel({ change, className }: { change: VerdictChange; className?: string }) {
  const Icon = CHANGE_ICONS[change];
  return (
    <span
      className={cn(
        "flex items-center gap-1 text-sm",
        change === "better" && "font-semibold text-success",
        // Darker than the destructive colour: it sits on a red tint (AA contrast in both themes).
        change === "worse" && "font-semibold text-red-800 dark:text-red-300",
        change === "same" && "font-normal text-muted-foreground",
        className,
      )}
    >
      {Icon && <Icon className="size-3.5 shrink-0" aria-hidden="true" />}
      {CHANGE_LABELS[change]}
    </span>
  );
}

function InstructionsChanges({ base, head, names }: { base: Report; head: Report; names: ReportNames }) {
  const diff = instructionsDiff(base.inputText ?? "", head.inputText ?? "");
  return (
    <section aria-labelledby="instructions-diff-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="instructions-diff-heading" className="text-lg font-semibold">
          What changed in the instructions
        </h2>
        {diff && (
          <p className="text-sm text-muted-foreground" data-slot="diff-summary">
            {diff.added === 0 && diff.removed === 0
              ? "The instructions are the same."
              : `${diff.added} ${diff.added === 1 ? "line" : "lines"} added, ${diff.removed} removed.`}
          </p>
        )}
      </div>
      {!base.inputText || !head.inputText ? (
        <p className="text-sm text-muted-foreground">
          {(!base.inputText ? [base] : [])
            .concat(!head.inputText ? [head] : [])
            .map((report) => names.name(report))
            .join(" and ")}{" "}
          kept no copy of the instructions it reviewed.
        </p>
      ) : !diff ? (
        <p className="text-sm text-muted-foreground">
          The two versions are too different to compare line by line; open each report to read them.
        </p>
      ) : diff.added + diff.removed > 0 ? (
        <ol
          aria-label="Changes in the instructions"
          data-slot="instructions-diff"
          className="min-w-0 overflow-hidden rounded-lg border font-mono text-[0.8125rem] leading-relaxed"
        >
          {diff.rows.map((row, index) => (
            <DiffLine key={index} row={row} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function DiffLine({ row }: { row: DiffRow }) {
  if (row.kind === "skipped") {
    return (
      <li className="border-y bg-muted/50 px-3 py-1 font-sans text-xs text-muted-foreground first:border-t-0 last:border-b-0">
        {row.count} unchanged {row.count === 1 ? "line" : "lines"}
      </li>
    );
  }
  const marker = row.kind === "added" ? "+" : row.kind === "removed" ? "−" : " ";
  const spoken = row.kind === "added" ? "Added: " : row.kind === "removed" ? "Removed: " : "";
  // The newer version's line numbers; a removed line has none there.
  const line = row.kind === "removed" ? "" : row.headLine;
  return (
    <li
      data-diff={row.kind}
      className={cn(
        "grid grid-cols-[2.75rem_1.25rem_minmax(0,1fr)]",
        row.kind === "added" && "bg-success/10",
        row.kind === "removed" && "bg-destructive/10",
      )}
    >
      <span className="pr-2 text-right text-muted-foreground tabular-nums select-none" aria-hidden="true">
        {line}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          "text-center font-bold select-none",
          row.kind === "added" && "text-success",
          row.kind === "removed" && "text-destructive",
        )}
      >
        {marker}
      </span>
      <span className="pr-3 break-words whitespace-pre-wrap">
        {spoken && <span className="sr-only">{spoken}</span>}
        {row.text === "" ? " " : row.text}
      </span>
    </li>
  );
}
