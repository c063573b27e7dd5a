import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { publishNdaSchema, type PublishNda } from "@aesop/shared/contracts/nda";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { usePublishNda } from "../api/publish-nda";
import { formatDate, todayIsoDate } from "@/lib/format-date";

/**
 * Publishing a new version makes every user accept the NDA again, so the form asks for a
 * confirmation before it sends anything.
 */
export function PublishNdaForm({ nextVersion, currentText }: { nextVersion: number; currentText: string }) {
  const publish = usePublishNda();
  const [pending, setPending] = useState<PublishNda | null>(null);
  const form = useForm({
    resolver: zodResolver(publishNdaSchema),
    defaultValues: { text: "", effectiveDate: todayIsoDate() },
  });
  const { errors } = form.formState;

  const confirm = () => {
    if (!pending) return;
    publish.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        form.reset({ text: "", effectiveDate: todayIsoDate() });
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="publish-nda-heading"
      className="grid gap-4 border-t pt-6"
      onSubmit={(event) => void form.handleSubmit((values) => setPending(values))(event)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="publish-nda-heading" className="font-semibold">
          Publish version {nextVersion}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => form.setValue("text", currentText, { shouldDirty: true, shouldValidate: true })}
        >
          Start from the current text
        </Button>
      </div>
      <FormField label="NDA text" error={errors.text?.message}>
        <Textarea rows={10} className="max-h-[28rem] min-h-40" {...form.register("text")} />
      </FormField>
      <FormField
        label="Effective date"
        description="The date from which the new version applies."
        error={errors.effectiveDate?.message}
        className="sm:max-w-xs"
      >
        <Input type="date" {...form.register("effectiveDate")} />
      </FormField>
      <div>
        <Button type="submit" disabled={publish.isPending}>
          Publish new version
        </Button>
      </div>

      <Dialog open={pending !== null} onOpenChange={(open) => !open && !publish.isPending && setPending(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Publish NDA version {nextVersion}?</DialogTitle>
            <DialogDescription>
              Every user, you included, will have to read and accept the new version before they can use AESOP again.
              {pending && <> It takes effect on {formatDate(pending.effectiveDate) ?? pending.effectiveDate}.</>}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={publish.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" onClick={confirm} disabled={publish.isPending}>
              {publish.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Publish and require re-acceptance
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
