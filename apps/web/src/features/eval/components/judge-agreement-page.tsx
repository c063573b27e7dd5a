import { ArrowLeftIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { AgreementDisagreement, AgreementRow, JudgeAgreement } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { errorDescription } from "@/lib/error-description";
import { useJudgeAgreement } from "../api/judge-agreement";
import { formatAgreed, formatKappa, kappaWords, sampleSizeNote } from "../utils/agreement-display";
import {
  AGREEMENT_FILTER_LABELS,
  AGREEMENT_FILTERS,
  disagreementKey,
  disagreementLabel,
  disagreementLink,
  toAgreementFilter,
  type AgreementFilter,
} from "../utils/agreement-source";

const verdictWord = (verdict: AgreementDisagreement["judge"]) => (verdict === "pass" ? "passed" : "failed");

/**
 * The judge's agreement with the builder (issue 35 part 4): over every scenario and Cave reply the
 * builder gave a verdict on (or those of runs or of the Cave alone, decision 0079), how often the
 * judge's verdict (and each check type's, each criterion's) was the same, with Cohen's kappa and n,
 * and the disagreements to open.
 */
export function JudgeAgreementPage({
  projectId,
  projectName,
  backTo,
}: {
  projectId: string;
  projectName: string | undefined;
  backTo: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const source = toAgreementFilter(searchParams.get("source"));
  const agreement = useJudgeAgreement(projectId, source);
  const data = agreement.data;
  const selectSource = (value: string) => {
    // Radix sends "" when the pressed item is pressed again: keep the current filter.
    if (!value) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === "all") next.delete("source");
        else next.set("source", value);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Judge agreement · AESOP</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden="true" /> Back to the Eval Agent
          </Link>
        </Button>
      </div>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Judge agreement</h1>
        {projectName && (
          <p className="min-w-0 truncate text-sm text-muted-foreground">
            Project: <span className="font-medium text-foreground">{projectName}</span>
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          How often the judge&apos;s verdict matched yours, on the scenarios you marked passed or failed (on a
          run&apos;s scenario, or in its &ldquo;Needs a human&rdquo; queue) and on the Cave replies you marked. Kappa
          discounts the agreement chance alone would give: 1 is full agreement, 0 no better than chance. A check type or
          criterion is rated on the scenarios it ran on: it said &ldquo;failed&rdquo; if it failed in any sample.
        </p>
      </header>
      <ToggleGroup
        type="single"
        value={source}
        onValueChange={selectSource}
        aria-label="Which verdicts to count"
        className="flex-wrap"
      >
        {AGREEMENT_FILTERS.map((value) => (
          <ToggleGroupItem key={value} value={value} className="flex-none">
            {AGREEMENT_FILTER_LABELS[value]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {agreement.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the agreement...
        </p>
      ) : !data ? (
        <p role="alert" className="text-sm text-destructive">
          The agreement could not be loaded. {errorDescription(agreement.error)}
        </p>
      ) : data.overall.n === 0 ? (
        <p className="rounded-xl border bg-card p-5 text-sm shadow-sm" data-testid="agreement-empty">
          {EMPTY[source]}
        </p>
      ) : (
        <AgreementFigures projectId={projectId} data={data} />
      )}
    </div>
  );
}

const EMPTY: Record<AgreementFilter, string> = {
  all:
    "No verdicts of yours yet. Mark a run's scenario or a Cave reply passed or failed, or work through a run's " +
    "“Needs a human” queue: the judge's agreement with you appears here.",
  eval: "No verdicts of yours on Eval runs yet. Open a run's scenario and mark it passed or failed.",
  cave: "No verdicts of yours on Cave replies yet. In a Cave session, give a reply your verdict.",
};

function AgreementFigures({ projectId, data }: { projectId: string; data: JudgeAgreement }) {
  const { overall, minimumN } = data;
  const note = sampleSizeNote(overall, minimumN);
  return (
    <>
      <section aria-labelledby="agreement-overall" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="agreement-overall" className="text-lg font-semibold">
          The judge&apos;s verdict
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="agreement-overall">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Agreed with you</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatAgreed(overall)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Cohen&apos;s kappa</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {formatKappa(overall.kappa)}{" "}
              <span className="text-sm font-normal text-muted-foreground">{kappaWords(overall.kappa)}</span>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Your verdicts (n)</dt>
            <dd className="text-2xl font-bold tabular-nums">{overall.n}</dd>
          </div>
        </dl>
        {note && (
          <p className="text-sm font-medium" data-testid="agreement-too-few">
            {note}
          </p>
        )}
        <Disagreements projectId={projectId} row={overall} />
      </section>
      <AgreementTable
        projectId={projectId}
        title="Per check type"
        first="Check"
        rows={data.byCheck}
        minimumN={minimumN}
        empty="No check ran on the scenarios you judged."
      />
      <AgreementTable
        projectId={projectId}
        title="Per rubric criterion"
        first="Criterion"
        rows={data.byCriterion}
        minimumN={minimumN}
        empty="No criterion was scored on the scenarios you judged (the guided judge scores none)."
      />
    </>
  );
}

function AgreementTable({
  projectId,
  title,
  first,
  rows,
  minimumN,
  empty,
}: {
  projectId: string;
  title: string;
  first: string;
  rows: AgreementRow[];
  minimumN: number;
  empty: string;
}) {
  const id = `agreement-${first.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHead>{first}</TableHead>
              <TableHead>Agreed</TableHead>
              <TableHead>Kappa</TableHead>
              <TableHead>n</TableHead>
              <TableHead>Disagreements</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid={`agreement-row-${row.key}`}>
                <TableCell className="font-medium">{row.name}</TableCell>
                <TableCell className="tabular-nums">{formatAgreed(row)}</TableCell>
                <TableCell className="tabular-nums">
                  {formatKappa(row.kappa)} <span className="text-muted-foreground">{kappaWords(row.kappa)}</span>
                </TableCell>
                <TableCell className="tabular-nums">
                  {row.n}
                  {row.n < minimumN && <span className="text-muted-foreground"> (too few)</span>}
                </TableCell>
                <TableCell className="min-w-56 whitespace-normal">
                  <Disagreements projectId={projectId} row={row} compact />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

function Disagreements({ projectId, row, compact }: { projectId: string; row: AgreementRow; compact?: boolean }) {
  if (row.disagreements.length === 0) return compact ? <span className="text-muted-foreground">None</span> : null;
  const list = (
    <ul className="grid gap-1 text-sm">
      {row.disagreements.map((d) => (
        <li key={disagreementKey(d)} data-source={d.source}>
          <Link className="font-medium underline underline-offset-4" to={disagreementLink(projectId, d)}>
            {disagreementLabel(d)}
          </Link>{" "}
          <span className="text-muted-foreground">
            (judge {verdictWord(d.judge)}, you {verdictWord(d.human)}
            {d.note ? `: “${d.note}”` : ""})
          </span>
        </li>
      ))}
    </ul>
  );
  if (compact) {
    return (
      <details>
        <summary className="min-h-6 cursor-pointer py-1">
          {row.disagreements.length} {row.disagreements.length === 1 ? "disagreement" : "disagreements"}
        </summary>
        {list}
      </details>
    );
  }
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Where the judge and you disagreed ({row.disagreements.length})</h3>
      {list}
    </div>
  );
}
