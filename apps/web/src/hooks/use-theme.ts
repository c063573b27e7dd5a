import { useCallback, useSyncExternalStore } from "react";

export type Theme = "dark" | "light";

/** Read by public/theme-init.js before the app starts, so keep the two in step. */
export const THEME_STORAGE_KEY = "aesop-theme";

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function pickedTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "dark" || stored === "light" ? stored : null;
  } catch {
    return null;
  }
}

/** The device's setting; dark when it states none (the product's default look). */
export function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: light)").matches
    ? "light"
    : "dark";
}

function show(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  listeners.forEach((listener) => listener());
}

/** The user's pick: kept on this device, and from then on the device's setting no longer decides. */
export function applyTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse storage; the theme still applies for this visit.
  }
  show(theme);
}

// Until the user picks a theme, a change of the device's setting (e.g. at dusk) changes the page too.
if (typeof window !== "undefined" && typeof window.matchMedia === "function") {
  window.matchMedia("(prefers-color-scheme: light)").addEventListener("change", () => {
    if (pickedTheme() === null) show(systemTheme());
  });
}

/** The device's theme until the user picks one (the toggle, or the account's Dark Mode setting). */
export function useTheme() {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentTheme);
  const toggleTheme = useCallback(() => applyTheme(currentTheme() === "dark" ? "light" : "dark"), []);
  return { theme, setTheme: applyTheme, toggleTheme };
}
