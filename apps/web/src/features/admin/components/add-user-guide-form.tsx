import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { USER_GUIDE_MAX_BYTES } from "@aesop/shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { emptyUserGuideForm, useCreateUserGuide, userGuideFormSchema } from "../api/create-user-guide";
import { formatFileSize, USER_GUIDE_MAX_MEGABYTES } from "../utils/user-guide-file";

const sources = [
  { value: "file", label: "Upload a PDF" },
  { value: "url", label: "Link to a file" },
] as const;

/** Adds a user guide from an uploaded PDF or an http(s) link. */
export function AddUserGuideForm() {
  const create = useCreateUserGuide();
  // A new key gives a fresh, empty file input after a guide was added.
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useForm({ resolver: zodResolver(userGuideFormSchema), defaultValues: emptyUserGuideForm });
  const { errors } = form.formState;
  const [source, file, active] = useWatch({ control: form.control, name: ["source", "file", "active"] });

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        form.reset(emptyUserGuideForm);
        setFileInputKey((key) => key + 1);
      },
    }),
  );

  return (
    <form
      noValidate
      aria-labelledby="add-user-guide-heading"
      className="grid gap-4 border-t pt-6"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="add-user-guide-heading" className="font-semibold">
        Add a user guide
      </h3>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label="Title" error={errors.title?.message}>
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <FormField label="Version" error={errors.version?.message}>
          <Input autoComplete="off" placeholder="1.0" {...form.register("version")} />
        </FormField>
      </div>
      <FormField label="Description" labelHint="(optional)" error={errors.description?.message}>
        <Textarea rows={3} {...form.register("description")} />
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">File</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {sources.map((option) => (
            <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                value={option.value}
                className="size-4 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                {...form.register("source")}
              />
              {option.label}
            </label>
          ))}
        </div>
        {/* Both stay mounted so a chosen file survives switching back and forth. */}
        <div hidden={source !== "file"}>
          <FormField
            label="PDF file"
            description={
              file
                ? `${file.name}, ${formatFileSize(file.size)}`
                : `A PDF of at most ${USER_GUIDE_MAX_MEGABYTES} MB (${USER_GUIDE_MAX_BYTES.toLocaleString("en-US")} bytes).`
            }
            error={errors.file?.message}
          >
            <Input
              key={fileInputKey}
              type="file"
              accept="application/pdf"
              className="h-auto py-1.5"
              onChange={(event) =>
                form.setValue("file", event.target.files?.[0] ?? null, { shouldDirty: true, shouldValidate: true })
              }
            />
          </FormField>
        </div>
        <div hidden={source !== "url"}>
          <FormField label="Link" description="An http(s) address of the PDF." error={errors.url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...form.register("url")} />
          </FormField>
        </div>
      </fieldset>

      <div className="flex items-center gap-2">
        <Checkbox
          id="user-guide-active"
          checked={active}
          onCheckedChange={(checked) => form.setValue("active", checked === true, { shouldDirty: true })}
        />
        <Label htmlFor="user-guide-active" className="font-normal">
          Make it the active guide
        </Label>
      </div>

      <div>
        <Button type="submit" disabled={create.isPending} className={cn(create.isPending && "cursor-progress")}>
          {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Add user guide
        </Button>
      </div>
    </form>
  );
}
