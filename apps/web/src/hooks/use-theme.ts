import { useCallback, useSyncExternalStore } from "react";

export type Theme = "dark" | "light";

/** Read by public/theme-init.js before the app starts, so keep the two in step. */
export const THEME_STORAGE_KEY = "aesop-theme";

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse storage; the theme still applies for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** Dark by default (the spec's default); light available. */
export function useTheme() {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentTheme);
  const toggleTheme = useCallback(() => applyTheme(currentTheme() === "dark" ? "light" : "dark"), []);
  return { theme, setTheme: applyTheme, toggleTheme };
}
