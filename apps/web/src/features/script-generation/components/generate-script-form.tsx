import { CheckCircle2Icon, FlaskConicalIcon } from "lucide-react";
import { useState } from "react";
import { notice } from "@/lib/notice";
import { ATTACK_STRATEGIES, type AttackStrategyId } from "@aesop/shared/contracts/attack-strategies";
import {
  SCENARIO_CATEGORIES,
  SCRIPT_SIZES,
  type ScenarioCategory,
  type ScriptSize,
} from "@aesop/shared/contracts/test-scripts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { PendingIcon } from "@/components/ui/pending-icon";
import { useGenerateTestScript } from "../api/generate-test-script";
import { CheckboxGroup } from "./checkbox-group";

const SIZE_LABELS: Record<ScriptSize, string> = { quick: "Quick", standard: "Standard", thorough: "Thorough" };
const CATEGORY_OPTIONS = SCENARIO_CATEGORIES.map((category) => ({ id: category.id, label: category.label }));
const STRATEGY_OPTIONS = ATTACK_STRATEGIES.map((strategy) => ({
  id: strategy.id,
  label: strategy.name,
  description: strategy.description,
}));

/**
 * The categories strategies apply to unless the builder changes them: those where the assistant
 * should hold a line (not helpfulness, drift or over-refusal controls, where a strategy tests nothing).
 */
const NOT_ATTACKED: readonly ScenarioCategory[] = ["scope-helpfulness", "off-topic-drift", "over-refusal"];
const ATTACKED_BY_DEFAULT = SCENARIO_CATEGORIES.map((category) => category.id).filter(
  (category) => !NOT_ATTACKED.includes(category),
);

/**
 * Size and categories of a new script. Targeted scenarios (one or more per finding of the
 * project's reports) and over-refusal controls are always included; categories narrow the rest.
 */
export function GenerateScriptForm({ projectId }: { projectId: string }) {
  const [size, setSize] = useState<ScriptSize>("standard");
  const [categories, setCategories] = useState<ScenarioCategory[]>([]);
  const [strategies, setStrategies] = useState<AttackStrategyId[]>([]);
  const [attacked, setAttacked] = useState<ScenarioCategory[]>(ATTACKED_BY_DEFAULT);
  const [queued, setQueued] = useState(false);
  const generate = useGenerateTestScript(projectId);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The same strategies for each category ticked; the API also takes a list per category.
    const perCategory = strategies.length ? attacked.map((category) => ({ category, apply: [...strategies] })) : [];
    try {
      await generate.mutateAsync({ size, categories, strategies: perCategory });
      setQueued(true);
    } catch {
      notice.error("Generation Failed", { description: "The test script could not be started. Please try again." });
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} aria-labelledby="generate-script-title">
        <CardHeader>
          <CardTitle id="generate-script-title" className="text-xl">
            Generate a test script
          </CardTitle>
          <CardDescription>
            Every gap of the instructions review, high risk of the Ethos review and concern of the interview becomes a
            targeted scenario. Scenarios from the risk library and over-refusal controls complete the script.
          </CardDescription>
        </CardHeader>
        <CardContent className="mt-4 grid gap-6">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Size</legend>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(SCRIPT_SIZES) as ScriptSize[]).map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
                >
                  <input
                    type="radio"
                    name="size"
                    value={option}
                    checked={size === option}
                    onChange={() => setSize(option)}
                    className="accent-primary"
                  />
                  {SIZE_LABELS[option]} <span className="text-muted-foreground">~{SCRIPT_SIZES[option]} scenarios</span>
                </label>
              ))}
            </div>
          </fieldset>
          <CheckboxGroup
            legend="Library categories"
            help="Leave all unticked for every category relevant to the project."
            options={CATEGORY_OPTIONS}
            selected={categories}
            onChange={setCategories}
          />
          <CheckboxGroup
            legend="Attack strategies"
            help="Each strategy adds a copy of every scenario in the chosen categories, asked another way, right after the original, so results show whether the assistant holds when the request is encoded, split or framed."
            options={STRATEGY_OPTIONS}
            selected={strategies}
            onChange={setStrategies}
          />
          {strategies.length > 0 && (
            <CheckboxGroup
              legend="Categories the strategies apply to"
              options={CATEGORY_OPTIONS}
              selected={attacked}
              onChange={setAttacked}
            />
          )}
        </CardContent>
        <CardFooter className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={generate.isPending}>
            <PendingIcon pending={generate.isPending} icon={FlaskConicalIcon} />
            Generate test script
          </Button>
          {queued && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
              Test script queued. It appears in the list below and in the workspace's Test Scripts when it is ready.
            </p>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
