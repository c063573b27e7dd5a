import { MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AUTH_MODE_TITLES, authModePath } from "../utils/auth-mode";
import { AuthCard } from "./auth-card";

/** After sign-up: where the confirmation link went, and what comes next. */
export function EmailConfirmation({ email }: { email?: string | undefined }) {
  return (
    <AuthCard
      icon={<MailCheckIcon />}
      title={AUTH_MODE_TITLES["email-confirmation"]}
      description={
        <span role="status">
          We've sent a confirmation link to{" "}
          {email ? <strong className="font-medium break-all text-foreground">{email}</strong> : "your e-mail address"}.
        </span>
      }
    >
      <div className="grid gap-5 text-center">
        <p className="text-sm text-muted-foreground">
          Open the link to confirm your address. You will then be asked to accept the beta Non-Disclosure Agreement
          before you can use AESOP. The link can take a minute to arrive; check your spam folder if you can't find it.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={authModePath("login", { email })}>Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
