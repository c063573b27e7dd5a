import { LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AuthCard, authLinkClassName } from "./auth-card";

/** /invite/{token} with an unknown, used or expired token. */
export function InvalidInvitation() {
  return (
    <AuthCard
      icon={<LinkIcon />}
      title="Invalid Invitation"
      description={<span role="alert">This invitation link is invalid or has already been used.</span>}
      footer={
        <p>
          Already created your account?{" "}
          <Link to={paths.auth} className={authLinkClassName}>
            Sign in
          </Link>
        </p>
      }
    >
      <Button asChild size="lg" className="w-full">
        <Link to={paths.landing}>Return to Home</Link>
      </Button>
    </AuthCard>
  );
}
