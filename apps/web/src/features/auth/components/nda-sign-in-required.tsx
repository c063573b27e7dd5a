import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AUTH_MODE_TITLES, authModePath } from "../utils/auth-mode";
import { AuthCard } from "./auth-card";

/** nda-acceptance mode for a visitor: the NDA is accepted by a signed-in user, so sign in first. */
export function NdaSignInRequired({ email }: { email?: string | undefined }) {
  return (
    <AuthCard
      title={AUTH_MODE_TITLES["nda-acceptance"]}
      description="Please sign in first to review and accept the beta Non-Disclosure Agreement."
    >
      <Button asChild size="lg" className="w-full">
        <Link to={authModePath("login", { email, redirect: authModePath("nda-acceptance", { email }) })}>Sign in</Link>
      </Button>
    </AuthCard>
  );
}
