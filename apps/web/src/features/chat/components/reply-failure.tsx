import { RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A reply that failed: why, and a Retry that asks the agent again. */
export function ReplyFailure({
  message,
  onRetry,
  disabled,
}: {
  message: string;
  onRetry: () => void;
  disabled?: boolean;
}) {
  return (
    <div
      role="alert"
      data-slot="reply-failure"
      className="grid max-w-[85%] gap-2 rounded-2xl rounded-bl-sm border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm sm:max-w-[75%]"
    >
      <p className="flex items-start gap-2 text-destructive">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="[overflow-wrap:anywhere]">{message}</span>
      </p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={disabled}>
          <RotateCcwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    </div>
  );
}
