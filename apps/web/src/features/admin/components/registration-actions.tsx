import { RotateCwIcon, SendIcon, Undo2Icon } from "lucide-react";
import type { Registration } from "@aesop/shared/contracts/registrations";
import { Button } from "@/components/ui/button";
import { PendingIcon } from "@/components/ui/pending-icon";
import { cn } from "@/lib/cn";
import { useInviteRegistration } from "../api/invite-registration";
import { useRevokeRegistration } from "../api/revoke-registration";
import { RejectRegistrationDialog } from "./reject-registration-dialog";

/**
 * Pending: 'Approve & Invite' and Reject. Invited: Resend (a fresh link), Revoke and Reject.
 * Rejected: 'Approve & Invite' (the admin may change their mind). With an account: nothing to do.
 * The status itself is the badge beside these actions.
 */
export function RegistrationActions({ registration, className }: { registration: Registration; className?: string }) {
  const invite = useInviteRegistration();
  const revoke = useRevokeRegistration();
  const busy = invite.isPending || revoke.isPending;
  const { status } = registration;

  if (status === "pending" || status === "rejected") {
    return (
      <div data-slot="registration-actions" className={cn("flex flex-wrap items-center gap-1", className)}>
        <Button
          size="sm"
          variant={status === "pending" ? "default" : "outline"}
          onClick={() => invite.mutate(registration)}
          disabled={busy}
        >
          <PendingIcon pending={invite.isPending} icon={SendIcon} />
          Approve &amp; Invite
        </Button>
        {status === "pending" && <RejectRegistrationDialog registration={registration} disabled={busy} />}
      </div>
    );
  }

  if (status === "invited") {
    return (
      <div data-slot="registration-actions" className={cn("flex flex-wrap items-center gap-1", className)}>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => invite.mutate(registration)}
          disabled={busy}
          aria-label={`Resend invitation to ${registration.email}`}
        >
          <PendingIcon pending={invite.isPending} icon={RotateCwIcon} />
          Resend
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => revoke.mutate(registration)}
          disabled={busy}
          aria-label={`Revoke invitation of ${registration.email}`}
        >
          <PendingIcon pending={revoke.isPending} icon={Undo2Icon} />
          Revoke
        </Button>
        <RejectRegistrationDialog registration={registration} disabled={busy} />
      </div>
    );
  }

  return <span className="text-sm text-muted-foreground">No action needed</span>;
}
