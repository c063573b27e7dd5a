import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigate } from "react-router";
import { Toaster } from "sonner";
import { AppShell } from "@/components/layouts/app-shell";
import { paths } from "@/config/paths";
import { useTheme } from "@/hooks/use-theme";
import { signOutEverywhere } from "@/features/auth/api/sign-out-everywhere";
import { useSiteConfig } from "@/features/site/api/get-site-config";
import { useMe } from "@/features/session/api/get-me";

export function RootLayout() {
  const site = useSiteConfig();
  const me = useMe();
  const { theme, setTheme } = useTheme();
  const darkMode = me.data?.settings.darkMode;

  // A signed-in user's Dark Mode setting decides the theme on every device they use.
  useEffect(() => {
    if (darkMode !== undefined) setTheme(darkMode ? "dark" : "light");
  }, [darkMode, setTheme]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Spec section 4: whether the server's sign-out succeeds or fails, the user lands on /auth.
  const signOut = async () => {
    try {
      await signOutEverywhere();
    } catch (error) {
      console.warn("Sign-out failed at the server", error);
    }
    queryClient.clear();
    await navigate(paths.auth);
  };

  const user = me.data ? { email: me.data.email, isAdmin: me.data.role === "admin" } : null;
  return (
    <AppShell user={user} onSignOut={() => void signOut()} professionalNetworkUrl={site.data?.professionalNetworkUrl}>
      <Outlet />
      <ScrollRestoration />
      <Toaster theme={theme} richColors closeButton position="top-right" />
    </AppShell>
  );
}
