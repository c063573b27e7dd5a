import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AUTH_MODE_TITLES, authModePath } from "../utils/auth-mode";
import { AuthCard, authLinkClassName } from "./auth-card";

/**
 * invite-signup mode without a token: accounts are only created from an invitation link
 * (/invite/{token}), so this explains where to go instead.
 */
export function InviteSignupNotice({ email }: { email?: string | undefined }) {
  return (
    <AuthCard
      title={AUTH_MODE_TITLES["invite-signup"]}
      description="AESOP is in closed beta: accounts are created from the personal invitation link we e-mail to approved applicants."
      footer={
        <p>
          Already have an account?{" "}
          <Link to={authModePath("login", { email })} className={authLinkClassName}>
            Sign in
          </Link>
        </p>
      }
    >
      <div className="grid gap-5 text-center">
        <p className="text-sm text-muted-foreground">
          {email ? (
            <>
              Open the invitation we sent to <strong className="font-medium break-all text-foreground">{email}</strong>{" "}
              and follow its link to finish signing up.
            </>
          ) : (
            "Open your invitation e-mail and follow its link to finish signing up."
          )}{" "}
          Not invited yet? Apply and we'll be in touch.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.betaSignup}>Apply for Beta Access</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
