import type { CurrentUser } from "./create-app";
import type { EventBus } from "./realtime";

/**
 * What decides whether a request may go on, kept in this process for a short time so that a
 * signed-in request costs no query before its own (docs/decisions/0018): the user behind a session
 * cookie, the user's accepted NDA version, and the latest NDA version's number and hash.
 *
 * Changes made through AESOP take effect at once on every instance: the code that makes them calls
 * forgetUser / forgetLatestNda, which drop this instance's entries and signal the others through
 * the event bus (NOTIFY on a PostgreSQL server). Anything else (a role changed with SQL, a
 * notification lost while an instance reconnected) takes effect within `ttlMs`.
 */
export interface AccessCache {
  /** The instance's trust window in milliseconds; 0 turns the cache off. */
  readonly ttlMs: number;
  /** Take it before reading the database, hand it to a remember*: a read that raced with a forget is not kept. */
  generation(): number;
  session(cookieValue: string): CurrentUser | undefined;
  rememberSession(cookieValue: string, user: CurrentUser, sessionExpiresAt: Date, generation: number): void;
  ndaAcceptance(userId: string): NdaAcceptance | undefined;
  rememberNdaAcceptance(userId: string, acceptance: NdaAcceptance, generation: number): void;
  latestNda(): LatestNda | undefined;
  rememberLatestNda(latest: LatestNda, generation: number): void;
  /** The user's sessions, role or NDA acceptance changed: every instance reads them again. */
  forgetUser(userId: string): Promise<void>;
  /** A new NDA version was published: every instance reads the latest version again. */
  forgetLatestNda(): Promise<void>;
}

export interface NdaAcceptance {
  accepted: boolean;
  version: number | null;
}

export interface LatestNda {
  version: number;
  textSha256: string;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** Sessions kept at most; the oldest go first. Only sessions better-auth accepted get in. */
const MAX_SESSIONS = 50_000;

export function createAccessCache(
  events: Pick<EventBus, "signal" | "onSignal">,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): AccessCache {
  const sessions = new Map<string, Entry<CurrentUser>>();
  const sessionsOfUser = new Map<string, Set<string>>();
  const acceptances = new Map<string, Entry<NdaAcceptance>>();
  let latest: Entry<LatestNda> | undefined;
  let generation = 0;

  const fresh = <T>(entry: Entry<T> | undefined): T | undefined =>
    entry !== undefined && entry.expiresAt > now() ? entry.value : undefined;

  const deleteSession = (key: string) => {
    const entry = sessions.get(key);
    if (!entry) return;
    sessions.delete(key);
    const keys = sessionsOfUser.get(entry.value.id);
    keys?.delete(key);
    if (keys?.size === 0) sessionsOfUser.delete(entry.value.id);
  };
  const dropUser = (userId: string) => {
    for (const key of sessionsOfUser.get(userId) ?? []) sessions.delete(key);
    sessionsOfUser.delete(userId);
    acceptances.delete(userId);
  };
  const dropAll = () => {
    sessions.clear();
    sessionsOfUser.clear();
    acceptances.clear();
    latest = undefined;
  };

  events.onSignal((signal) => {
    generation++;
    if (signal.type === "user.changed") dropUser(signal.userId);
    else if (signal.type === "nda.published") latest = undefined;
    else dropAll();
  });

  const keep = (gen: number) => ttlMs > 0 && gen === generation;

  return {
    ttlMs,
    generation: () => generation,
    session(cookieValue) {
      const entry = sessions.get(cookieValue);
      const user = fresh(entry);
      if (entry && !user) deleteSession(cookieValue);
      return user;
    },
    rememberSession(cookieValue, user, sessionExpiresAt, gen) {
      if (!keep(gen)) return;
      if (sessions.size >= MAX_SESSIONS) {
        const oldest = sessions.keys().next().value;
        if (oldest !== undefined) deleteSession(oldest);
      }
      deleteSession(cookieValue);
      // Never past the session's own end.
      sessions.set(cookieValue, { value: user, expiresAt: Math.min(now() + ttlMs, sessionExpiresAt.getTime()) });
      let keys = sessionsOfUser.get(user.id);
      if (!keys) sessionsOfUser.set(user.id, (keys = new Set()));
      keys.add(cookieValue);
    },
    ndaAcceptance: (userId) => fresh(acceptances.get(userId)),
    rememberNdaAcceptance(userId, acceptance, gen) {
      if (keep(gen)) acceptances.set(userId, { value: acceptance, expiresAt: now() + ttlMs });
    },
    latestNda: () => fresh(latest),
    rememberLatestNda(value, gen) {
      if (keep(gen)) latest = { value, expiresAt: now() + ttlMs };
    },
    forgetUser: (userId) => events.signal({ type: "user.changed", userId }),
    forgetLatestNda: () => events.signal({ type: "nda.published" }),
  };
}
