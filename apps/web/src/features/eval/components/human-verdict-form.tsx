import { CheckIcon, XIcon } from "lucide-react";
import { useState } from "react";
import type { ScenarioTranscript } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";
import { errorDescription } from "@/lib/error-description";
import { notice } from "@/lib/notice";
import { useSetHumanVerdict } from "../api/set-human-verdict";
import { SCENARIO_STATUS_LABELS } from "../utils/run-display";

/**
 * A person's verdict on the scenario, over the judge's (decision 0058): pass or fail with a note.
 * The run's figures follow; a verdict given on an earlier run of the script version is shown here.
 */
export function HumanVerdictForm({
  projectId,
  runId,
  scenario,
}: {
  projectId: string;
  runId: string;
  scenario: ScenarioTranscript;
}) {
  const current = scenario.humanVerdict;
  const [note, setNote] = useState(current?.note ?? "");
  const save = useSetHumanVerdict(projectId, runId, scenario.scenarioId);
  const ended = scenario.judgeStatus !== "pending" && scenario.judgeStatus !== "running";

  const submit = async (verdict: "pass" | "fail" | null) => {
    try {
      await save.mutateAsync(verdict === null ? null : { verdict, note });
      notice.success(
        verdict === null ? "The judge's verdict counts again" : `Marked as ${verdict === "pass" ? "passed" : "failed"}`,
      );
    } catch (error) {
      notice.error("The verdict was not saved", { description: errorDescription(error) });
    }
  };

  if (!ended) return null;
  return (
    <section aria-labelledby="human-verdict-title" className="grid gap-3 rounded-lg border p-3">
      <h3 id="human-verdict-title" className="font-semibold">
        Your verdict
      </h3>
      <p className="text-sm text-muted-foreground" data-testid="verdict-summary">
        The judge says {SCENARIO_STATUS_LABELS[scenario.judgeStatus].toLowerCase()}
        {current ? `; you said ${current.verdict === "pass" ? "passed" : "failed"}, which the figures use.` : "."}
        {scenario.earlierHumanVerdict && (
          <>
            {" "}
            On Run #{scenario.earlierHumanVerdict.runNumber} you said{" "}
            {scenario.earlierHumanVerdict.verdict === "pass" ? "passed" : "failed"}
            {scenario.earlierHumanVerdict.note ? `: “${scenario.earlierHumanVerdict.note}”` : ""}.
          </>
        )}
      </p>
      <FormField label="Note" labelHint=" (optional)" id="human-verdict-note">
        <Textarea rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={current?.verdict === "pass" ? "secondary" : "outline"}
          disabled={save.isPending}
          onClick={() => void submit("pass")}
        >
          <PendingIcon pending={save.isPending && save.variables?.verdict === "pass"} icon={CheckIcon} /> Mark as passed
        </Button>
        <Button
          size="sm"
          variant={current?.verdict === "fail" ? "secondary" : "outline"}
          disabled={save.isPending}
          onClick={() => void submit("fail")}
        >
          <PendingIcon pending={save.isPending && save.variables?.verdict === "fail"} icon={XIcon} /> Mark as failed
        </Button>
        {current && (
          <Button size="sm" variant="ghost" disabled={save.isPending} onClick={() => void submit(null)}>
            Remove my verdict
          </Button>
        )}
      </div>
    </section>
  );
}
