import { Outlet, ScrollRestoration } from "react-router";
import { AppShell } from "@/components/layouts/app-shell";
import { useSiteConfig } from "@/features/site/api/get-site-config";

export function RootLayout() {
  const site = useSiteConfig();
  return (
    <AppShell professionalNetworkUrl={site.data?.professionalNetworkUrl}>
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}
