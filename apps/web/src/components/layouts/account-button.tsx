import { ChevronsUpDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { sidebarItemClass } from "@/components/ui/sidebar";
import { cn } from "@/lib/cn";
import { avatarLetter } from "./shell-user";

/** The sidebar footer's avatar, e-mail and chevron: the account menu's trigger. */
export function AccountButton({ email, className, ...props }: ComponentProps<"button"> & { email: string }) {
  return (
    <button type="button" className={cn(sidebarItemClass, "h-12 w-full px-1.5 text-left", className)} {...props}>
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {avatarLetter(email)}
      </span>
      {/* Named by its content, so that the name contains the visible e-mail (WCAG 2.5.3). */}
      <span className="sr-only">Account menu, </span>
      <span className="min-w-0 flex-1 truncate" data-testid="sidebar-email">
        {email}
      </span>
      <ChevronsUpDownIcon
        className="ml-auto opacity-60 group-data-[state=collapsed]/sidebar:hidden"
        aria-hidden="true"
      />
    </button>
  );
}
