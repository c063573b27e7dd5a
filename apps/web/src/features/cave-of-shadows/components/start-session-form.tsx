import { PlayIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  CAVE_DEFAULT_PACE,
  CAVE_DIALOGUES_MAX,
  CAVE_PACES,
  CAVE_TURNS_MAX,
  type CavePace,
  startCaveSessionSchema,
  type StartCaveSessionInput,
} from "@aesop/shared/contracts/cave";
import type { JudgeKind } from "@aesop/shared/contracts/eval";
import { caveSessionPath } from "@aesop/shared/routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { nativeSelectClass } from "@/components/ui/native-select";
import { PendingIcon } from "@/components/ui/pending-icon";
import { RadioCards, type RadioCardOption } from "@/components/ui/radio-cards";
import { Textarea } from "@/components/ui/textarea";
import { errorDescription } from "@/lib/error-description";
import { notice } from "@/lib/notice";
import { useStartCaveSession } from "../api/start-cave-session";
import { useLatestScriptVersion } from "../api/get-latest-script-version";
import { categoryLabel, PACE_HELP, PACE_LABELS } from "../utils/dialogue-display";
import type { ScriptChoice } from "./save-scenario-dialog";

export interface TargetChoice {
  id: string;
  name: string;
}

type Source = "script" | "ad-hoc";

const JUDGES: RadioCardOption<JudgeKind>[] = [
  {
    value: "guided",
    label: "Guided",
    help: "The evaluator follows the scripted turns and escalation steps; deterministic checks judge. No model, no cost.",
  },
  {
    value: "llm",
    label: "LLM",
    help: "A model plays the persona, adapts to the judge's verdicts, and a judge model scores each reply.",
  },
];

const PACES: RadioCardOption<CavePace>[] = CAVE_PACES.map((pace) => ({
  value: pace,
  label: pace === CAVE_DEFAULT_PACE ? `${PACE_LABELS[pace]} (default)` : PACE_LABELS[pace],
  help: PACE_HELP[pace],
}));

type Errors = Partial<Record<"target" | "dialogues" | "persona" | "objective" | "openingMessage" | "maxTurns", string>>;

/** Map the contract's issues to the form's fields (a dialogue's fields sit at dialogues.0.*). */
function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const [first, , field] = issue.path;
    const key = (
      first === "targetId" ? "target" : first === "dialogues" && typeof field === "string" ? field : first
    ) as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Start a session: a target, a judge, and up to six scenarios of a test script, or one dialogue
 * toward an objective written here. The session's page opens and follows it live.
 */
