import { CheckIcon, XIcon } from "lucide-react";
import { useState } from "react";
import type { CheckResult, CriterionScore, EvalTurn } from "@aesop/shared/contracts/eval";
import { checkTypeName } from "@aesop/shared/contracts/test-scripts";
import { failedBadgeClass } from "./badge-tones";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorDescription } from "@/lib/error-description";
import { useScenarioTranscript } from "../api/get-scenario-transcript";
import { categoryLabel, formatCost, formatLatency, SCENARIO_STATUS_LABELS } from "../utils/run-display";
import { highlightQuotes, quotedFragments } from "../utils/quote-highlight";
import { HumanVerdictForm } from "./human-verdict-form";
import { ScenarioStatusBadge } from "./scenario-status-badge";

/**
 * One scenario's dialogue (the side panel's body): each turn's message and reply with its latency,
 * tokens and cost, the checks it passed or failed by their names with their reasons (the words a
 * failing check quotes marked in the reply), and the judge's scores with their quoted highlights.
 */
export function ScenarioTranscript({
  projectId,
  runId,
  scenarioId,
  criterionNames,
}: {
  projectId: string;
  runId: string;
  scenarioId: string;
  criterionNames: ReadonlyMap<string, string>;
}) {
  const [sample, setSample] = useState<number | undefined>(undefined);
  const transcript = useScenarioTranscript(projectId, runId, scenarioId, sample);

  const data = transcript.data;
  return (
    <div className="grid min-w-0 gap-4">
      {transcript.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the transcript...
        </p>
      ) : !data ? (
        <p role="alert" className="text-sm text-destructive">
          The transcript could not be loaded. {errorDescription(transcript.error)}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <ScenarioStatusBadge status={data.status} />
            <Badge>{categoryLabel(data.category)}</Badge>
            <Badge className="capitalize">{data.severity}</Badge>
            <span className="text-muted-foreground">
              {data.turnCount} {data.turnCount === 1 ? "turn" : "turns"} · {formatLatency(data.latencyMs)} ·{" "}
              {formatCost(data.costUsd)}
            </span>
          </div>
          {data.sampleStatuses.length > 1 && (
            <div className="grid gap-2">
              <p className="text-sm">
                {data.flaky ? <strong>Flaky: </strong> : null}
                {data.samples.passed} of {data.samples.passed + data.samples.failed} samples passed
                {data.samples.errored > 0 ? `, ${data.samples.errored} errored` : ""} (pass share{" "}
                {data.passShare === null ? "—" : `${Math.round(data.passShare * 100)}%`}). Showing sample{" "}
                {data.sample + 1}.
              </p>
              <div className="flex flex-wrap gap-1" role="group" aria-label="Samples of the scenario">
                {data.sampleStatuses.map((status, index) => (
                  <Button
                    key={index}
                    size="sm"
                    variant={index === data.sample ? "secondary" : "outline"}
                    aria-pressed={index === data.sample}
                    aria-label={`Sample ${index + 1}: ${SCENARIO_STATUS_LABELS[status]}`}
                    onClick={() => setSample(index)}
                    className="min-w-12 tabular-nums"
                  >
                    {index + 1}
                    {status === "passed" ? (
                      <CheckIcon className="size-3" aria-hidden="true" />
                    ) : status === "failed" || status === "error" ? (
                      <XIcon className="size-3 text-destructive" aria-hidden="true" />
                    ) : null}
                  </Button>
                ))}
              </div>
            </div>
          )}
          {data.reason && (
            <p className={data.status === "passed" ? "text-sm" : "text-sm text-destructive"}>{data.reason}</p>
          )}
          <HumanVerdictForm
            key={data.humanVerdict?.updatedAt ?? "none"}
            projectId={projectId}
            runId={runId}
            scenario={data}
          />
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div className="grid gap-1">
              <dt className="font-medium">Persona</dt>
              <dd className="text-muted-foreground">{data.persona}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="font-medium">Objective</dt>
              <dd className="text-muted-foreground">{data.objective}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="font-medium">Expected behaviour</dt>
              <dd className="text-muted-foreground">{data.expectedBehaviour}</dd>
            </div>
          </dl>
          <ol className="grid gap-4" aria-label="Turns">
            {data.turns.map((turn) => (
              <TurnView
                key={turn.index}
                turn={turn}
                criterionNames={criterionNames}
                quotes={offendingQuotes(turn, data.checks)}
              />
            ))}
          </ol>
          {(data.checks.length > 0 || data.scores.length > 0) && (
            <section aria-label="The whole scenario" className="grid gap-3 border-t pt-4">
              <h3 className="font-semibold">The whole scenario</h3>
              <Checks checks={data.checks} />
              <Scores scores={data.scores} criterionNames={criterionNames} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/**
 * What a turn's reply is marked with: the quotes of its own failing checks, and of the whole
 * scenario's failing checks that name this reply ("Reply 2: Contains personal data (…)").
 */
function offendingQuotes(turn: EvalTurn, scenarioChecks: readonly CheckResult[]): string[] {
  const prefix = `Reply ${turn.index + 1}:`;
  return [
    ...turn.checks.filter((check) => !check.passed),
    ...scenarioChecks.filter((check) => !check.passed && check.detail.startsWith(prefix)),
  ].flatMap((check) => quotedFragments(check.detail));
}

function TurnView({
  turn,
  criterionNames,
  quotes,
}: {
  turn: EvalTurn;
  criterionNames: ReadonlyMap<string, string>;
  quotes: readonly string[];
}) {
  const tokens =
    turn.inputTokens === null && turn.outputTokens === null
      ? "tokens unknown"
      : `${turn.inputTokens ?? 0} in / ${turn.outputTokens ?? 0} out tokens`;
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Turn {turn.index + 1}</p>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">Message</p>
        <p className="rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">{turn.message}</p>
      </div>
      <ToolCalls calls={turn.toolCalls} />
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">Reply</p>
        {turn.reply !== null ? (
          <p className="rounded-md border p-3 text-sm break-words whitespace-pre-wrap">
            {highlightQuotes(turn.reply, quotes).map((segment, index) =>
              segment.marked ? (
                <mark
                  key={index}
                  className="rounded-sm bg-amber-200 px-0.5 text-amber-950 dark:bg-amber-400/30 dark:text-amber-50"
                >
                  {segment.text}
                </mark>
              ) : (
                segment.text
              ),
            )}
          </p>
        ) : (
          <p className="rounded-md border border-destructive/40 p-3 font-mono text-xs whitespace-pre-wrap text-destructive">
            {turn.error ?? "No reply."}
          </p>
        )}
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{formatLatency(turn.latencyMs)}</span>
        <span>{tokens}</span>
        <span>{formatCost(turn.costUsd)}</span>
        {turn.cached && <span>from the reply cache</span>}
      </p>
      <Checks checks={turn.checks} />
      <Scores scores={turn.scores} criterionNames={criterionNames} />
    </li>
  );
}

/** What the assistant did before it replied: each call with its arguments and AESOP's answer. */
function ToolCalls({ calls }: { calls: EvalTurn["toolCalls"] }) {
  if (calls.length === 0) return null;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">
        Tool calls <span className="tabular-nums">({calls.length})</span>
      </p>
      <ol className="grid gap-2" aria-label="Tool calls">
        {calls.map((call, index) => (
          <li key={index} className="grid min-w-0 gap-2 rounded-md border border-dashed p-3 text-xs">
            <p className="font-mono text-sm font-medium break-all">{call.name}</p>
            <dl className="grid min-w-0 gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="font-medium text-muted-foreground">Arguments</dt>
              <dd className="min-w-0">
                <pre className="font-mono break-all whitespace-pre-wrap">{json(call.arguments)}</pre>
              </dd>
              <dt className="font-medium text-muted-foreground">{call.error === null ? "Result" : "Error"}</dt>
              <dd className="min-w-0">
                {call.error === null ? (
                  <pre className="font-mono break-all whitespace-pre-wrap">{json(call.result)}</pre>
                ) : (
                  <span className="text-destructive">{call.error}</span>
                )}
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Each check by its name, passed or failed, with its reason (a failed one's in the foreground). */
function Checks({ checks }: { checks: readonly CheckResult[] }) {
  if (checks.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Checks">
      {checks.map((check, index) => (
        <li key={`${check.type}-${index}`} className="grid max-w-full justify-items-start gap-0.5">
          <Badge
            data-passed={check.passed}
            tone={check.passed ? "success" : "neutral"}
            className={check.passed ? undefined : failedBadgeClass}
          >
            {check.passed ? (
              <CheckIcon className="size-3" aria-hidden="true" />
            ) : (
              <XIcon className="size-3" aria-hidden="true" />
            )}
            {checkTypeName(check.type)}
            <span className="sr-only">{check.passed ? " passed" : " failed"}</span>
          </Badge>
          <span className={check.passed ? "text-xs break-words text-muted-foreground" : "text-xs break-words"}>
            {check.detail}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Scores({
  scores,
  criterionNames,
}: {
  scores: readonly CriterionScore[];
  criterionNames: ReadonlyMap<string, string>;
}) {
  if (scores.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Judge's scores">
      {scores.map((score) => (
        <li key={score.criterionId} className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
          <p>
            <span className="font-medium">{criterionNames.get(score.criterionId) ?? score.criterionId}</span>:{" "}
            <strong className="tabular-nums">{score.score} / 10</strong>
          </p>
          <p className="text-muted-foreground">{score.reason}</p>
          {score.highlights.map((highlight, index) => (
            <blockquote key={index} className="border-l-2 border-primary pl-3 text-sm italic">
              “{highlight}”
            </blockquote>
          ))}
        </li>
      ))}
    </ul>
  );
}
