import { LoaderCircleIcon } from "lucide-react";
import { useEffect } from "react";
import { notice } from "@/lib/notice";
import { ApiRequestError } from "@/lib/api-client";
import { useInvitation } from "../api/get-invitation";
import { AuthLayout } from "./auth-layout";
import { InvalidInvitation } from "./invalid-invitation";
import { InvitationSignupForm } from "./invitation-signup-form";

const isInvalidToken = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** /invite/{token}: validate the invitation, then let the invitee create their account. */
export function InvitationSignup({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const unexpectedFailure = invitation.isError && !isInvalidToken(invitation.error);

  useEffect(() => {
    if (!unexpectedFailure) return;
    // A fixed id: a re-render or a strict-mode double effect shows the toast once.
    notice.error("Error", {
      id: "invitation-validation-failed",
      description: "Unable to validate invitation. Please try again.",
    });
  }, [unexpectedFailure]);

  return (
    <AuthLayout>
      {!token || invitation.isError ? (
        <>
          <title>Invalid Invitation · AESOP</title>
          <InvalidInvitation />
        </>
      ) : invitation.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
          <LoaderCircleIcon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          <span>Validating invitation...</span>
        </div>
      ) : (
        <>
          <title>Complete Registration · AESOP</title>
          <InvitationSignupForm token={token} invitation={invitation.data} />
        </>
      )}
    </AuthLayout>
  );
}
