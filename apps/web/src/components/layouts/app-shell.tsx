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
      <AppSidebar user={user} onSignOut={onSignOut} />
      <div className="flex min-w-0 flex-1 flex-col">
        <PageHeader signedIn={user !== null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <PublicFooter professionalNetworkUrl={professionalNetworkUrl} />
      </div>
    </SidebarProvider>
  );
}
