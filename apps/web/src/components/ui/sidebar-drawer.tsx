import type { ReactNode } from "react";
import { SIDEBAR_WIDTH_MOBILE } from "@aesop/shared/constants";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "./sheet";

/**
 * The sidebar below 768 px: an 18rem drawer. Its own module, loaded only on narrow screens, so
 * that the dialog machinery stays out of the desktop's first JavaScript.
 */
export function SidebarDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* Portaled outside the wrapper that defines the width variables, so the width is set here. */}
      <SheetContent data-slot="sidebar" data-mobile="true" className="p-0" style={{ width: SIDEBAR_WIDTH_MOBILE }}>
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <div className="flex h-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
