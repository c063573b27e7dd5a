import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { caveSaveScenarioSchema, type CaveDialogue } from "@aesop/shared/contracts/cave";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { InlineNotice, type InlineNoticeContent } from "@/components/ui/inline-notice";
import { Input } from "@/components/ui/input";
import { nativeSelectClass } from "@/components/ui/native-select";
import { PendingIcon } from "@/components/ui/pending-icon";
import { errorDescription } from "@/lib/error-description";
import { useSaveDialogueAsScenario } from "../api/save-dialogue-as-scenario";

/** A test script of the project (a done Script Generation report). */
export interface ScriptChoice {
  reportId: number;
  name: string;
}

/** The live branch as a new scenario of a test script: a found failure becomes a regression test. */
export function SaveScenarioDialog({
  projectId,
  sessionId,
  dialogue,
  scripts,
  disabled,
  onSaved,
}: {
  projectId: string;
  sessionId: string;
  dialogue: CaveDialogue;
  scripts: readonly ScriptChoice[];
  disabled: boolean;
  /** Told where the scenario went ("Script, version 2."): the card says so, the dialog closes. */
  onSaved: (description: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [scriptId, setScriptId] = useState<number | undefined>(scripts[0]?.reportId);
  const [title, setTitle] = useState(`${dialogue.scenario.title} (from the Cave)`);
  const [errors, setErrors] = useState<{ script?: string; title?: string }>({});
  const [failure, setFailure] = useState<InlineNoticeContent | null>(null);
  const save = useSaveDialogueAsScenario(projectId, sessionId, dialogue.id);
  const chosen = scripts.some((s) => s.reportId === scriptId) ? scriptId : scripts[0]?.reportId;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = caveSaveScenarioSchema.safeParse({ scriptReportId: chosen ?? 0, title });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({ script: issue("scriptReportId"), title: issue("title") });
    }
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync(parsed.data);
      const name = scripts.find((s) => s.reportId === saved.scriptReportId)?.name ?? `#${saved.scriptReportId}`;
      setOpen(false);
      onSaved(`${name}, version ${saved.version}.`);
    } catch (error) {
      // Told in the dialog, which stays open: behind a modal a toast is out of a screen reader's reach.
      setFailure({ tone: "error", title: "The scenario was not saved", description: errorDescription(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          <SaveIcon aria-hidden="true" /> Save as scenario
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>Save as a scenario</DialogTitle>
            <DialogDescription>
              The evaluator&apos;s messages on the branch you see live become the scenario&apos;s opening message and
              follow-ups, with this dialogue&apos;s persona, objective and checks. The script gets a new version.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Test script" error={errors.script}>
            <select
              className={nativeSelectClass}
              value={chosen ?? ""}
              onChange={(e) => setScriptId(Number(e.target.value))}
              disabled={scripts.length === 0}
            >
              {scripts.length === 0 && <option value="">No test scripts in this project yet</option>}
              {scripts.map((script) => (
                <option key={script.reportId} value={script.reportId}>
                  #{script.reportId} {script.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Title" error={errors.title}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </FormField>
          <InlineNotice notice={failure} />
          <DialogFooter>
            <Button type="submit" disabled={save.isPending || scripts.length === 0}>
              <PendingIcon pending={save.isPending} icon={SaveIcon} /> Save the scenario
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
