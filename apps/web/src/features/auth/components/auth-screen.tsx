import { useSearchParams } from "react-router";
import type { SessionState } from "../utils/auth-mode";
import { AUTH_MODE_TITLES, parseAuthMode } from "../utils/auth-mode";
import { AuthLayout } from "./auth-layout";
import { EmailConfirmation } from "./email-confirmation";
import { ForgotPasswordForm } from "./forgot-password-form";
import { InviteSignupNotice } from "./invite-signup-notice";
import { LoginForm } from "./login-form";
import { NdaAcceptanceCard } from "./nda-acceptance-card";
import { NdaSignInRequired } from "./nda-sign-in-required";
import { ResetPasswordForm } from "./reset-password-form";

export interface AuthScreenProps {
  /** Whether someone is signed in; nda-acceptance mode needs a signed-in user. */
  session: SessionState;
}

/** /auth: one screen per mode of the `mode` query parameter (login when absent or unknown). */
export function AuthScreen({ session }: AuthScreenProps) {
  const [searchParams] = useSearchParams();
  const mode = parseAuthMode(searchParams.get("mode"));
  const email = searchParams.get("email")?.trim() || undefined;

  return (
    <AuthLayout width={mode === "nda-acceptance" && session === "signed-in" ? "wide" : "narrow"}>
      <title>{`${AUTH_MODE_TITLES[mode]} · AESOP`}</title>
      {mode === "login" && <LoginForm key={email} defaultEmail={email} redirect={searchParams.get("redirect")} />}
      {mode === "forgot-password" && <ForgotPasswordForm key={email} defaultEmail={email} />}
      {mode === "reset-password" && (
        <ResetPasswordForm token={searchParams.get("token")} linkError={searchParams.get("error")} />
      )}
      {mode === "email-confirmation" && <EmailConfirmation email={email} />}
      {mode === "invite-signup" && <InviteSignupNotice email={email} />}
      {mode === "nda-acceptance" && <NdaAcceptanceMode session={session} email={email} />}
    </AuthLayout>
  );
}

function NdaAcceptanceMode({ session, email }: { session: SessionState; email: string | undefined }) {
  if (session === "pending") {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (session === "signed-out") return <NdaSignInRequired email={email} />;
  return (
    <>
      <header className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{AUTH_MODE_TITLES["nda-acceptance"]}</h1>
        <p className="mt-2 text-balance text-muted-foreground">
          One last step: the AESOP beta is confidential. Please review and accept the agreement below to continue.
        </p>
      </header>
      <NdaAcceptanceCard />
    </>
  );
}
