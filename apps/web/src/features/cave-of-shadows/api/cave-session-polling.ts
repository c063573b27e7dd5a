/** While a session runs, poll now and then in case the live stream is down. */
export const RUNNING_SESSION_POLL_MS = 15_000;
