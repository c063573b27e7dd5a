import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, type CSSProperties } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import { AppShell } from "@/components/layouts/app-shell";
import { useTheme } from "@/hooks/use-theme";
import { liveEventQueryKey, restartsFetch, useLiveEvents } from "@/lib/live-events";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";
import { useProjects } from "@/features/projects/api/get-projects";
import { useSiteConfig } from "@/features/site/api/get-site-config";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { useMe } from "@/features/session/api/get-me";
import { queryKeys } from "@/lib/query-keys";

export function RootLayout() {
  const site = useSiteConfig();
  const me = useMe();
  const { theme, setTheme } = useTheme();
  const queryClient = useQueryClient();
  const member = me.data && !me.data.nda.needsAcceptance ? me.data : null;
  const projects = useProjects({ enabled: member !== null });
  const selected = useSelectedProject();
  const darkMode = me.data?.settings.darkMode;

  // A signed-in user's Dark Mode setting, once they chose it, decides the theme on every device
  // they use; unset (null), the device's own setting or the toggle's pick does.
  useEffect(() => {
    if (typeof darkMode === "boolean") setTheme(darkMode ? "dark" : "light");
  }, [darkMode, setTheme]);

  // The saved selection is checked against the server: a project that is gone is deselected,
  // a renamed one keeps its new name.
  useEffect(() => {
    if (!selected || !projects.isSuccess) return;
    const current = projects.data.projects.find((project) => project.id === selected.id);
    if (!current) setSelectedProject(null);
    else if (current.projectName !== selected.projectName) setSelectedProject(current);
  }, [selected, projects.isSuccess, projects.data]);

  // Live updates: a changed report or project list is fetched again, so open pages update.
  const onLiveEvent = useCallback(
    (event: RealtimeEvent) => {
      void queryClient.invalidateQueries(
        { queryKey: liveEventQueryKey(event) },
        { cancelRefetch: restartsFetch(event) },
      );
    },
    [queryClient],
  );
  const resync = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.projects }), [queryClient]);
  useLiveEvents(member !== null, onLiveEvent, resync);

  const { signOut } = useSignOut();

  const user = me.data
    ? {
        email: me.data.email,
        isAdmin: me.data.role === "admin",
        projects: projects.data?.projects,
        selectedProjectId: selected?.id,
      }
    : null;
  return (
    <AppShell user={user} onSignOut={() => void signOut()} professionalNetworkUrl={site.data?.professionalNetworkUrl}>
      <Outlet />
      <ScrollRestoration />
      {/* Bottom right (full width at the bottom on phones), one at a time (lib/notice.ts): a notice
          never covers the sticky header's controls, and an old one never hides behind a new one. */}
      <Toaster
        theme={theme}
        richColors
        closeButton
        position="bottom-right"
        visibleToasts={1}
        duration={6000}
        // Narrower than sonner's 356 px: at 1280 px it stays clear of a centred card's buttons.
        style={{ "--width": "300px" } as CSSProperties}
      />
    </AppShell>
  );
}
