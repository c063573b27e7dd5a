import { HandIcon, PauseIcon, PlayIcon, SendIcon, SkipForwardIcon, SquareIcon, Undo2Icon } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { caveTakeOverSchema, type CaveDialogue, type CavePace, type CaveTurn } from "@aesop/shared/contracts/cave";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { InlineNotice, type InlineNoticeContent } from "@/components/ui/inline-notice";
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";
import { errorDescription } from "@/lib/error-description";
import type { SetHumanVerdict } from "@aesop/shared/contracts/eval";
import { useDialogueAction, type DialogueAction } from "../api/control-cave-dialogue";
import { useFlagTurn } from "../api/flag-turn";
import { useSetTurnVerdict } from "../api/set-turn-verdict";
import { branchPosition, visiblePath, type BranchChoices } from "../utils/dialogue-tree";
import { categoryLabel, dialogueControls, dialogueTally, isDialogueEnded } from "../utils/dialogue-display";
import { DialogueStateBadge } from "./dialogue-status-badge";
import { DialogueSummary } from "./dialogue-summary";
import { DialogueTurn } from "./dialogue-turn";
import { SaveScenarioDialog, type ScriptChoice } from "./save-scenario-dialog";
import { BranchDialog, FlagTurnDialog, TurnVerdictDialog } from "./turn-dialogs";

const ACTION_FAILURES: Record<DialogueAction["kind"], string> = {
  pause: "The dialogue was not paused",
  resume: "The dialogue did not resume",
  stop: "The dialogue was not stopped",
  "next-turn": "The next turn did not start",
  "take-over": "Your message was not sent",
  branch: "The branch was not made",
};

/** Where the reader is near the end of the transcript, new turns keep it in view. */
const STICK_TO_END_PX = 80;

/**
 * One dialogue of a session, live: its controls (pause, resume, stop, take over and hand back),
 * the transcript of the branch on screen with a switch at each fork, each turn's chips, flag and
 * branch actions, and once it has ended its summary and "save as scenario".
 */
