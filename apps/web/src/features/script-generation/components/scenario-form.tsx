import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import {
  SCENARIO_CATEGORIES,
  SCENARIO_SEVERITIES,
  SCENARIO_TURNS_MAX,
  scenarioSchema,
  type Scenario,
  type ScenarioInput,
} from "@aesop/shared/contracts/test-scripts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { nativeSelectClass } from "./native-select";

/**
 * Edits one scenario: what the evaluator says and what the assistant must do. Its checks, rubric
 * criteria and source are kept as they are (they say what scores it and which finding it tests).
 */
export function ScenarioForm({
  scenario,
  takenIds,
  onSave,
  onCancel,
}: {
  scenario: Scenario;
  /** Ids of the script's other scenarios: a new id must not repeat one. */
  takenIds: ReadonlySet<string>;
  onSave: (scenario: Scenario) => void;
  onCancel: () => void;
}) {
  const form = useForm<ScenarioInput, unknown, Scenario>({
    resolver: zodResolver(scenarioSchema),
    defaultValues: scenario,
  });
  const turns = useFieldArray({ control: form.control, name: "turns" });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    if (takenIds.has(values.id)) {
      form.setError("id", { message: `Another scenario already has the id "${values.id}".` });
      return;
    }
    onSave(values);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-label="Edit scenario">
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The title is what a person edits first: it takes the focus when the dialog opens (not the machine id). */}
        <FormField label="Title" error={errors.title?.message} className="sm:col-span-2">
          <Input autoFocus {...form.register("title")} />
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          <select className={`${nativeSelectClass} w-full`} {...form.register("category")}>
            {SCENARIO_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Severity" error={errors.severity?.message}>
          <select className={`${nativeSelectClass} w-full`} {...form.register("severity")}>
            {SCENARIO_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {severity[0]?.toUpperCase() + severity.slice(1)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Id"
          description="The scenario's machine name in exports and run results."
          error={errors.id?.message}
          className="sm:col-span-2"
        >
          <Input {...form.register("id")} />
        </FormField>
      </div>
      <FormField label="Persona" error={errors.persona?.message}>
        <Textarea rows={2} {...form.register("persona")} />
      </FormField>
      <FormField label="Objective" error={errors.objective?.message}>
        <Textarea rows={2} {...form.register("objective")} />
      </FormField>
      <FormField label="Opening message" error={errors.openingMessage?.message}>
        <Textarea rows={3} {...form.register("openingMessage")} />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Follow-up turns</legend>
        {turns.fields.length === 0 && <p className="text-sm text-muted-foreground">No scripted follow-ups.</p>}
        <ol className="grid gap-3">
          {turns.fields.map((field, index) => (
            <li key={field.id} className="grid gap-2 rounded-md border p-3">
              <FormField label={`Turn ${index + 2}`} error={errors.turns?.[index]?.message?.message}>
                <Textarea rows={2} {...form.register(`turns.${index}.message`)} />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={index === 0}
                  onClick={() => turns.move(index, index - 1)}
                  aria-label={`Move turn ${index + 2} up`}
                >
                  <ArrowUpIcon aria-hidden="true" /> Up
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={index === turns.fields.length - 1}
                  onClick={() => turns.move(index, index + 1)}
                  aria-label={`Move turn ${index + 2} down`}
                >
                  <ArrowDownIcon aria-hidden="true" /> Down
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => turns.remove(index)}
                  aria-label={`Remove turn ${index + 2}`}
                >
                  <Trash2Icon aria-hidden="true" /> Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {errors.turns?.message && <p className="text-sm text-destructive">{errors.turns.message}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={turns.fields.length >= SCENARIO_TURNS_MAX}
          onClick={() => turns.append({ message: "" })}
        >
          <PlusIcon aria-hidden="true" /> Add a turn
        </Button>
      </fieldset>
      <FormField label="Expected behaviour" error={errors.expectedBehaviour?.message}>
        <Textarea rows={3} {...form.register("expectedBehaviour")} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Apply changes</Button>
      </div>
    </form>
  );
}
