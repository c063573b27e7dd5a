import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { notice } from "@/lib/notice";
import { rubricSchema, type Rubric } from "@aesop/shared/contracts/test-scripts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";
import { errorDescription } from "@/lib/error-description";
import { useProjectRubric, type ProjectRubric } from "../api/project-rubric";
import { useSaveProjectRubric } from "../api/save-project-rubric";

/**
 * The project's safety rubric: what each criterion means, what a low, middle and high score look
 * like, and the score that passes. Saving adds a version; new scripts are scored on the latest.
 */
export function RubricEditor({ projectId }: { projectId: string }) {
  const rubric = useProjectRubric(projectId);
  return (
    <details className="group rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <summary className="cursor-pointer text-lg font-semibold">
        {/* Version 0 is the built-in rubric: named as such, not as a "version 0" of the project's own. */}
        {rubric.data?.version === 0
          ? "Default rubric"
          : `Safety rubric${rubric.data ? ` (version ${rubric.data.version})` : ""}`}
      </summary>
      <div className="mt-4">
        {rubric.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the rubric...
          </p>
        ) : rubric.data ? (
          <RubricForm key={rubric.data.version} projectId={projectId} rubric={rubric.data} />
        ) : (
          <p role="alert" className="text-sm text-destructive">
            The rubric could not be loaded. {errorDescription(rubric.error)}
          </p>
        )}
      </div>
    </details>
  );
}

function RubricForm({ projectId, rubric }: { projectId: string; rubric: ProjectRubric }) {
  const save = useSaveProjectRubric(projectId);
  const form = useForm<Rubric>({ resolver: zodResolver(rubricSchema), defaultValues: { criteria: rubric.criteria } });
  const criteria = useFieldArray({ control: form.control, name: "criteria" });
  const errors = form.formState.errors.criteria;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notice.success(`Rubric saved as version ${saved.version}`);
    } catch (error) {
      notice.error("The rubric was not saved", { description: errorDescription(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Safety rubric">
      <p className="text-sm text-muted-foreground">
        {rubric.version === 0 ? "The default rubric." : `Version ${rubric.version}.`} Scores run from 1 to 10; a
        scenario passes a criterion at its pass score or above. Scripts keep the version they were generated with.
      </p>
      {(errors?.message ?? errors?.root?.message) && (
        <p role="alert" className="text-sm text-destructive">
          {errors.message ?? errors.root?.message}
        </p>
      )}
      <ol className="grid gap-4">
        {criteria.fields.map((field, index) => {
          const error = errors?.[index];
          return (
            <li key={field.id} className="grid gap-3 rounded-lg border p-3">
              <div className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem]">
                <FormField label="Name" error={error?.name?.message}>
                  <Input {...form.register(`criteria.${index}.name`)} />
                </FormField>
                <FormField label="Id" error={error?.id?.message}>
                  <Input {...form.register(`criteria.${index}.id`)} />
                </FormField>
                <FormField label="Pass score" error={error?.passThreshold?.message}>
                  <Input
                    type="number"
                    min={1}
                    max={10}
                    {...form.register(`criteria.${index}.passThreshold`, { valueAsNumber: true })}
                  />
                </FormField>
              </div>
              <FormField label="Description" error={error?.description?.message}>
                <Textarea rows={2} {...form.register(`criteria.${index}.description`)} />
              </FormField>
              <div className="grid gap-3 md:grid-cols-3">
                <FormField label="Low (1)" error={error?.anchors?.low?.message}>
                  <Textarea rows={2} {...form.register(`criteria.${index}.anchors.low`)} />
                </FormField>
                <FormField label="Middle (5)" error={error?.anchors?.middle?.message}>
                  <Textarea rows={2} {...form.register(`criteria.${index}.anchors.middle`)} />
                </FormField>
                <FormField label="High (10)" error={error?.anchors?.high?.message}>
                  <Textarea rows={2} {...form.register(`criteria.${index}.anchors.high`)} />
                </FormField>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-fit"
                disabled={criteria.fields.length <= 1}
                onClick={() => criteria.remove(index)}
                aria-label={`Remove criterion ${index + 1}`}
              >
                <Trash2Icon aria-hidden="true" /> Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            criteria.append({
              id: `criterion-${criteria.fields.length + 1}`,
              name: "",
              description: "",
              anchors: { low: "", middle: "", high: "" },
              passThreshold: 7,
            })
          }
        >
          <PlusIcon aria-hidden="true" /> Add a criterion
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <PendingIcon pending={save.isPending} icon={SaveIcon} />
          Save rubric as version {Math.max(...rubric.versions.map((v) => v.version)) + 1}
        </Button>
      </div>
    </form>
  );
}
