import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@aesop/shared/constants";
import { TriangleAlertIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useResetPassword } from "../api/reset-password";
import { signOutEverywhere } from "../api/sign-out-everywhere";
import { useSessionCache } from "../hooks/use-session-cache";
import { AUTH_MODE_TITLES, authModePath } from "../utils/auth-mode";
import { errorMessage } from "../utils/error-messages";
import { checkNewPasswords } from "../utils/password-checks";
import { AuthCard, authLinkClassName } from "./auth-card";

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps {
  /** The `token` query parameter of the e-mailed link; without it there is no recovery session. */
  token: string | null;
  /** The `error` query parameter (INVALID_TOKEN when the link is invalid or expired). */
  linkError?: string | null;
}

export function ResetPasswordForm({ token, linkError }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const session = useSessionCache();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { isSubmitting, errors },
  } = useForm<NewPasswordValues>({ defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = async ({ password, confirmPassword }: NewPasswordValues) => {
    clearErrors();
    const problem = checkNewPasswords(password, confirmPassword);
    if (problem) {
      setError(problem.field, { type: "check", message: problem.description }, { shouldFocus: true });
      notice.error(problem.title, { description: problem.description });
      return;
    }
    if (!token) {
      notice.error("Session expired", { description: "Please request a new password reset link." });
      await navigate(authModePath("forgot-password"));
      return;
    }
    try {
      await reset.mutateAsync({ newPassword: password, token });
    } catch (error) {
      notice.error("Password update failed", { description: errorMessage(error) });
      return;
    }
    // The reset revokes every session; sign this browser out too and forget the cached user.
    await signOutEverywhere().catch(() => undefined);
    session.clear();
    notice.success("Password updated", { description: "Please sign in with your new password." });
    await navigate(authModePath("login"), { replace: true });
  };

  const busy = isSubmitting || reset.isPending;

  return (
    <AuthCard
      title={AUTH_MODE_TITLES["reset-password"]}
      description="Choose a new password for your AESOP account."
      footer={
        <p>
          <Link to={authModePath("login")} className={authLinkClassName}>
            Back to sign in
          </Link>
        </p>
      }
    >
      {linkError && (
        <div
          role="alert"
          className="mb-5 flex gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p>
            This password reset link is invalid or has expired.{" "}
            <Link to={authModePath("forgot-password")} className={authLinkClassName}>
              Request a new link
            </Link>
          </p>
        </div>
      )}
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-5">
        <FormField
          id="reset-password"
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            {...register("password")}
          />
        </FormField>
        <FormField id="reset-password-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            {...register("confirmPassword")}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
