import type { ReactNode } from "react";
import { SidebarProvider } from "@/components/ui/sidebar";
import { AppSidebar } from "./app-sidebar";
import { PageHeader } from "./page-header";
import { PublicFooter } from "./public-footer";

/** Sidebar, header, page and footer: the frame of every page. */
export function AppShell({
  children,
  professionalNetworkUrl,
}: {
  children: ReactNode;
  professionalNetworkUrl?: string;
}) {
  return (
    <SidebarProvider>
      <AppSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <PageHeader signedIn={false} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <PublicFooter professionalNetworkUrl={professionalNetworkUrl} />
      </div>
    </SidebarProvider>
  );
}
