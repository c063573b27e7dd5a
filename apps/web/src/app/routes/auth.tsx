import { Navigate, useSearchParams } from "react-router";
import { AuthScreen } from "@/features/auth/components/auth-screen";
import { parseAuthMode, safeRedirectPath, type SessionState } from "@/features/auth/utils/auth-mode";
import { useMe } from "@/features/session/api/get-me";

export default function AuthPage() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const session: SessionState = me.isPending ? "pending" : me.data ? "signed-in" : "signed-out";

  // A signed-in user has no use for the login form (spec section 2: /auth without a mode sends
  // them to /; an unknown mode means login too). Other modes, like nda-acceptance, stay.
  if (session === "signed-in" && parseAuthMode(searchParams.get("mode")) === "login") {
    return <Navigate to={safeRedirectPath(searchParams.get("redirect"))} replace />;
  }
  return <AuthScreen session={session} />;
}
