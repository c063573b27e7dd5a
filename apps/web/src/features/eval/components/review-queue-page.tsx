import type { ScenarioResult } from "@aesop/shared/contracts/eval";
import { checkTypeName } from "@aesop/shared/contracts/test-scripts";
import { ArrowLeftIcon, CheckIcon, ScaleIcon, SkipForwardIcon, XIcon } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";
import { evalRunPath, evalScenarioPath, judgeAgreementPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { notice } from "@/lib/notice";
import { useEvalRunResults } from "../api/get-eval-run";
import { useScenarioTranscript } from "../api/get-scenario-transcript";
import { useSetHumanVerdict } from "../api/set-human-verdict";
import {
  REVIEW_KEYS,
  REVIEW_REASON_LABELS,
  reviewActionOf,
  reviewQueue,
  reviewReasons,
  type ReviewAction,
  type ReviewItem,
} from "../utils/review-queue";
import { categoryLabel, runLabel, sampleShare, SCENARIO_STATUS_LABELS } from "../utils/run-display";
import { ScenarioStatusBadge } from "./scenario-status-badge";

/**
 * "Needs a human" (issue 35 part 5): a run's scenarios a person should look at first, one after
 * the other, each judged with a key (p, f, s). The queue is taken once when the page opens, so a
 * verdict that takes a scenario out of it does not move the others under the reader's eyes.
 */
export function ReviewQueuePage({ projectId, runId }: { projectId: string; runId: string }) {
  const results = useEvalRunResults(projectId, runId);
  const data = results.data;
  const run = data?.run;
  const title = run ? `Needs a human: ${runLabel(run)}` : "Needs a human";

  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`${title} · AESOP`}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={evalRunPath(projectId, runId)}>
            <ArrowLeftIcon aria-hidden="true" /> Back to the run
          </Link>
        </Button>
      </div>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted-foreground">
          The scenarios where a person&apos;s eye matters most: critical failures not yet confirmed, flaky ones (their
          samples disagree), and verdicts of low confidence (a failure only wording checks or only the judge model
          found, a critical pass no other check tested, or one you judged otherwise before). Your verdict overrides the
          judge&apos;s in the run&apos;s figures and counts in the{" "}
          <Link className="font-medium text-foreground underline underline-offset-4" to={judgeAgreementPath(projectId)}>
            judge&apos;s agreement
          </Link>
          .
        </p>
        <p className="text-sm" id="review-keys">
          Keys: <kbd className={kbdClass}>{REVIEW_KEYS.pass.toUpperCase()}</kbd> passed ·{" "}
          <kbd className={kbdClass}>{REVIEW_KEYS.fail.toUpperCase()}</kbd> failed ·{" "}
          <kbd className={kbdClass}>{REVIEW_KEYS.skip.toUpperCase()}</kbd> skip (not while typing a note).
        </p>
      </header>

      {results.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the run...
        </p>
      ) : !data ? (
        <p role="alert" className="text-sm text-destructive">
          The run could not be loaded. {errorDescription(results.error)}
        </p>
      ) : (
        <ReviewSession projectId={projectId} runId={runId} scenarios={data.scenarios} />
      )}
    </div>
  );
}

/**
 * One pass through the queue. The queue is taken once, when the session starts (the run loaded),
 * so a verdict that takes a scenario out of it does not move the others under the reader's eyes.
 */