export function StartSessionForm({
  projectId,
  targets,
  scripts,
  evalAgentPath,
}: {
  projectId: string;
  targets: readonly TargetChoice[];
  scripts: readonly ScriptChoice[];
  /** Where targets are added. */
  evalAgentPath: string;
}) {
  const [targetId, setTargetId] = useState("");
  const [judge, setJudge] = useState<JudgeKind>("guided");
  const [pace, setPace] = useState<CavePace>(CAVE_DEFAULT_PACE);
  // Until the builder picks, a project with test scripts plays them (the list may load after the form).
  const [picked, setSource] = useState<Source>();
  const source = picked ?? (scripts.length > 0 ? "script" : "ad-hoc");
  const [scriptId, setScriptId] = useState<number | undefined>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [adHoc, setAdHoc] = useState({ persona: "", objective: "", openingMessage: "", maxTurns: "8" });
  const [errors, setErrors] = useState<Errors>({});
  const start = useStartCaveSession(projectId);
  const navigate = useNavigate();

  const chosenTarget = targets.some((t) => t.id === targetId) ? targetId : (targets[0]?.id ?? "");
  const chosenScript = scripts.some((s) => s.reportId === scriptId) ? scriptId : scripts[0]?.reportId;
  const version = useLatestScriptVersion(source === "script" ? chosenScript : undefined);
  const scenarios = version.data?.content.scenarios ?? [];

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id].slice(0, CAVE_DIALOGUES_MAX) : current.filter((c) => c !== id)));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: StartCaveSessionInput = {
      targetId: chosenTarget,
      judge,
      pace,
      dialogues:
        source === "script"
          ? scenarios
              .filter((scenario) => chosen.includes(scenario.id))
              .map((scenario) => ({
                source: "script" as const,
                scriptReportId: chosenScript ?? 0,
                ...(version.data ? { scriptVersion: version.data.version } : {}),
                scenarioId: scenario.id,
              }))
          : [
              {
                source: "ad-hoc" as const,
                persona: adHoc.persona,
                objective: adHoc.objective,
                ...(adHoc.openingMessage.trim() ? { openingMessage: adHoc.openingMessage } : {}),
                maxTurns: Number(adHoc.maxTurns),
              },
            ],
    };
    const parsed = startCaveSessionSchema.safeParse(body);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    try {
      const session = await start.mutateAsync(parsed.data);
      void navigate(caveSessionPath(projectId, session.id));
    } catch (error) {
      notice.error("The session did not start", { description: errorDescription(error) });
    }
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="start-session-title">
        <CardHeader>
          <CardTitle id="start-session-title" className="text-xl">
            Start a session
          </CardTitle>
          <CardDescription>
            Up to {CAVE_DIALOGUES_MAX} dialogues run side by side against your assistant. Watch them turn by turn, and
            pause, take over, branch or flag any of them. They go on on the server if you leave.
          </CardDescription>
        </CardHeader>
        <CardContent className="mt-4 grid gap-5">
          <FormField label="Target" error={errors.target} id="cave-target">
            <select
              className={nativeSelectClass}
              value={chosenTarget}
              onChange={(e) => setTargetId(e.target.value)}
              disabled={targets.length === 0}
            >
              {targets.length === 0 && <option value="">No targets yet</option>}
              {targets.map((target) => (
                <option key={target.id} value={target.id}>
                  {target.name}
                </option>
              ))}
            </select>
          </FormField>
          {targets.length === 0 && (
            <p className="-mt-3 text-sm text-muted-foreground">
              Add the assistant under test as a target in the{" "}
              <Link className="text-primary underline underline-offset-4" to={evalAgentPath}>
                Eval Agent
              </Link>
              .
            </p>
          )}

          <RadioCards
            legend="Evaluator and judge"
            name="cave-judge"
            options={JUDGES}
            value={judge}
            onChange={setJudge}
          />

          <RadioCards legend="Pace" name="cave-pace" options={PACES} value={pace} onChange={setPace} columns={3} />

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Dialogues</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="cave-source"
                  checked={source === "script"}
                  onChange={() => setSource("script")}
                  className="accent-primary"
                />
                Scenarios of a test script
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="cave-source"
                  checked={source === "ad-hoc"}
                  onChange={() => setSource("ad-hoc")}
                  className="accent-primary"
                />
                An objective and persona of my own
              </label>
            </div>

            {source === "script" ? (
              <div className="grid gap-3">
                <FormField label="Test script" id="cave-script">
                  <select
                    className={nativeSelectClass}
                    value={chosenScript ?? ""}
                    onChange={(e) => {
                      setScriptId(Number(e.target.value));
                      setChosen([]);
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
                {chosenScript !== undefined && (
                  <fieldset className="grid gap-2" aria-describedby="cave-scenarios-help cave-scenarios-error">
                    <legend className="text-sm font-medium">Scenarios</legend>
                    <p id="cave-scenarios-help" className="text-sm text-muted-foreground">
                      {chosen.length} of at most {CAVE_DIALOGUES_MAX} chosen
                      {version.data ? ` (version ${version.data.version} of the script)` : ""}.
                    </p>
                    {version.isPending ? (
                      <p role="status" className="text-sm text-muted-foreground">
                        Loading the scenarios...
                      </p>
                    ) : version.isError ? (
                      <p role="alert" className="text-sm text-destructive">
                        The scenarios could not be loaded. {errorDescription(version.error)}
                      </p>
                    ) : (
                      <ul className="relative grid max-h-80 gap-1 overflow-y-auto rounded-md border p-2">
                        {scenarios.map((scenario) => {
                          const checked = chosen.includes(scenario.id);
                          return (
                            <li key={scenario.id}>
                              <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent has-checked:bg-primary/5">
                                <input
                                  type="checkbox"
                                  className="mt-0.5 accent-primary"
                                  checked={checked}
                                  disabled={!checked && chosen.length >= CAVE_DIALOGUES_MAX}
                                  onChange={(e) => toggle(scenario.id, e.target.checked)}
                                />
                                <span className="grid min-w-0 gap-1">
                                  <span className="break-words">{scenario.title}</span>
                                  <span className="flex flex-wrap gap-1">
                                    <Badge>{categoryLabel(scenario.category)}</Badge>
                                    <Badge className="capitalize">{scenario.severity}</Badge>
                                  </span>
                                </span>
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                    <p id="cave-scenarios-error" aria-live="polite" className="text-sm text-destructive">
                      {errors.dialogues}
                    </p>
                  </fieldset>
                )}
              </div>
            ) : (
              <div className="grid gap-3">
                <FormField label="Persona" error={errors.persona} description="Who the evaluator plays.">
                  <Textarea
                    rows={2}
                    maxLength={600}
                    value={adHoc.persona}
                    onChange={(e) => setAdHoc({ ...adHoc, persona: e.target.value })}
                  />
                </FormField>
                <FormField label="Objective" error={errors.objective} description="What the evaluator tries to get.">
                  <Textarea
                    rows={2}
                    maxLength={600}
                    value={adHoc.objective}
                    onChange={(e) => setAdHoc({ ...adHoc, objective: e.target.value })}
                  />
                </FormField>
                <FormField
                  label="Opening message"
                  labelHint=" (optional)"
                  error={errors.openingMessage}
                  description="Leave it empty and the evaluator opens by asking for the objective."
                >
                  <Textarea
                    rows={2}
                    maxLength={4_000}
                    value={adHoc.openingMessage}
                    onChange={(e) => setAdHoc({ ...adHoc, openingMessage: e.target.value })}
                  />
                </FormField>
                <FormField label="Evaluator turns at most" error={errors.maxTurns} className="max-w-48">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={CAVE_TURNS_MAX}
                    value={adHoc.maxTurns}
                    onChange={(e) => setAdHoc({ ...adHoc, maxTurns: e.target.value })}
                  />
                </FormField>
              </div>
            )}
          </fieldset>
        </CardContent>
        <CardFooter className="mt-6">
          <Button type="submit" disabled={start.isPending || targets.length === 0}>
            <PendingIcon pending={start.isPending} icon={PlayIcon} /> Start the session
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
