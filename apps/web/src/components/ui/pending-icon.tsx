import { Loader2Icon, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/** A button's icon that turns into a spinner while its action is pending. */
export function PendingIcon({
  pending,
  icon: Icon,
  className,
}: {
  pending: boolean;
  icon: LucideIcon;
  className?: string;
}) {
  return pending ? (
    <Loader2Icon data-slot="pending-icon" className={cn("animate-spin", className)} aria-hidden="true" />
  ) : (
    <Icon data-slot="pending-icon" className={className} aria-hidden="true" />
  );
}
