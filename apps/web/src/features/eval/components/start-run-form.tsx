import { PlayIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { agentEntry } from "@aesop/shared/agents";
import { notice } from "@/lib/notice";
import type { JudgeKind } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { PendingIcon } from "@/components/ui/pending-icon";
import { RadioCards, type RadioCardOption } from "@/components/ui/radio-cards";
import { evalRunPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { useEvalTargets } from "../api/eval-targets";
import { useStartEvalRun } from "../api/eval-runs";
import { useScriptVersions } from "../api/script-versions";
import { nativeSelectClass } from "@/components/ui/native-select";

const scriptAgentRoute = agentEntry("script-generation").route ?? "/workspace";

/** A test script of the project that a run can execute (a done Script Generation report). */
export interface ScriptChoice {
  reportId: number;
  name: string;
}

const JUDGES: RadioCardOption<JudgeKind>[] = [
  { value: "guided", label: "Guided", help: "Deterministic checks only: no model, no cost." },
  { value: "llm", label: "LLM", help: "The checks, and a judge model scoring each turn on the rubric." },
];

/** Choose a script version, a target and a judge; the run's page opens and follows it live. */
export function StartRunForm({ projectId, scripts }: { projectId: string; scripts: readonly ScriptChoice[] }) {
  const targets = useEvalTargets(projectId);
  const [scriptId, setScriptId] = useState<number | undefined>(scripts[0]?.reportId);
  const chosenScript = scripts.some((s) => s.reportId === scriptId) ? scriptId : scripts[0]?.reportId;
  const versions = useScriptVersions(chosenScript);
  const [version, setVersion] = useState<string>("");
  const [targetId, setTargetId] = useState("");
  const [judge, setJudge] = useState<JudgeKind>("guided");
  const [useReplyCache, setUseReplyCache] = useState(false);
  const [errors, setErrors] = useState<{ script?: string; target?: string }>({});
  const start = useStartEvalRun(projectId);
  const navigate = useNavigate();
  const targetList = targets.data?.targets ?? [];
  const chosenTarget = targetList.some((t) => t.id === targetId) ? targetId : (targetList[0]?.id ?? "");

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = {
      script: chosenScript === undefined ? "Choose a test script." : undefined,
      target: chosenTarget === "" ? "Choose a target." : undefined,
    };
    setErrors(missing);
    if (chosenScript === undefined || chosenTarget === "") return;
    try {
      const run = await start.mutateAsync({
        scriptReportId: chosenScript,
        ...(version ? { scriptVersion: Number(version) } : {}),
        targetId: chosenTarget,
        judge,
        useReplyCache,
      });
      void navigate(evalRunPath(projectId, run.id));
    } catch (error) {
      notice.error("The run did not start", { description: errorDescription(error) });
    }
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="start-run-title">
        <CardHeader>
          <CardTitle id="start-run-title" className="text-xl">
            Start a run
          </CardTitle>
          <CardDescription>
            Every scenario of the script is played against the target, turn by turn, and judged. The run goes on on the
            server: you can leave this page.
          </CardDescription>
        </CardHeader>
        <CardContent className="mt-4 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Test script" error={errors.script} id="run-script">
              <select
                className={nativeSelectClass}
                value={chosenScript ?? ""}
                onChange={(e) => {
                  setScriptId(Number(e.target.value));
                  setVersion("");
                }}
                disabled={scripts.length === 0}
              >
                {scripts.length === 0 && <option value="">No test scripts yet</option>}
                {scripts.map((script) => (
                  <option key={script.reportId} value={script.reportId}>
                    #{script.reportId} {script.name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Version" id="run-version">
              <select
                className={nativeSelectClass}
                value={version}
                onChange={(e) => setVersion(e.target.value)}
                disabled={chosenScript === undefined}
              >
                <option value="">Latest</option>
                {(versions.data?.versions ?? []).map((v) => (
                  <option key={v.version} value={v.version}>
                    Version {v.version} ({v.scenarioCount} scenarios){v.note ? `: ${v.note}` : ""}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField label="Target" error={errors.target} id="run-target">
            <select
              className={nativeSelectClass}
              value={chosenTarget}
              onChange={(e) => setTargetId(e.target.value)}
              disabled={targetList.length === 0}
            >
              {targetList.length === 0 && <option value="">No targets yet: add one above</option>}
              {targetList.map((target) => (
                <option key={target.id} value={target.id}>
                  {target.name}
                </option>
              ))}
            </select>
          </FormField>
          <RadioCards legend="Judge" name="judge" options={JUDGES} value={judge} onChange={setJudge} />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={useReplyCache}
              onChange={(e) => setUseReplyCache(e.target.checked)}
            />
            <span>
              Use the reply cache{" "}
              <span className="text-muted-foreground">
                (replies of earlier runs against the unchanged target are reused, so a rerun costs nothing)
              </span>
            </span>
          </label>
        </CardContent>
        <CardFooter className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={start.isPending || scripts.length === 0}>
            <PendingIcon pending={start.isPending} icon={PlayIcon} /> Start the run
          </Button>
          {scripts.length === 0 && (
            <p className="text-sm text-muted-foreground">
              A run needs a test script:{" "}
              <Link to={scriptAgentRoute} className="font-medium text-primary underline-offset-4 hover:underline">
                generate one with the Script Generation Agent
              </Link>
              .
            </p>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