function ReviewSession({
  projectId,
  runId,
  scenarios,
}: {
  projectId: string;
  runId: string;
  scenarios: ScenarioResult[];
}) {
  const [queueIds, setQueueIds] = useState(() => reviewQueue(scenarios).map((item) => item.scenario.scenarioId));
  const [position, setPosition] = useState(0);
  const [tally, setTally] = useState({ judged: 0, skipped: 0 });
  // What the last key did, said on screen (and to a screen reader) as the next scenario arrives.
  const [last, setLast] = useState<string | null>(null);

  const byId = new Map(scenarios.map((scenario) => [scenario.scenarioId, scenario]));
  const currentId = queueIds[position];
  const current = currentId ? byId.get(currentId) : undefined;
  const currentItem: ReviewItem | undefined = current && {
    scenario: current,
    // Its reasons as it entered the queue (a verdict given here empties them until the next one shows).
    reasons: reviewReasons({ ...current, humanVerdict: null }),
  };

  const next = (action: ReviewAction, title: string) => {
    const judged = action !== "skip";
    setLast(`“${title}” ${action === "pass" ? "marked passed" : action === "fail" ? "marked failed" : "skipped"}.`);
    setTally((before) => ({
      judged: before.judged + (judged ? 1 : 0),
      skipped: before.skipped + (judged ? 0 : 1),
    }));
    setPosition((before) => before + 1);
  };

  if (currentItem) {
    return (
      <>
        <p className="text-sm text-muted-foreground tabular-nums" role="status" data-testid="review-progress">
          Scenario {position + 1} of {queueIds.length}.{last && ` Last: ${last}`}
        </p>
        <ReviewCard
          key={currentItem.scenario.scenarioId}
          projectId={projectId}
          runId={runId}
          item={currentItem}
          onDone={next}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="review-done" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="review-done" className="text-lg font-semibold">
        {queueIds.length === 0 ? "Nothing needs a human in this run" : "You have been through the queue"}
      </h2>
      <p className="text-sm text-muted-foreground" data-testid="review-summary">
        {queueIds.length === 0
          ? "No scenario is flaky, a critical failure to confirm, or a verdict of low confidence, or you have judged them all."
          : `${last ? `Last: ${last} ` : ""}${tally.judged} ${tally.judged === 1 ? "verdict" : "verdicts"} given, ${tally.skipped} skipped.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={evalRunPath(projectId, runId)}>The run&apos;s results</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={judgeAgreementPath(projectId)}>
            <ScaleIcon aria-hidden="true" /> The judge&apos;s agreement
          </Link>
        </Button>
        {tally.skipped > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setQueueIds(reviewQueue(scenarios).map((item) => item.scenario.scenarioId));
              setPosition(0);
              setLast(null);
              setTally({ judged: 0, skipped: 0 });
            }}
          >
            Go through the skipped ones again
          </Button>
        )}
      </div>
    </section>
  );
}

const kbdClass = "rounded border bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold";

/** One scenario to judge: why it is here, what the judge said and the dialogue, with the three actions. */
function ReviewCard({
  projectId,
  runId,
  item,
  onDone,
}: {
  projectId: string;
  runId: string;
  item: ReviewItem;
  onDone: (action: ReviewAction, title: string) => void;
}) {
  const { scenario, reasons } = item;
  const [note, setNote] = useState("");
  const save = useSetHumanVerdict(projectId, runId, scenario.scenarioId);
  const transcript = useScenarioTranscript(projectId, runId, scenario.scenarioId);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each scenario takes the focus as it arrives, so the keys and a screen reader start from it.
  useEffect(() => heading.current?.focus(), []);

  const act = async (action: ReviewAction) => {
    if (save.isPending) return;
    if (action === "skip") return onDone("skip", scenario.title);
    try {
      await save.mutateAsync({ verdict: action, note });
      onDone(action, scenario.title);
    } catch (error) {
      notice.error("The verdict was not saved", { description: errorDescription(error) });
    }
  };
  // The listener is added once; the effect event reads this render's note and pending state.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const action = reviewActionOf(event);
    if (!action || event.defaultPrevented) return;
    event.preventDefault();
    void act(action);
  });
  useEffect(() => {
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // The same check failing in several samples is said once.
  const failedChecks = [
    ...new Map(
      scenario.checks.filter((check) => !check.passed).map((check) => [`${check.type}\u0000${check.detail}`, check]),
    ).values(),
  ];
  const samples = sampleShare(scenario);
  return (
    <section
      aria-labelledby="review-scenario-title"
      aria-describedby="review-keys"
      className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-2">
        <h2
          id="review-scenario-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold break-words outline-none"
        >
          {scenario.title}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge>{categoryLabel(scenario.category)}</Badge>
          <Badge className="capitalize">{scenario.severity}</Badge>
          <Link
            className="text-sm font-medium underline underline-offset-4"
            to={evalScenarioPath(projectId, runId, scenario.scenarioId)}
          >
            Open it in the run
          </Link>
        </div>
      </div>
      <ul className="grid gap-1 text-sm" aria-label="Why it needs a human">
        {reasons.map((reason) => (
          <li key={reason} className="font-medium">
            {REVIEW_REASON_LABELS[reason]}
          </li>
        ))}
      </ul>
      <div className="grid gap-2 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          The judge says <ScenarioStatusBadge status={scenario.judgeStatus} />
          {samples && <span className="text-muted-foreground">{samples}</span>}
        </p>
        {scenario.reason && <p className="text-muted-foreground">{scenario.reason}</p>}
        {failedChecks.length > 0 && (
          <ul className="grid gap-1" aria-label="Failed checks">
            {failedChecks.map((check, index) => (
              <li key={`${check.type}-${index}`}>
                <span className="font-medium">{checkTypeName(check.type)}</span>:{" "}
                <span className="text-muted-foreground">{check.detail}</span>
              </li>
            ))}
          </ul>
        )}
        {scenario.earlierHumanVerdict && (
          <p className="text-muted-foreground">
            On Run #{scenario.earlierHumanVerdict.runNumber} you said{" "}
            {scenario.earlierHumanVerdict.verdict === "pass" ? "passed" : "failed"}
            {scenario.earlierHumanVerdict.note ? `: “${scenario.earlierHumanVerdict.note}”` : ""}.
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">
          The dialogue
          {transcript.data && transcript.data.sampleStatuses.length > 1
            ? ` (sample ${transcript.data.sample + 1}, ${SCENARIO_STATUS_LABELS[transcript.data.sampleStatuses[transcript.data.sample] ?? "pending"].toLowerCase()})`
            : ""}
        </h3>
        {transcript.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the dialogue...
          </p>
        ) : !transcript.data ? (
          <p role="alert" className="text-sm text-destructive">
            The dialogue could not be loaded. {errorDescription(transcript.error)}
          </p>
        ) : (
          <ol className="grid gap-3" aria-label="Turns">
            {transcript.data.turns.map((turn) => (
              <li key={turn.index} className="grid gap-2 rounded-lg border p-3 text-sm">
                <p className="rounded-md bg-muted p-2 whitespace-pre-wrap">
                  <span className="sr-only">Message: </span>
                  {turn.message}
                </p>
                <p className="whitespace-pre-wrap">
                  <span className="sr-only">Reply: </span>
                  {turn.reply ?? <span className="text-destructive">{turn.error ?? "No reply."}</span>}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
      <FormField label="Note" labelHint=" (optional, saved with your verdict)" id="review-note">
        <Textarea rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Your verdict">
        <ActionButton
          action="pass"
          label="Passed"
          icon={<PendingIcon pending={save.isPending && save.variables?.verdict === "pass"} icon={CheckIcon} />}
          disabled={save.isPending}
          onAct={act}
        />
        <ActionButton
          action="fail"
          label="Failed"
          icon={<PendingIcon pending={save.isPending && save.variables?.verdict === "fail"} icon={XIcon} />}
          disabled={save.isPending}
          onAct={act}
        />
        <ActionButton
          action="skip"
          label="Skip"
          variant="ghost"
          icon={<SkipForwardIcon aria-hidden="true" />}
          disabled={save.isPending}
          onAct={act}
        />
      </div>
    </section>
  );
}

/** A verdict button with the key that does the same, shown beside its label. */
function ActionButton({
  action,
  label,
  icon,
  variant = "outline",
  disabled,
  onAct,
}: {
  action: ReviewAction;
  label: string;
  icon: ReactNode;
  variant?: "outline" | "ghost";
  disabled: boolean;
  onAct: (action: ReviewAction) => Promise<void>;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      aria-keyshortcuts={REVIEW_KEYS[action]}
      disabled={disabled}
      onClick={() => void onAct(action)}
    >
      {icon} {label}
      <kbd className={kbdClass} aria-hidden="true">
        {REVIEW_KEYS[action].toUpperCase()}
      </kbd>
    </Button>
  );
}
