import type { ReactNode } from "react";
import { SidebarProvider } from "@/components/ui/sidebar";
import { AppSidebar } from "./app-sidebar";
import { PageHeader } from "./page-header";
import { PublicFooter } from "./public-footer";
import type { ShellUser } from "./shell-user";

interface AppShellProps {
  children: ReactNode;
  user: ShellUser | null;
  onSignOut: () => void;
  professionalNetworkUrl?: string;
}

/** Sidebar, header, page and footer: the frame of every page. */
export function AppShell({ children, user, onSignOut, professionalNetworkUrl }: AppShellProps) {
  return (
    <SidebarProvider>
      {/* First in the tab order: keyboard users skip the sidebar and header (WCAG 2.4.1). */}
      <a
        href="#main"
        data-slot="skip-link"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        Skip to main content
      </a>
      <AppSidebar user={user} onSignOut={onSignOut} />
      <div className="flex min-w-0 flex-1 flex-col">
        <PageHeader signedIn={user !== null} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <PublicFooter professionalNetworkUrl={professionalNetworkUrl} />
      </div>
    </SidebarProvider>
  );
}
