import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { notice } from "@/lib/notice";
import { modelPriceTableSchema, type ModelPriceTable } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PendingIcon } from "@/components/ui/pending-icon";
import { errorDescription } from "@/lib/error-description";
import { useModelPrices } from "../api/get-model-prices";
import { useSaveModelPrices } from "../api/save-model-prices";

/** The account's price table: what a million input and output tokens cost per model, for each turn's cost. */
export function PriceTableEditor() {
  const prices = useModelPrices();
  return (
    <details className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <summary className="cursor-pointer text-lg font-semibold">Model prices</summary>
      <div className="mt-4">
        {prices.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the price table...
          </p>
        ) : prices.data ? (
          <PriceForm table={prices.data} />
        ) : (
          <p role="alert" className="text-sm text-destructive">
            The price table could not be loaded. {errorDescription(prices.error)}
          </p>
        )}
      </div>
    </details>
  );
}

function PriceForm({ table }: { table: ModelPriceTable }) {
  const save = useSaveModelPrices();
  const form = useForm<ModelPriceTable>({ resolver: zodResolver(modelPriceTableSchema), defaultValues: table });
  const rows = useFieldArray({ control: form.control, name: "prices" });
  const errors = form.formState.errors.prices;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      notice.success("Prices saved");
    } catch (error) {
      notice.error("The prices were not saved", { description: errorDescription(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Model prices">
      <p className="text-sm text-muted-foreground">
        In US dollars per million tokens. A turn's cost is its tokens at its model's price; models not listed cost
        nothing in the results.
      </p>
      {(errors?.message ?? errors?.root?.message) && (
        <p role="alert" className="text-sm text-destructive">
          {errors.message ?? errors.root?.message}
        </p>
      )}
      {rows.fields.length === 0 && <p className="text-sm text-muted-foreground">No prices yet.</p>}
      <ul className="grid gap-3">
        {rows.fields.map((field, index) => {
          const error = errors?.[index];
          return (
            <li
              key={field.id}
              className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_9rem_9rem_auto]"
            >
              <FormField label="Model" error={error?.model?.message}>
                <Input {...form.register(`prices.${index}.model`)} placeholder="gpt-4.1-mini" />
              </FormField>
              <FormField label="Input ($/M)" error={error?.inputPerMillion?.message}>
                <Input
                  type="number"
                  step="0.01"
                  min={0}
                  {...form.register(`prices.${index}.inputPerMillion`, { valueAsNumber: true })}
                />
              </FormField>
              <FormField label="Output ($/M)" error={error?.outputPerMillion?.message}>
                <Input
                  type="number"
                  step="0.01"
                  min={0}
                  {...form.register(`prices.${index}.outputPerMillion`, { valueAsNumber: true })}
                />
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="sm:mt-7"
                onClick={() => rows.remove(index)}
                aria-label={`Remove price ${index + 1}`}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => rows.append({ model: "", inputPerMillion: 0, outputPerMillion: 0 })}
        >
          <PlusIcon aria-hidden="true" /> Add a model
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <PendingIcon pending={save.isPending} icon={SaveIcon} /> Save prices
        </Button>
      </div>
    </form>
  );
}
