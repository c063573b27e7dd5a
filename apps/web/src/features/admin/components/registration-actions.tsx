import { RotateCwIcon, SendIcon, Undo2Icon } from "lucide-react";
import { registrationStatusLabel, type Registration } from "@aesop/shared/contracts/registrations";
import { Button } from "@/components/ui/button";
import { useInviteRegistration } from "../api/invite-registration";
import { useRevokeRegistration } from "../api/revoke-registration";
import { PendingIcon } from "@/components/ui/pending-icon";

/**
 * Pending: 'Approve & Invite'. Invited: the label plus Resend (a fresh link) and Revoke. Every
 * other status: its label only.
 */
export function RegistrationActions({ registration }: { registration: Registration }) {
  const invite = useInviteRegistration();
  const revoke = useRevokeRegistration();
  const busy = invite.isPending || revoke.isPending;
  const label = registrationStatusLabel(registration.status);

  if (registration.status === "pending") {
    return (
      <Button size="sm" onClick={() => invite.mutate(registration)} disabled={busy}>
        <PendingIcon pending={invite.isPending} icon={SendIcon} />
        Approve &amp; Invite
      </Button>
    );
  }

  if (registration.status === "invited") {
    return (
      <div className="flex flex-col items-start gap-1">
        <span className="text-sm text-muted-foreground">{label}</span>
        <div className="-ml-2 flex items-center gap-1">
          <Button
            size="sm"
            variant="ghost"
            className="h-7 px-2 text-xs"
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
            className="h-7 px-2 text-xs text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => revoke.mutate(registration)}
            disabled={busy}
            aria-label={`Revoke invitation of ${registration.email}`}
          >
            <PendingIcon pending={revoke.isPending} icon={Undo2Icon} />
            Revoke
          </Button>
        </div>
      </div>
    );
  }

  return <span className="text-sm text-muted-foreground">{label}</span>;
}
