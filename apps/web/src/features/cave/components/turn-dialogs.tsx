import { FlagIcon, GitBranchIcon } from "lucide-react";
import { useState } from "react";
import { caveBranchSchema, caveFlagSchema } from "@aesop/shared/contracts/cave";
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
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";

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
  onSave: (note: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(note ?? "");
  const [error, setError] = useState<string>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = caveFlagSchema.safeParse({ note: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "This note cannot be saved.");
    if (parsed.data.note === "" && note === null) return setError("Say what is wrong with this turn.");
    setError(undefined);
    if (await onSave(parsed.data.note)) onOpenChange(false);
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
          <DialogFooter>
            {note !== null && (
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                onClick={() => void onSave("").then((ok) => ok && onOpenChange(false))}
              >
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
  onBranch: (message: string | undefined) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const message = text.trim() === "" ? undefined : text;
    const parsed = caveBranchSchema.safeParse({ fromTurnId: "turn", message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "This message cannot be sent.");
    setError(undefined);
    if (await onBranch(parsed.data.message)) {
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
