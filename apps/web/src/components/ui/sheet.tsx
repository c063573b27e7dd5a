import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const Sheet = Dialog.Root;
export const SheetTitle = Dialog.Title;
export const SheetDescription = Dialog.Description;

/** A panel that slides in from the left edge (the sidebar drawer on narrow screens). */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        data-slot="sheet-content"
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r bg-sidebar text-sidebar-foreground shadow-lg outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          className="absolute top-3 right-3 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Close navigation"
        >
          <XIcon className="size-4" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
