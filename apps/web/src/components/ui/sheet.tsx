import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const Sheet = Dialog.Root;
export const SheetTitle = Dialog.Title;
export const SheetDescription = Dialog.Description;
export const SheetClose = Dialog.Close;

/**
 * A panel that slides in from an edge: the sidebar drawer on narrow screens (left), a detail panel
 * beside a list (right). Its overlay shows only when the sheet is modal (Radix draws none otherwise);
 * `closeLabel` names its corner close button, `hideClose` leaves it out for a panel with its own.
 */
export function SheetContent({
  className,
  children,
  side = "left",
  closeLabel = "Close navigation",
  hideClose = false,
  ...props
}: ComponentProps<typeof Dialog.Content> & { side?: "left" | "right"; closeLabel?: string; hideClose?: boolean }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          "fixed inset-y-0 z-50 flex h-full flex-col shadow-lg outline-none",
          side === "left"
            ? "left-0 border-r bg-sidebar text-sidebar-foreground"
            : "right-0 border-l bg-background text-foreground",
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <Dialog.Close
            className="absolute top-3 right-3 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={closeLabel}
          >
            <XIcon className="size-4" />
          </Dialog.Close>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
