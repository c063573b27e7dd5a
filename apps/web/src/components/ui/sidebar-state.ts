import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
} from "@aesop/shared/constants";

/** Reads the saved desktop sidebar state; expanded unless a cookie says otherwise. */
export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return match?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== "false";
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Ctrl+B everywhere, Cmd+B on macOS: both toggle the sidebar. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey">): boolean {
  return event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey;
}
