/** Business constants and limits of the product spec (section 9). One place, used by web and server. */

/** OWASP ASVS 5.0 level 2: at least 8 characters, and at least 64 allowed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const CHAT_INPUT_MAX_CHARS = 2000;
export const VOICE_RECORDING_MAX_SECONDS = 120;
export const SESSION_TIMEFRAMES_MINUTES = [5, 15, 30] as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_COLLAPSED = "3rem";
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

export const REPORT_DOWNLOAD_MIN_CHARS = 1000;
export const CREATE_GAME_DELAY_MS = 1500;
export const COPY_ICON_RESET_MS = 2000;

export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;
/** The Server-Sent Events event name of every live update. */
export const REALTIME_EVENT_NAME = "aesop";

export const STORAGE_LIST_DEFAULT_LIMIT = 100;
export const STORAGE_LIST_DEFAULT_OFFSET = 0;
export const STORAGE_CACHE_MAX_AGE_SECONDS = 3600;

export const COPYRIGHT_YEAR = 2025;
export const PRIVACY_LAST_UPDATED = "January 2025";