export function DialogueCard({
  projectId,
  sessionId,
  dialogue,
  index,
  scripts,
  pace,
}: {
  projectId: string;
  sessionId: string;
  dialogue: CaveDialogue;
  index: number;
  scripts: readonly ScriptChoice[];
  pace: CavePace;
}) {
  const [choices, setChoices] = useState<BranchChoices>({});
  const [composing, setComposing] = useState(false);
  const [dialog, setDialog] = useState<{ kind: "flag" | "branch" | "verdict"; turn: CaveTurn; number: number } | null>(
    null,
  );
  // What the last action on this dialogue came to, in the card: a toast would cover the next card.
  const [notice, setNotice] = useState<InlineNoticeContent | null>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const action = useDialogueAction(projectId, sessionId, dialogue.id);
  const flag = useFlagTurn(projectId, sessionId);
  const verdict = useSetTurnVerdict(projectId, sessionId);
  const path = visiblePath(dialogue.turns, dialogue.headTurnId, choices);
  const onLiveBranch = path.at(-1)?.id === dialogue.headTurnId || Object.keys(choices).length === 0;
  const controls = dialogueControls(dialogue, pace);
  const titleId = `dialogue-${dialogue.id}-title`;
  const helpId = `dialogue-${dialogue.id}-controls-help`;

  /** An action of the card's controls; a failure is told in the card. */
  const run = async (next: DialogueAction) => {
    setNotice(null);
    try {
      await act(next);
      return true;
    } catch (error) {
      setNotice({ tone: "error", title: ACTION_FAILURES[next.kind], description: errorDescription(error) });
      return false;
    }
  };

  /** Throws on failure: the dialogs that call it say so in themselves. */
  const act = async (next: DialogueAction) => {
    await action.mutateAsync(next);
    // After a branch or a message the live branch is the one to watch.
    if (next.kind === "branch" || next.kind === "take-over") setChoices({});
  };

  const saveFlag = async (number: number, turnId: string, note: string) => {
    await flag.mutateAsync({ turnId, note });
    setNotice({ tone: "success", title: note === "" ? `Flag removed from turn ${number}` : `Turn ${number} flagged` });
  };

  const saveVerdict = async (number: number, turnId: string, body: SetHumanVerdict | null) => {
    await verdict.mutateAsync({ turnId, verdict: body });
    setNotice({
      tone: "success",
      title:
        body === null
          ? `Your verdict on turn ${number} removed`
          : `Turn ${number} marked as ${body.verdict === "pass" ? "passed" : "failed"}`,
    });
  };

  const dismissNotice = () => {
    setNotice(null);
    // The dismiss button goes: focus goes back to the dialogue's controls, not to the page's start.
    controlsRef.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
  };

  return (
    <article
      aria-labelledby={titleId}
      data-status={dialogue.status}
      className="grid min-w-0 grid-rows-[auto_1fr_auto] gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <header className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-base font-semibold break-words">
            <span className="text-muted-foreground">{index + 1}.</span> {dialogue.scenario.title}
          </h2>
          <span className="flex flex-wrap gap-1.5">
            <DialogueStateBadge dialogue={dialogue} />
          </span>
        </div>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {dialogue.scenario.category && <Badge>{categoryLabel(dialogue.scenario.category)}</Badge>}
          {dialogue.scenario.severity && <Badge className="capitalize">{dialogue.scenario.severity}</Badge>}
          <span>{dialogueTally(dialogue, path)}</span>
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer text-xs font-medium text-muted-foreground">Persona and objective</summary>
          <dl className="mt-2 grid gap-2 text-xs">
            <div>
              <dt className="font-medium">Persona</dt>
              <dd className="text-muted-foreground">{dialogue.scenario.persona}</dd>
            </div>
            <div>
              <dt className="font-medium">Objective</dt>
              <dd className="text-muted-foreground">{dialogue.scenario.objective}</dd>
            </div>
            <div>
              <dt className="font-medium">Expected behaviour</dt>
              <dd className="text-muted-foreground">{dialogue.scenario.expectedBehaviour}</dd>
            </div>
          </dl>
        </details>
        <div
          ref={controlsRef}
          className="flex flex-wrap gap-1.5"
          role="group"
          aria-label="Controls"
          aria-describedby={helpId}
        >
          {controls.nextTurn && (
            <Button size="sm" disabled={action.isPending} onClick={() => void run({ kind: "next-turn" })}>
              <SkipForwardIcon aria-hidden="true" /> Next turn
            </Button>
          )}
          {controls.pause && (
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => void run({ kind: "pause" })}>
              <PauseIcon aria-hidden="true" /> Pause
            </Button>
          )}
          {controls.resume && (
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => void run({ kind: "resume" })}
            >
              <PlayIcon aria-hidden="true" /> {isDialogueEnded(dialogue.status) ? "Continue" : "Resume"}
            </Button>
          )}
          {controls.handBack && (
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => void run({ kind: "resume" }).then((ok) => ok && setComposing(false))}
            >
              <Undo2Icon aria-hidden="true" /> Hand back
            </Button>
          )}
          {controls.takeOver && !composing && dialogue.status !== "taken-over" && (
            <Button size="sm" variant="outline" onClick={() => setComposing(true)}>
              <HandIcon aria-hidden="true" /> Take over
            </Button>
          )}
          {controls.stop && (
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => void run({ kind: "stop" })}>
              <SquareIcon aria-hidden="true" /> Stop
            </Button>
          )}
          <SaveScenarioDialog
            projectId={projectId}
            sessionId={sessionId}
            dialogue={dialogue}
            scripts={scripts}
            disabled={!dialogue.turns.some((turn) => turn.role === "evaluator")}
            onSaved={(description) => setNotice({ tone: "success", title: "Saved as a scenario", description })}
          />
        </div>
        <p id={helpId} className="text-xs text-muted-foreground" data-slot="controls-help">
          {controls.help}
        </p>
        <InlineNotice notice={notice} onDismiss={dismissNotice} />
      </header>

      <div className="grid min-h-0 content-start gap-2">
        {!onLiveBranch && (
          <p className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-xs">
            You are looking at an earlier branch.
            <Button size="sm" variant="outline" className="h-7" onClick={() => setChoices({})}>
              Back to the live branch
            </Button>
          </p>
        )}
        <TranscriptScroller label={`Transcript of dialogue ${index + 1}`} path={path}>
          {path.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">
              {dialogue.status === "running" ? "The evaluator is writing its first message..." : "No turns yet."}
            </p>
          ) : (
            <ol className="grid gap-2" aria-label={`Turns of dialogue ${index + 1}`}>
              {path.map((turn, position) => {
                const place = branchPosition(dialogue.turns, turn);
                const choose = (id: string | undefined) =>
                  id ? () => setChoices((current) => ({ ...current, [place.parentKey]: id })) : undefined;
                return (
                  <DialogueTurn
                    key={turn.id}
                    turn={turn}
                    number={position + 1}
                    branch={
                      place.count > 1
                        ? {
                            position: place.index + 1,
                            count: place.count,
                            onPrevious: choose(place.previous),
                            onNext: choose(place.next),
                          }
                        : null
                    }
                    onFlag={() => setDialog({ kind: "flag", turn, number: position + 1 })}
                    onBranch={() => setDialog({ kind: "branch", turn, number: position + 1 })}
                    onVerdict={() => setDialog({ kind: "verdict", turn, number: position + 1 })}
                  />
                );
              })}
            </ol>
          )}
        </TranscriptScroller>
      </div>

      <footer className="grid gap-3">
        {(composing || dialogue.status === "taken-over") && !isDialogueEnded(dialogue.status) && (
          <TakeOverForm
            dialogueNumber={index + 1}
            pending={action.isPending}
            onSend={(message) => run({ kind: "take-over", message })}
            onCancel={dialogue.status === "taken-over" ? undefined : () => setComposing(false)}
          />
        )}
        {dialogue.summary && <DialogueSummary summary={dialogue.summary} turns={dialogue.turns} />}
      </footer>

      {dialog?.kind === "flag" && (
        <FlagTurnDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          turnLabel={`turn ${dialog.number}`}
          note={dialog.turn.flag?.note ?? null}
          pending={flag.isPending}
          onSave={(note) => saveFlag(dialog.number, dialog.turn.id, note)}
        />
      )}
      {dialog?.kind === "verdict" && (
        <TurnVerdictDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          turnLabel={`turn ${dialog.number}`}
          judgeVerdict={dialog.turn.judgeVerdict}
          current={dialog.turn.humanVerdict}
          pending={verdict.isPending}
          onSave={(body) => saveVerdict(dialog.number, dialog.turn.id, body)}
        />
      )}
      {dialog?.kind === "branch" && (
        <BranchDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          turnLabel={`turn ${dialog.number}`}
          replaces={dialog.turn.role === "evaluator"}
          pending={action.isPending}
          onBranch={(message) => act({ kind: "branch", fromTurnId: dialog.turn.id, ...(message ? { message } : {}) })}
        />
      )}
    </article>
  );
}

