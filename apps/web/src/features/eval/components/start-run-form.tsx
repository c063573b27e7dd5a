import { PlayIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { agentEntry } from "@aesop/shared/agents";
import { notice } from "@/lib/notice";
import {
  MAX_REPEATS,
  VERDICT_RULES,
  VERDICT_RULE_LABELS,
  type JudgeKind,
  type VerdictRuleKind,
} from "@aesop/shared/contracts/eval";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { PendingIcon } from "@/components/ui/pending-icon";
import { RadioCards, type RadioCardOption } from "@/components/ui/radio-cards";
import { MAX_MATRIX_TARGETS } from "@aesop/shared/contracts/eval-matrices";
import { evalMatrixPath, evalRunPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { useEvalTargets } from "../api/get-eval-targets";
import { useStartEvalRun } from "../api/start-eval-run";
import { useStartEvalMatrix } from "../api/start-eval-matrix";
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
  const [repeats, setRepeats] = useState("1");
  const [verdictRule, setVerdictRule] = useState<VerdictRuleKind>("category-default");
  const [atLeast, setAtLeast] = useState("1");
  const [errors, setErrors] = useState<{ script?: string; target?: string; repeats?: string; atLeast?: string }>({});
  // More targets side by side make a matrix run (decision 0071); none keeps the one-target run.
  const [alsoTargets, setAlsoTargets] = useState<readonly string[]>([]);
  const start = useStartEvalRun(projectId);
  const startMatrix = useStartEvalMatrix(projectId);
  const navigate = useNavigate();
  const targetList = targets.data?.targets ?? [];
  const chosenTarget = targetList.some((t) => t.id === targetId) ? targetId : (targetList[0]?.id ?? "");

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const samples = Number(repeats);
    const k = Number(atLeast);
    const missing = {
      script: chosenScript === undefined ? "Choose a test script." : undefined,
      target: chosenTarget === "" ? "Choose a target." : undefined,
      repeats:
        Number.isInteger(samples) && samples >= 1 && samples <= MAX_REPEATS
          ? undefined
          : `Repeats is a whole number between 1 and ${MAX_REPEATS}.`,
      atLeast:
        verdictRule !== "at-least" || (Number.isInteger(k) && k >= 1 && k <= samples)
          ? undefined
          : `k is a whole number between 1 and the repeats (${repeats}).`,
    };
    setErrors(missing);
    if (Object.values(missing).some(Boolean) || chosenScript === undefined) return;
    const shared = {
      scriptReportId: chosenScript,
      ...(version ? { scriptVersion: Number(version) } : {}),
      judge,
      useReplyCache,
      repeats: samples,
      verdictRule,
      ...(verdictRule === "at-least" ? { atLeast: k } : {}),
    };
    const others = alsoTargets.filter((id) => id !== chosenTarget && targetList.some((t) => t.id === id));
    try {
      if (others.length > 0) {
        const matrix = await startMatrix.mutateAsync({ ...shared, targetIds: [chosenTarget, ...others] });
        void navigate(evalMatrixPath(projectId, matrix.id));
        return;
      }
      const run = await start.mutateAsync({ ...shared, targetId: chosenTarget });
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
          {targetList.length > 1 && (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Compare side by side with (a matrix run)</legend>
              <p className="text-sm text-muted-foreground">
                The same script, seed and judge on each target chosen here too, with each target's own limits; up to{" "}
                {MAX_MATRIX_TARGETS} targets in all.
              </p>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {targetList
                  .filter((target) => target.id !== chosenTarget)
                  .map((target) => {
                    const checked = alsoTargets.includes(target.id);
                    const full = !checked && alsoTargets.length + 1 >= MAX_MATRIX_TARGETS;
                    return (
                      <label key={target.id} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={checked}
                          disabled={full}
                          onChange={(e) =>
                            setAlsoTargets((current) =>
                              e.target.checked ? [...current, target.id] : current.filter((id) => id !== target.id),
                            )
                          }
                        />
                        {target.name}
                      </label>
                    );
                  })}
              </div>
            </fieldset>
          )}
          <RadioCards legend="Judge" name="judge" options={JUDGES} value={judge} onChange={setJudge} />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr_8rem]">
            <FormField
              label="Repeats"
              error={errors.repeats}
              id="run-repeats"
              description={`Samples per scenario, 1 to ${MAX_REPEATS}`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_REPEATS}
                value={repeats}
                onChange={(e) => setRepeats(e.target.value)}
              />
            </FormField>
            <FormField
              label="Verdict of a scenario's samples"
              id="run-verdict-rule"
              description="A reply can differ from one call to the next: the rule says how many samples must pass."
            >
              <select
                className={nativeSelectClass}
                value={verdictRule}
                onChange={(e) => setVerdictRule(e.target.value as VerdictRuleKind)}
              >
                {VERDICT_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {VERDICT_RULE_LABELS[rule]}
                  </option>
                ))}
              </select>
            </FormField>
            {verdictRule === "at-least" && (
              <FormField label="k" error={errors.atLeast} id="run-at-least" description="Samples that must pass">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_REPEATS}
                  value={atLeast}
                  onChange={(e) => setAtLeast(e.target.value)}
                />
              </FormField>
            )}
          </div>
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
          <Button type="submit" disabled={start.isPending || startMatrix.isPending || scripts.length === 0}>
            <PendingIcon pending={start.isPending || startMatrix.isPending} icon={PlayIcon} />{" "}
            {alsoTargets.some((id) => id !== chosenTarget) ? "Start the matrix run" : "Start the run"}
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
