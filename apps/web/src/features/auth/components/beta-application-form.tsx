import { zodResolver } from "@hookform/resolvers/zod";
import { betaApplicationSchema, type BetaApplication } from "@aesop/shared/contracts/registrations";
import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { showServerFieldErrors } from "@/lib/field-errors";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { useCreateRegistration, type BetaApplicationBody } from "../api/create-registration";
import { authModePath } from "../utils/auth-mode";
import { errorMessage } from "../utils/error-messages";
import { AuthCard, authLinkClassName } from "./auth-card";

/** /beta-signup: the beta application, then its confirmation. */
export function BetaApplicationForm() {
  const [received, setReceived] = useState(false);
  return received ? <RegistrationReceived /> : <ApplicationForm onReceived={() => setReceived(true)} />;
}

function ApplicationForm({ onReceived }: { onReceived: () => void }) {
  const createRegistration = useCreateRegistration();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BetaApplication, unknown, BetaApplicationBody>({
    resolver: zodResolver(betaApplicationSchema),
    defaultValues: { fullName: "", email: "", organization: "" },
  });

  const onSubmit = async (values: BetaApplicationBody) => {
    try {
      await createRegistration.mutateAsync(values);
    } catch (error) {
      // The server's word on a field goes under that field; the notice says what happened.
      const onFields = showServerFieldErrors(error, setError, ["fullName", "email", "organization"]);
      notice.error("Registration Failed", {
        description: onFields ? "Please correct the highlighted fields." : errorMessage(error),
      });
      return;
    }
    notice.success("Registration Successful!", { description: "We'll e-mail you if you are selected for the beta." });
    onReceived();
  };

  const busy = isSubmitting || createRegistration.isPending;

  return (
    <AuthCard
      title="Apply for Beta Access"
      description="AESOP is in closed beta. Tell us who you are and we'll review your application."
      footer={
        <>
          <p>
            By applying, you agree to our{" "}
            <Link to={paths.terms} className={authLinkClassName}>
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to={paths.privacy} className={authLinkClassName}>
              Privacy Policy
            </Link>
            . Selected applicants will receive an e-mail invitation to join the beta.
          </p>
          <p>
            Already have an account?{" "}
            <Link to={authModePath("login")} className={authLinkClassName}>
              Sign in
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-5">
        <FormField id="beta-full-name" label="Full Name" error={errors.fullName?.message}>
          <Input autoComplete="name" required placeholder="Ada Lovelace" {...register("fullName")} />
        </FormField>
        <FormField id="beta-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder="you@example.com"
            {...register("email")}
          />
        </FormField>
        <FormField
          id="beta-organization"
          label="Organization"
          labelHint="(optional)"
          error={errors.organization?.message}
        >
          <Input autoComplete="organization" placeholder="Company, lab or university" {...register("organization")} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Submitting..." : "Submit Application"}
        </Button>
      </form>
    </AuthCard>
  );
}

function RegistrationReceived() {
  const headingRef = useRef<HTMLDivElement>(null);
  // The form is gone; move focus to the confirmation so keyboard and screen-reader users follow.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div ref={headingRef} tabIndex={-1} aria-live="polite" className="outline-none">
      <AuthCard
        icon={<CircleCheckIcon />}
        title="Registration Received!"
        description="Thank you for applying to the AESOP beta."
      >
        <div className="grid gap-5 text-center">
          <p className="text-sm text-muted-foreground">
            We review every application by hand. If you are selected, you will receive an e-mail invitation with a
            personal link to create your account.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.landing}>Return to Home</Link>
          </Button>
        </div>
      </AuthCard>
    </div>
  );
}
