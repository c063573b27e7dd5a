import type { Invitation } from "@aesop/shared/contracts/invitations";
import { PASSWORD_MIN_LENGTH } from "@aesop/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/field-errors";
import { useAcceptInvitation } from "../api/accept-invitation";
import { authModePath } from "../utils/auth-mode";
import { errorMessage } from "../utils/error-messages";
import { checkInvitationPasswords } from "../utils/password-checks";
import { AuthCard, authLinkClassName } from "./auth-card";
import { queryKeys } from "@/lib/query-keys";

interface InvitationPasswordValues {
  password: string;
  confirmPassword: string;
}

function isAccountExists(error: unknown) {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 409 || error.code === "ACCOUNT_EXISTS" || /already registered/i.test(error.message);
}

export interface InvitationSignupFormProps {
  token: string;
  invitation: Invitation;
}

/** The valid invitation: greet the invitee, show their e-mail read-only, ask for a password. */
export function InvitationSignupForm({ token, invitation }: InvitationSignupFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const acceptInvitation = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { isSubmitting, errors },
  } = useForm<InvitationPasswordValues>({ defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = async ({ password, confirmPassword }: InvitationPasswordValues) => {
    clearErrors();
    const problem = checkInvitationPasswords(password, confirmPassword);
    if (problem) {
      // Under the field at fault (focused), and the spec's notice.
      setError(problem.field, { type: "check", message: problem.description }, { shouldFocus: true });
      notice.error(problem.title, { description: problem.description });
      return;
    }
    let email: string;
    try {
      ({ email } = await acceptInvitation.mutateAsync({ token, password }));
    } catch (error) {
      if (isAccountExists(error)) {
        notice.error("Account Already Exists", {
          description: "This email is already registered. Please try logging in instead.",
        });
      } else if (error instanceof ApiRequestError && error.status === 404) {
        notice.error("Invalid Invitation", {
          description: "This invitation link is invalid or has already been used.",
        });
        // Ask again: the page then shows the invalid-invitation screen.
        await queryClient.invalidateQueries({ queryKey: queryKeys.invitation(token) });
      } else if (showServerFieldErrors(error, setError, ["password"])) {
        notice.error("Signup Failed", { description: "Please correct the highlighted field." });
      } else {
        notice.error("Signup Failed", { description: errorMessage(error) });
      }
      return;
    }
    notice.success("Check Your Email!", {
      description: "We sent you a confirmation link. Confirm your e-mail, then accept the NDA.",
    });
    // The token is spent: replace the history entry so Back does not return to it.
    await navigate(authModePath("email-confirmation", { email: email || invitation.email }), { replace: true });
  };

  const busy = isSubmitting || acceptInvitation.isPending;

  return (
    <AuthCard
      title="Complete Registration"
      description={
        <>
          <span className="block text-base font-medium text-foreground">Welcome, {invitation.fullName}!</span>
          <span className="mt-1 block">Choose a password to create your AESOP account.</span>
        </>
      }
      footer={
        <p>
          Already have an account?{" "}
          <Link to={authModePath("login", { email: invitation.email })} className={authLinkClassName}>
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-5">
        <FormField id="invite-email" label="Email" description="Your invitation was sent to this address.">
          <Input type="email" value={invitation.email} readOnly autoComplete="username" />
        </FormField>
        <FormField
          id="invite-password"
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" required {...register("password")} />
        </FormField>
        <FormField id="invite-password-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" required {...register("confirmPassword")} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </AuthCard>
  );
}
