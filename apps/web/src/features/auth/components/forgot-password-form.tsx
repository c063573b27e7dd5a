import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/api-client";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AUTH_MODE_TITLES, authModePath } from "../utils/auth-mode";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../utils/auth-schemas";
import { errorMessage } from "../utils/error-messages";
import { AuthCard, authLinkClassName } from "./auth-card";

/**
 * Whether a failed reset request is worth telling the user about. The server answers alike for
 * known and unknown addresses, so only throttling, server and network failures get here; they
 * are reported, because saying "check your email" then would be untrue.
 */
function isReportableFailure(error: unknown) {
  return !(error instanceof ApiRequestError) || error.status === 429 || error.status >= 500;
}

export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string | undefined }) {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    try {
      await requestReset.mutateAsync(email);
    } catch (error) {
      if (isReportableFailure(error)) {
        notice.error("Reset failed", { description: errorMessage(error) });
        return;
      }
    }
    // The same message whether or not the address has an account: no account enumeration.
    notice.success("Check your email", { description: "We've sent you a password reset link." });
    await navigate(authModePath("login", { email }));
  };

  const onInvalid = (invalid: FieldErrors<ForgotPasswordValues>) => {
    if (invalid.email?.type === "too_small") {
      notice.error("Email required", { description: "Please enter your email address" });
    }
  };

  const busy = isSubmitting || requestReset.isPending;

  return (
    <AuthCard
      title={AUTH_MODE_TITLES["forgot-password"]}
      description="Enter your e-mail address and we'll send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{" "}
          <Link to={authModePath("login")} className={authLinkClassName}>
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)} className="grid gap-5">
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...register("email")}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </AuthCard>
  );
}
