import { CheckIcon, FlagIcon, GitBranchIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { caveBranchSchema, caveFlagSchema, type CaveTurn } from "@aesop/shared/contracts/cave";
import { setHumanVerdictSchema, type HumanVerdictKind, type SetHumanVerdict } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { InlineNotice, type InlineNoticeContent } from "@/components/ui/inline-notice";
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";
import { errorDescription } from "@/lib/error-description";
import { VERDICT_WORDS } from "../utils/dialogue-display";

/** Runs a dialog's save; a failure is told in the dialog, which stays open (a toast is out of a screen reader's reach behind a modal). */
async function attempt(
  save: () => Promise<void>,
  failure: string,
  setFailure: (notice: InlineNoticeContent | null) => void,
): Promise<boolean> {
  setFailure(null);
  try {
    await save();
    return true;
  } catch (error) {
    setFailure({ tone: "error", title: failure, description: errorDescription(error) });
    return false;
  }
}

/** Flag a turn as a finding with a note; an empty note on a flagged turn removes the flag. */
export function FlagTurnDialog({
  open,
  onOpenChange,
  turnLabel,
  note,
  pending,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  turnLabel: string;
  /** The turn's note when it is flagged already. */
  note: string | null;
  pending: boolean;
  /** Rejects when the flag was not saved. */
  onSave: (note: string) => Promise<void>;
}) {
  const [text, setText] = useState(note ?? "");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<InlineNoticeContent | null>(null);
  const save = async (value: string) => {
    if (await attempt(() => onSave(value), "The flag was not saved", setFailure)) onOpenChange(false);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = caveFlagSchema.safeParse({ note: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "This note cannot be saved.");
    if (parsed.data.note === "" && note === null) return setError("Say what is wrong with this turn.");
    setError(undefined);
    await save(parsed.data.note);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>Flag {turnLabel}</DialogTitle>
            <DialogDescription>
              A flagged turn is a finding: it is marked in the transcript, counted in the session and listed in its
              report.
            </DialogDescription>
          </DialogHeader>
          <FormField label="What is wrong with it" error={error}>
            <Textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={1_000} autoFocus />
          </FormField>
          <InlineNotice notice={failure} />
          <DialogFooter>
            {note !== null && (
              <Button type="button" variant="outline" disabled={pending} onClick={() => void save("")}>
                Remove the flag
              </Button>
            )}
            <Button type="submit" disabled={pending}>
              <PendingIcon pending={pending} icon={FlagIcon} /> Save the flag
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Rewind to a turn and try another line: the builder writes it, or leaves it to the evaluator. */
export function BranchDialog({
  open,
  onOpenChange,
  turnLabel,
  replaces,
  pending,
  onBranch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  turnLabel: string;
  /** Branching from an evaluator turn replaces it; from a reply, the new line follows it. */
  replaces: boolean;
  pending: boolean;
  /** Rejects when the branch was not made. */
  onBranch: (message: string | undefined) => Promise<void>;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<InlineNoticeContent | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const message = text.trim() === "" ? undefined : text;
    const parsed = caveBranchSchema.safeParse({ fromTurnId: "turn", message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "This message cannot be sent.");
    setError(undefined);
    if (await attempt(() => onBranch(parsed.data.message), "The branch was not made", setFailure)) {
      setText("");
      onOpenChange(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>Branch from {turnLabel}</DialogTitle>
            <DialogDescription>
              {replaces
                ? "The dialogue rewinds to just before this message and goes on with another one."
                : "The dialogue rewinds to this reply and goes on from there with another line."}{" "}
              The current branch is kept: switch between them in the transcript.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="The evaluator's new message"
            labelHint=" (optional)"
            description="Leave it empty and the evaluator writes it."
            error={error}
          >
            <Textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={4_000} autoFocus />
          </FormField>
          <InlineNotice notice={failure} />
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              <PendingIcon pending={pending} icon={GitBranchIcon} /> Branch
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A person's verdict on a reply, beside the judge's (decision 0079): passed or failed with a note.
 * Given again it replaces the earlier one; closing the dialog leaves the reply as it was.
 */
export function TurnVerdictDialog({
  open,
  onOpenChange,
  turnLabel,
  judgeVerdict,
  current,
  pending,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  turnLabel: string;
  judgeVerdict: CaveTurn["judgeVerdict"];
  current: CaveTurn["humanVerdict"];
  pending: boolean;
  /** null removes the verdict; rejects when it was not saved. */
  onSave: (verdict: SetHumanVerdict | null) => Promise<void>;
}) {
  const [note, setNote] = useState(current?.note ?? "");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<InlineNoticeContent | null>(null);
  const [choice, setChoice] = useState<HumanVerdictKind | null>(null);
  const save = async (verdict: HumanVerdictKind | null) => {
    let body: SetHumanVerdict | null = null;
    if (verdict !== null) {
      const parsed = setHumanVerdictSchema.safeParse({ verdict, note });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "This note cannot be saved.");
      body = parsed.data;
    }
    setError(undefined);
    setChoice(verdict);
    if (await attempt(() => onSave(body), "Your verdict was not saved", setFailure)) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>Your verdict on {turnLabel}</DialogTitle>
            <DialogDescription>
              {judgeVerdict
                ? `The judge says ${VERDICT_WORDS[judgeVerdict]}.`
                : "The judge gave this reply no verdict."}{" "}
              {current ? `You said ${VERDICT_WORDS[current.verdict]}. ` : ""}
              Your verdict is counted on the project&apos;s judge agreement page.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Note" labelHint=" (optional)" error={error}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2_000} rows={3} autoFocus />
          </FormField>
          <InlineNotice notice={failure} />
          <DialogFooter className="flex-wrap">
            {current && (
              <Button type="button" variant="ghost" disabled={pending} onClick={() => void save(null)}>
                Remove my verdict
              </Button>
            )}
            <Button type="button" variant="outline" disabled={pending} onClick={() => void save("fail")}>
              <PendingIcon pending={pending && choice === "fail"} icon={XIcon} /> Mark as failed
            </Button>
            <Button type="button" variant="outline" disabled={pending} onClick={() => void save("pass")}>
              <PendingIcon pending={pending && choice === "pass"} icon={CheckIcon} /> Mark as passed
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
