import { cva } from "class-variance-authority";
import { CircleAlertIcon, CircleCheckIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** What an inline notice says: as a toast's title and sentence, with its tone. */
export interface InlineNoticeContent {
  tone: "success" | "error";
  title: string;
  description?: string | undefined;
}

export const inlineNoticeVariants = cva("flex min-w-0 items-start gap-2 rounded-md border p-2 text-xs", {
  variants: {
    tone: {
      success: "border-success/30 bg-success/10",
      error: "border-red-500/40 bg-red-500/10",
    },
  },
});

const TITLE_TONES = { success: "text-success", error: "text-red-800 dark:text-red-300" } as const;

/**
 * A notice shown inside the part of the page it is about (e.g. a Cave dialogue's card after its
 * action), instead of a toast over the page (lib/notice.ts): it covers nothing and stays until it
 * is dismissed or replaced. Its status region is always in the page, empty until there is news,
 * so that a screen reader reads what arrives in it; focus stays where it was.
 */
export function InlineNotice({
  notice,
  onDismiss,
  className,
}: {
  notice: InlineNoticeContent | null;
  onDismiss?: (() => void) | undefined;
  className?: string | undefined;
}) {
  const Icon = notice?.tone === "error" ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div
      data-slot="inline-notice"
      data-tone={notice?.tone}
      className={notice ? cn(inlineNoticeVariants({ tone: notice.tone }), className) : "sr-only"}
    >
      {notice && <Icon className={cn("mt-px size-3.5 shrink-0", TITLE_TONES[notice.tone])} aria-hidden="true" />}
      <div role="status" className="grid min-w-0 flex-1 gap-0.5 break-words">
        {notice && (
          <>
            <p className={cn("font-semibold", TITLE_TONES[notice.tone])}>{notice.title}</p>
            {notice.description && <p className="text-foreground">{notice.description}</p>}
          </>
        )}
      </div>
      {notice && onDismiss && (
        <Button type="button" variant="ghost" size="icon" className="-my-1 -mr-1 size-6" onClick={onDismiss}>
          <XIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Dismiss: {notice.title}</span>
        </Button>
      )}
    </div>
  );
}
