import { zodResolver } from "@hookform/resolvers/zod";
import { BanIcon, Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  REJECTION_MESSAGE_MAX_LENGTH,
  rejectRegistrationSchema,
  type Registration,
  type RejectRegistration,
  type ValidRejectRegistration,
} from "@aesop/shared/contracts/registrations";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { errorDescription } from "@/lib/error-description";
import { showServerFieldErrors } from "@/lib/field-errors";
import { notice } from "@/lib/notice";
import { useRejectRegistration } from "../api/reject-registration";

/** 'Reject' and its dialog: an optional message, mailed to the applicant with the decision. */
export function RejectRegistrationDialog({
  registration,
  disabled,
}: {
  registration: Pick<Registration, "id" | "email" | "fullName">;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const reject = useRejectRegistration();
  const form = useForm<RejectRegistration, unknown, ValidRejectRegistration>({
    resolver: zodResolver(rejectRegistrationSchema),
    defaultValues: { message: "" },
  });
  const { errors } = form.formState;
  const length = useWatch({ control: form.control, name: "message" })?.length ?? 0;

  const changeOpen = (next: boolean) => {
    if (reject.isPending) return;
    setOpen(next);
    if (next) form.reset({ message: "" });
  };

  const submit = async ({ message }: ValidRejectRegistration) => {
    try {
      await reject.mutateAsync({ id: registration.id, message });
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, ["message"])) return;
      notice.error("Failed to reject application", { description: errorDescription(error) });
      return;
    }
    notice.success("Application rejected", { description: `${registration.email} was told by e-mail.` });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={disabled}
          aria-label={`Reject application of ${registration.email}`}
        >
          <BanIcon aria-hidden="true" />
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent showCloseButton={!reject.isPending}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <DialogHeader>
            <DialogTitle>Reject application</DialogTitle>
            <DialogDescription>
              {registration.fullName} ({registration.email}) will be told by e-mail that they were not selected for the
              beta. Any invitation link already sent stops working.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={`reject-message-${registration.id}`}
            label="Message to the applicant"
            labelHint=" (optional)"
            description={`Added to the e-mail. ${length} / ${REJECTION_MESSAGE_MAX_LENGTH} characters.`}
            error={errors.message?.message}
          >
            <Textarea rows={4} disabled={reject.isPending} {...form.register("message")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={reject.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Reject application
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
