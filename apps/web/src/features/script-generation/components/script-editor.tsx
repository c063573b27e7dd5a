import { PlusIcon, SaveIcon } from "lucide-react";
import { useState } from "react";
import { notice } from "@/lib/notice";
import { testScriptContentSchema, type Scenario, type TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PendingIcon } from "@/components/ui/pending-icon";
import { errorDescription } from "@/lib/error-description";
import { useSaveTestScriptVersion } from "../api/save-test-script-version";
import { useTestScriptVersion } from "../api/get-test-script-version";
import { useTestScriptVersions } from "../api/get-test-script-versions";
import { ScenarioForm } from "./scenario-form";
import { ScenarioList } from "./scenario-list";
import { ScriptDownloads } from "./script-downloads";
import { VersionComparison } from "./version-comparison";
import { nativeSelectClass } from "./native-select";
import { ProposedTools } from "./proposed-tools";

/** A new scenario starts as a hand-written one with no checks; the form asks for the rest. */
function blankScenario(taken: ReadonlySet<string>): Scenario {
  let n = taken.size + 1;
  while (taken.has(`manual-${n}`)) n++;
  return {
    id: `manual-${n}`,
    title: "",
    category: "scope-helpfulness",
    severity: "medium",
    persona: "",
    objective: "",
    openingMessage: "",
    turns: [],
    expectedBehaviour: "",
    criteria: [],
    checks: [],
    source: { kind: "manual", label: "Written by hand" },
  };
}

/**
 * One test script: its versions, the chosen version's scenarios, edits kept as a draft until
 * saved as the next version (never overwriting one), downloads, and a comparison of two versions.
 */
export function ScriptEditor({ reportId }: { reportId: number }) {
  const versions = useTestScriptVersions(reportId);
  const latest = versions.data?.versions.at(-1)?.version;
  const [chosen, setChosen] = useState<number | undefined>();
  const shown = chosen ?? latest;
  const version = useTestScriptVersion(reportId, shown);
  const [draft, setDraft] = useState<TestScriptContent | null>(null);
  const [editing, setEditing] = useState<{ scenario: Scenario; isNew: boolean } | null>(null);
  const [note, setNote] = useState("");
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const save = useSaveTestScriptVersion(reportId);

  if (versions.isPending || (shown !== undefined && version.isPending)) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the test script...
      </p>
    );
  }
  if (!versions.data || !version.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {`The test script could not be loaded. ${errorDescription(versions.error ?? version.error)}`}
      </p>
    );
  }

  const content = draft ?? version.data.content;
  const ids = new Set(content.scenarios.map((scenario) => scenario.id));
  const edit = (next: TestScriptContent) => {
    setDraft(next);
    setSaveErrors([]);
  };

  const applyScenario = (scenario: Scenario) => {
    if (!editing) return;
    const scenarios = editing.isNew
      ? [...content.scenarios, scenario]
      : content.scenarios.map((s) => (s.id === editing.scenario.id ? scenario : s));
    edit({ ...content, scenarios });
    setEditing(null);
  };

  const onSave = async () => {
    const parsed = testScriptContentSchema.safeParse(content);
    if (!parsed.success) {
      setSaveErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    try {
      const saved = await save.mutateAsync({ content: parsed.data, note: note.trim() || undefined });
      setDraft(null);
      setNote("");
      setChosen(saved.version);
      notice.success(`Saved as version ${saved.version}`);
    } catch (error) {
      setSaveErrors([errorDescription(error)]);
    }
  };

  const otherIds = new Set([...ids].filter((id) => id !== editing?.scenario.id));
  const versionLabel = `Version ${version.data.version} of ${versions.data.versions.length}`;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={`script-version-${reportId}`}>Version</Label>
          <select
            id={`script-version-${reportId}`}
            className={nativeSelectClass}
            value={shown}
            disabled={draft !== null}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {versions.data.versions.map((v) => (
              <option key={v.version} value={v.version}>
                Version {v.version}
                {v.note ? ` — ${v.note}` : ""} ({v.scenarioCount} scenarios)
              </option>
            ))}
          </select>
        </div>
        <ScriptDownloads reportId={reportId} version={version.data.version} />
      </div>

      <p className="text-sm text-muted-foreground">
        {versionLabel}: {content.scenarios.length} scenarios, scored against{" "}
        {content.rubric.version === 0 ? "the default rubric" : `rubric version ${content.rubric.version}`} (
        {content.rubric.criteria.length} criteria).
      </p>

      {draft && (
        <div
          className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
          role="region"
          aria-label="Unsaved changes"
        >
          <p className="text-sm font-medium">Unsaved changes to version {version.data.version}.</p>
          <FormField label="Note for this version" labelHint="(optional)">
            <Input value={note} maxLength={300} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          {saveErrors.length > 0 && (
            <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
              {saveErrors.slice(0, 5).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void onSave()} disabled={save.isPending}>
              <PendingIcon pending={save.isPending} icon={SaveIcon} />
              Save as version {versions.data.versions.length + 1}
            </Button>
            <Button variant="outline" onClick={() => setDraft(null)}>
              Discard changes
            </Button>
          </div>
        </div>
      )}

      <ProposedTools content={content} onChange={edit} />

      <ScenarioList
        scenarios={content.scenarios}
        onEdit={(scenario) => setEditing({ scenario, isNew: false })}
        onRemove={(scenario) => edit({ ...content, scenarios: content.scenarios.filter((s) => s.id !== scenario.id) })}
      />
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => setEditing({ scenario: blankScenario(ids), isNew: true })}
      >
        <PlusIcon aria-hidden="true" /> Add a scenario
      </Button>

      {versions.data.versions.length > 1 && <VersionComparison reportId={reportId} versions={versions.data.versions} />}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing?.isNew ? "Add a scenario" : "Edit scenario"}</DialogTitle>
            <DialogDescription>Changes stay in a draft until you save a new version.</DialogDescription>
          </DialogHeader>
          {editing && (
            <ScenarioForm
              scenario={editing.scenario}
              takenIds={otherIds}
              onSave={applyScenario}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
