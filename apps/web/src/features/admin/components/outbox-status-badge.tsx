import type { OutboxEmail } from "@aesop/shared/contracts/admin";
import { Badge } from "@/components/ui/badge";

const labels: Record<OutboxEmail["status"], string> = {
  queued: "Queued",
  sent: "Sent",
  stored: "Stored",
  failed: "Failed",
};

/** Sent green, stored (no SMTP server: read it here) blue, queued grey, failed red. */
export function OutboxStatusBadge({ status }: { status: OutboxEmail["status"] }) {
  if (status === "failed") {
    return <Badge className="border-destructive/30 bg-destructive/15 text-destructive">{labels.failed}</Badge>;
  }
  return (
    <Badge tone={status === "sent" ? "success" : status === "stored" ? "info" : "neutral"}>{labels[status]}</Badge>
  );
}
