import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, LockKeyholeIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { changePasswordSchema } from "@aesop/shared/contracts/account";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@aesop/shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorDescription } from "@/lib/error-description";
import { showServerFieldErrors } from "@/lib/field-errors";
import { notice } from "@/lib/notice";
import { useChangePassword } from "../api/change-password";

/** The API's schema (the one password policy) plus the confirmation, which only the form needs. */
const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
  });
type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Profile page: a new password for a signed-in user; every other session of theirs ends. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    // Said as soon as a field is left, and again while it is corrected.
    mode: "onTouched",
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notice.success("Password changed", { description: "You were signed out on every other device." });
        },
        onError: (error) => {
          if (!showServerFieldErrors(error, form.setError, ["currentPassword", "newPassword"])) {
            notice.error("Password not changed", { description: errorDescription(error) });
          }
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-snug font-semibold">
          <LockKeyholeIcon aria-hidden="true" className="size-5" />
          Change password
        </h2>
        <CardDescription>Signs you out on every other device; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
          <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField
            id="new-password"
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password, nor only repeated or sequential characters.`}
            error={errors.newPassword?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.register("newPassword")}
            />
          </FormField>
          <FormField id="confirm-new-password" label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.register("confirmPassword")}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Change Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