/** The builder's message as the evaluator's next turn; the target answers it, the evaluator waits. */
function TakeOverForm({
  dialogueNumber,
  pending,
  onSend,
  onCancel,
}: {
  dialogueNumber: number;
  pending: boolean;
  onSend: (message: string) => Promise<boolean>;
  onCancel: (() => void) | undefined;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = caveTakeOverSchema.safeParse({ message: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "This message cannot be sent.");
    setError(undefined);
    if (await onSend(parsed.data.message)) setText("");
  };
  return (
    <form
      noValidate
      className="grid gap-2 rounded-lg border border-primary/40 p-3"
      onSubmit={(event) => void submit(event)}
    >
      <FormField
        label={`Your message as the evaluator (dialogue ${dialogueNumber})`}
        description="The assistant answers it; the evaluator waits until you hand back."
        error={error}
      >
        <Textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={4_000} rows={2} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          <PendingIcon pending={pending} icon={SendIcon} /> Send
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * A scrolling transcript that keeps its end in view as turns arrive and grow, unless the reader
 * has scrolled up to read an earlier turn. Scrollable, so reachable by keyboard (WCAG 2.1.1).
 */
function TranscriptScroller({
  label,
  path,
  children,
}: {
  label: string;
  path: readonly CaveTurn[];
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const last = path.at(-1);
  const signature = `${path.length}:${last?.id ?? ""}:${last?.text.length ?? 0}:${last?.checks.length ?? 0}`;
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [signature]);
  return (
    <div
      ref={ref}
      onScroll={(event) => {
        const element = event.currentTarget;
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_END_PX;
      }}
      tabIndex={0}
      role="region"
      aria-label={label}
      className="relative max-h-[32rem] min-h-24 overflow-y-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
    </div>
  );
}
